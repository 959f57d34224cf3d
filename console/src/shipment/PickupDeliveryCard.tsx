import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { nextPickupWindow } from '@freight/reference-data';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CompletionDraft, PickupDraft } from './completion';
import type { CompletionErrors } from './completionRules';
import { fieldError } from './PartyCard';
import { pickupMoves, windowText } from './pickupTime';

interface PickupDeliveryCardProps {
  completion: Pick<CompletionDraft, 'pickup' | 'deliveryInstruction' | 'senderOrderRef' | 'noPickup'>;
  errors: CompletionErrors;
  /** The product's cut-off for a same-day pickup (its pickupTime). */
  cutoff: string | undefined;
  /** The product may be left at the carrier instead of collected (its noPickupTemplateExists). */
  dropOffOffered: boolean;
  onPickup(pickup: PickupDraft): void;
  onNoPickup(noPickup: boolean): void;
  onDeliveryInstruction(value: string): void;
  onSenderOrderRef(value: string): void;
}

/**
 * Pickup date, earliest and latest time and instruction (or, for a drop-off product, the choice to leave the goods at
 * the carrier, which asks for no time); delivery instruction; the sender's own reference.
 */
export const PickupDeliveryCard = ({
  completion,
  errors,
  cutoff,
  dropOffOffered,
  onPickup,
  onNoPickup,
  onDeliveryInstruction,
  onSenderOrderRef,
}: PickupDeliveryCardProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { pickup } = completion;
  // Said before booking, not found on the waybill: where the window the member typed will be booked (issue 29).
  const now = new Date();
  const today = nextPickupWindow(now, cutoff).date;
  const dropOff = dropOffOffered && completion.noPickup === true;
  const moved = !dropOff && pickupMoves(pickup, now, cutoff);
  return (
    <Card variant="outlined" sx={{ flex: '1 1 420px' }} data-testid="pickup-delivery">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {translate('shipment.complete.pickup')}
        </Typography>
        {dropOffOffered && (
          <FormControlLabel
            control={
              <Checkbox
                checked={dropOff}
                onChange={(event) => onNoPickup(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'pickup-none' } as object }}
              />
            }
            label={translate('shipment.complete.noPickup')}
          />
        )}
        {!dropOff && (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              type="date"
              label={translate('shipment.complete.pickupDate')}
              value={pickup.date}
              onChange={(event) => onPickup({ ...pickup, date: event.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'pickup-date', min: today }, inputLabel: { shrink: true } }}
              {...fieldError(errors, 'pickup.date', translate)}
            />
            <TextField
              type="time"
              label={translate('shipment.complete.pickupEarliest')}
              value={pickup.earliest}
              onChange={(event) => onPickup({ ...pickup, earliest: event.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'pickup-earliest' }, inputLabel: { shrink: true } }}
              {...fieldError(errors, 'pickup.earliest', translate)}
            />
            <TextField
              type="time"
              label={translate('shipment.complete.pickupLatest')}
              value={pickup.latest}
              onChange={(event) => onPickup({ ...pickup, latest: event.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'pickup-latest' }, inputLabel: { shrink: true } }}
              {...fieldError(errors, 'pickup.latest', translate)}
            />
          </Box>
        )}
        {moved && (
          <Alert severity="info" data-testid="pickup-corrected">
            {translate('shipment.complete.pickupCorrected', { window: windowText(moved, locale) })}
          </Alert>
        )}
        {!dropOff && (
          <TextField
            multiline
            minRows={2}
            label={translate('shipment.complete.pickupInstruction')}
            value={pickup.instruction}
            onChange={(event) => onPickup({ ...pickup, instruction: event.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'pickup-instruction' } }}
            {...fieldError(errors, 'pickup.instruction', translate)}
          />
        )}
        <Typography variant="h6" component="h2">
          {translate('shipment.complete.delivery')}
        </Typography>
        <TextField
          multiline
          minRows={2}
          label={translate('shipment.complete.deliveryInstruction')}
          value={completion.deliveryInstruction}
          onChange={(event) => onDeliveryInstruction(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'delivery-instruction' } }}
          {...fieldError(errors, 'deliveryInstruction', translate)}
        />
        <TextField
          label={translate('shipment.complete.senderOrderRef')}
          value={completion.senderOrderRef}
          onChange={(event) => onSenderOrderRef(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'sender-order-ref' } }}
          {...fieldError(errors, 'senderOrderRef', translate)}
        />
      </CardContent>
    </Card>
  );
};
