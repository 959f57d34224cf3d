import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { errorText } from '../i18n/errorText';
import { useSession } from '../session/useSession';

/** Spec 2.8: the confirmation shows for one second. */
const CONFIRMATION_MS = 1000;

/** PUT /order/printed/, then the booked list (and anything else about orders) reloads. */
const usePrintOrders = () => {
    const dataProvider = useDataProvider<FraktDataProvider>();
    const queryClient = useQueryClient();
    const session = useSession();
    const notify = useNotify();
    const translate = useTranslate();
    return useMutation({
        mutationFn: (orderNos: string[]) => dataProvider.markOrdersPrinted(orderNos),
        onSuccess: (_, orderNos) => {
            notify('bookedList.printedNotice', {
                type: 'success',
                autoHideDuration: CONFIRMATION_MS,
                messageArgs: { smart_count: orderNos.length },
            });
            return queryClient.invalidateQueries({ queryKey: ['order', 'customer', session?.customerId] });
        },
        onError: error => notify(errorText(error, translate), { type: 'error' }),
    });
};

export const PrintButton = ({ orderNo }: { orderNo: string }) => {
    const translate = useTranslate();
    const print = usePrintOrders();
    const label = translate('bookedList.print');
    return (
        <IconButton
            size="small"
            aria-label={label}
            title={label}
            disabled={print.isPending}
            onClick={event => {
                // The row would take the click as a selection toggle.
                event.stopPropagation();
                print.mutate([orderNo]);
            }}
            data-testid="print-order"
        >
            <PrintOutlined fontSize="small" />
        </IconButton>
    );
};

export const BulkPrintButton = () => {
    const translate = useTranslate();
    const { selectedIds, onUnselectItems } = useListContext();
    const print = usePrintOrders();
    return (
        <Button
            size="small"
            startIcon={<PrintOutlined />}
            disabled={print.isPending || selectedIds.length === 0}
            onClick={() => print.mutate(selectedIds.map(String), { onSuccess: () => onUnselectItems() })}
            data-testid="print-selected"
        >
            {translate('bookedList.printSelected')}
        </Button>
    );
};
