import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { findCarrier } from '@freight/reference-data';
import type { FraktDataProvider } from '../dataProvider';
import { isApiError } from '../dataProvider/ApiError';

/**
 * Message to the carrier (spec 1, 3, 5, 8) about a booked consignment: number, text and consent to the cost in
 * the price list are required; any failure shows the spec's "Misslyckades med att skicka meddelande. Kontakta
 * kundtjänst." (a field the server names is shown at the field instead).
 */
export const CarrierMessageDialog = ({
  consignmentNo,
  carrierCode,
  open,
  onClose,
}: {
  consignmentNo?: string;
  /** Shown for the member to see who gets the message; the server sends it to the consignment's own carrier. */
  carrierCode?: number;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const [number, setNumber] = useState(consignmentNo ?? '');
  const [message, setMessage] = useState('');
  const [consent, setConsent] = useState(false);
  const send = useMutation({
    mutationFn: () => dataProvider.sendCarrierMessage({ consignmentNo: number.trim(), message: message.trim(), consentToCosts: consent }),
  });
  const fieldError = (field: string) =>
    isApiError(send.error) ? send.error.body?.errors?.find((e) => e.field === field)?.message : undefined;
  const complete = number.trim() !== '' && message.trim() !== '' && consent;
  const carrier = carrierCode === undefined ? undefined : findCarrier(carrierCode)?.name;

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth data-testid="carrier-message-dialog">
      <DialogTitle>{translate('content.carrierMessage.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {send.isSuccess ? (
          <Alert severity="success" data-testid="carrier-message-sent">
            {translate('content.carrierMessage.sent')}
          </Alert>
        ) : (
          <>
            {carrier && (
              <TextField
                label={translate('content.carrierMessage.carrier')}
                value={carrier}
                slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'carrier-message-carrier' } }}
              />
            )}
            <TextField
              label={translate('content.carrierMessage.consignmentNo')}
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              required
              error={!!fieldError('consignmentNo')}
              helperText={fieldError('consignmentNo')}
              slotProps={{ htmlInput: { 'data-testid': 'carrier-message-number', maxLength: 40 } }}
            />
            <TextField
              label={translate('content.carrierMessage.message')}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              required
              multiline
              minRows={4}
              slotProps={{ htmlInput: { 'data-testid': 'carrier-message-text', maxLength: 5000 } }}
            />
            <FormControlLabel
              control={
                <Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} data-testid="carrier-message-consent" />
              }
              label={translate('content.carrierMessage.consent')}
            />
            {send.isError && !fieldError('consignmentNo') && <Alert severity="error">{translate('content.carrierMessage.failed')}</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('content.close')}</Button>
        {!send.isSuccess && (
          <Button
            variant="contained"
            disabled={!complete || send.isPending}
            onClick={() => send.mutate()}
            data-testid="carrier-message-send"
          >
            {translate('content.carrierMessage.send')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
