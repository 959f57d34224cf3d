import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useStore, useTranslate } from 'react-admin';
import { CarrierContactButtons } from '../content/CarrierContactButtons';
import { useCustomer } from '../customer/useCustomer';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { errorText } from '../i18n/errorText';
import { useSession } from '../session/useSession';
import type { OrderDetail } from '../shipment/fromOrder';
import { documentTarget, knownPrintFormat, PRINT_FORMATS, type PrintWindow } from './printDocuments';

/** Spec 2.8: the confirmation shows for one second. */
const CONFIRMATION_MS = 1000;

/** The format chosen here, else the customer's printFormat (PDF by default). */
export const usePrintFormat = () => {
  const customer = useCustomer();
  const [chosen, setChosen] = useStore<string | undefined>('bookedList.printFormat', undefined);
  return [knownPrintFormat(chosen ?? customer.data?.printFormat), setChosen] as const;
};

/**
 * POST /consignment/print/?format=: the server answers the document and marks the orders printed; the PDF
 * opens in a new tab, a ZPL file downloads; then the booked list (and anything else about orders) reloads.
 */
export const usePrintOrders = () => {
  const dataProvider = useDataProvider<FraktDataProvider>();
  const queryClient = useQueryClient();
  const session = useSession();
  const notify = useNotify();
  const translate = useTranslate();
  const [format] = usePrintFormat();
  const mutation = useMutation({
    mutationFn: ({ orderNos }: { orderNos: string[]; target: ReturnType<typeof documentTarget> }) =>
      dataProvider.printDocuments(orderNos, format),
    onSuccess: (file, { orderNos, target }) => {
      target.deliver(file);
      notify('bookedList.printedNotice', {
        type: 'success',
        autoHideDuration: CONFIRMATION_MS,
        messageArgs: { smart_count: orderNos.length },
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookedOrders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.order.ofCustomer(session?.customerId) }),
      ]);
    },
    onError: (error, { target }) => {
      target.abandon();
      notify(errorText(error, translate), { type: 'error' });
    },
  });
  return {
    isPending: mutation.isPending,
    /** Call inside the click: the PDF's tab must open there. */
    print: (orderNos: string[], options?: { onSuccess?: () => void }) =>
      mutation.mutate({ orderNos, target: documentTarget(format, window as unknown as PrintWindow) }, options),
  };
};

export const PrintButton = ({ orderNo }: { orderNo: string }) => {
  const translate = useTranslate();
  const printing = usePrintOrders();
  const label = translate('bookedList.print');
  return (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      disabled={printing.isPending}
      onClick={(event) => {
        // The row would take the click as a selection toggle.
        event.stopPropagation();
        printing.print([orderNo]);
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
  const printing = usePrintOrders();
  return (
    <Button
      size="small"
      startIcon={<PrintOutlined />}
      disabled={printing.isPending || selectedIds.length === 0}
      onClick={() => printing.print(selectedIds.map(String), { onSuccess: () => onUnselectItems() })}
      data-testid="print-selected"
    >
      {translate('bookedList.printSelected')}
    </Button>
  );
};

/** The print format for this list's print buttons; starts at the customer's printFormat. */
export const PrintFormatSelect = () => {
  const translate = useTranslate();
  const [format, setFormat] = usePrintFormat();
  return (
    <MuiTextField
      select
      size="small"
      label={translate('bookedList.printFormat')}
      value={format}
      onChange={(event) => setFormat(event.target.value)}
      sx={{ width: 220 }}
      slotProps={{ htmlInput: { 'data-testid': 'print-format' } }}
    >
      {PRINT_FORMATS.map((f) => (
        <MenuItem key={f} value={f} data-testid={`print-format-${f}`}>
          {translate(`bookedList.printFormats.${f}`)}
        </MenuItem>
      ))}
    </MuiTextField>
  );
};

/** Right after booking (step 4 sends the order along): print its documents now, in the chosen format. */
export const JustBookedPrint = ({ orderNo }: { orderNo: string }) => {
  const translate = useTranslate();
  const printing = usePrintOrders();
  const dataProvider = useDataProvider<FraktDataProvider>();
  // Step 4 has just read this order; the booked one carries its consignment number and carrier.
  const order = useQuery({
    queryKey: queryKeys.order.booked(orderNo),
    queryFn: () => dataProvider.getOrder(orderNo) as Promise<OrderDetail & { supplierId?: number | null }>,
    retry: false,
  });
  const consignmentNo = order.data?.consignmentNo;
  return (
    <Alert
      severity="success"
      sx={{ mb: 2 }}
      data-testid="just-booked"
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<PrintOutlined />}
          disabled={printing.isPending}
          onClick={() => printing.print([orderNo])}
          data-testid="just-booked-print"
        >
          {translate('bookedList.printNow')}
        </Button>
      }
    >
      {translate('bookedList.justBooked', { orderNo })}
      {consignmentNo && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5, ml: -0.5 }} data-testid="just-booked-carrier-contact">
          <CarrierContactButtons consignmentNo={consignmentNo} carrierCode={order.data?.supplierId} labelled />
        </Box>
      )}
    </Alert>
  );
};
