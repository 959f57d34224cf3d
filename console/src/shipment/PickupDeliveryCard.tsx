import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { DateTextInput, TimeTextInput } from '../format/DateTextInput';
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
  /** A pickup date or time field's text is not (yet) a value: booking waits for it. */
  onUnreadable(field: string, unreadable: boolean): void;
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
  onUnreadable,
  onNoPickup,
  onDeliveryInstruction,
  onSenderOrderRef,
}: PickupDeliveryCardProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { pickup } = completion;
  // Said before booking, not found on the waybill: where the window the member typed will be booked (issue 29).
  const now = new Date();
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
            <DateTextInput
              label={translate('shipment.complete.pickupDate')}
              value={pickup.date}
              onChange={(date) => onPickup({ ...pickup, date })}
              onInvalidChange={(invalid) => onUnreadable('pickup.date', invalid)}
              error={fieldError(errors, 'pickup.date', translate).helperText}
              testId="pickup-date"
              sx={{ width: 200 }}
            />
            <TimeTextInput
              label={translate('shipment.complete.pickupEarliest')}
              value={pickup.earliest}
              onChange={(earliest) => onPickup({ ...pickup, earliest })}
              onInvalidChange={(invalid) => onUnreadable('pickup.earliest', invalid)}
              error={fieldError(errors, 'pickup.earliest', translate).helperText}
              testId="pickup-earliest"
              sx={{ width: 140 }}
            />
            <TimeTextInput
              label={translate('shipment.complete.pickupLatest')}
              value={pickup.latest}
              onChange={(latest) => onPickup({ ...pickup, latest })}
              onInvalidChange={(invalid) => onUnreadable('pickup.latest', invalid)}
              error={fieldError(errors, 'pickup.latest', translate).helperText}
              testId="pickup-latest"
              sx={{ width: 140 }}
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
