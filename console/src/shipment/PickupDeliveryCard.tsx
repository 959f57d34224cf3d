import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CompletionDraft, PickupDraft } from './completion';
import type { CompletionErrors } from './completionRules';
import { fieldError } from './PartyCard';

interface PickupDeliveryCardProps {
  completion: Pick<CompletionDraft, 'pickup' | 'deliveryInstruction' | 'senderOrderRef'>;
  errors: CompletionErrors;
  today: string;
  onPickup(pickup: PickupDraft): void;
  onDeliveryInstruction(value: string): void;
  onSenderOrderRef(value: string): void;
}

/** Pickup date, earliest and latest time and instruction; delivery instruction; the sender's own reference. */
export const PickupDeliveryCard = ({
  completion,
  errors,
  today,
  onPickup,
  onDeliveryInstruction,
  onSenderOrderRef,
}: PickupDeliveryCardProps) => {
  const translate = useTranslate();
  const { pickup } = completion;
  return (
    <Card variant="outlined" sx={{ flex: '1 1 420px' }} data-testid="pickup-delivery">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {translate('shipment.complete.pickup')}
        </Typography>
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
        <TextField
          multiline
          minRows={2}
          label={translate('shipment.complete.pickupInstruction')}
          value={pickup.instruction}
          onChange={(event) => onPickup({ ...pickup, instruction: event.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'pickup-instruction' } }}
          {...fieldError(errors, 'pickup.instruction', translate)}
        />
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
