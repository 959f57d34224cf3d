import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { errorText } from '../i18n/errorText';

/**
 * "Avboka" of one booked order: a confirmation dialog ("Behåll bokningen" focused, so Enter never cancels by
 * accident), then PUT /order/cancel/ under one Idempotency-Key per dialog (a retried click is the same request).
 * The server's own reason is shown when the order cannot be cancelled (scanned by the carrier, say).
 */
export const useCancelBooking = (orderNo: string, consignmentNo: string) => {
  const dataProvider = useDataProvider<FraktDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  const [key, setKey] = useState<string | null>(null);
  const close = () => setKey(null);
  const mutation = useMutation({
    mutationFn: (idempotencyKey: string) => dataProvider.cancelOrders([orderNo], idempotencyKey),
    onSuccess: (answer) => {
      close();
      const result = answer.orders?.find((o) => o.orderNo === orderNo);
      if (result?.cancelled) notify(translate('bookedList.cancelled', { consignmentNo }), { type: 'success' });
      else
        notify(result?.errors?.[0]?.description ?? answer.errors?.[0]?.description ?? translate('ra.notification.http_error'), {
          type: 'error',
        });
      return queryClient.invalidateQueries({ queryKey: queryKeys.bookedOrders.all });
    },
    onError: (error) => notify(errorText(error, translate), { type: 'error' }),
  });
  const dialog = (
    <Dialog open={key !== null} onClose={close} aria-labelledby={titleId} aria-describedby={textId} data-testid="cancel-booking-dialog">
      <DialogTitle id={titleId}>{translate('bookedList.cancelQuestion', { consignmentNo })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{translate('bookedList.cancelExplained')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus data-testid="cancel-booking-keep">
          {translate('bookedList.cancelKeep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={mutation.isPending}
          onClick={() => key && mutation.mutate(key)}
          data-testid="cancel-booking-confirm"
        >
          {translate('bookedList.cancelConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { open: () => setKey(crypto.randomUUID()), dialog };
};
