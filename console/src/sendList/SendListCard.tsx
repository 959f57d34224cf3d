import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useLocaleState, useTranslate } from 'react-admin';
import { leavesEuCustoms } from '../customs/customsLink';
import { partOf, type OrderDetail } from '../shipment/fromOrder';
import { amountText, placeText } from '../shipment/OrderSummary';
import type { CardState } from './bookAll';

const chipColor = { waiting: 'default', booking: 'info', booked: 'success', failed: 'error' } as const;

interface SendListCardProps {
  order: OrderDetail;
  state?: CardState;
  busy: boolean;
  onShow(): void;
  onDelete(): void;
  /** Opens the order's customs document (offered when the consignment leaves the EU customs territory). */
  onCustoms(): void;
}

/** One unbooked order (spec 2.7): "Visa", delete, from and to, price with currency, and its state during "Boka alla". */
export const SendListCard = ({ order, state, busy, onShow, onDelete, onCustoms }: SendListCardProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const consignment = order.consignment ?? {};
  const price = amountText(order.calculatedPrice, order.calculatedCurrency, locale);
  const needsCustoms = leavesEuCustoms(partOf(consignment, 'consignee')?.address?.countrycode);
  return (
    <Card variant="outlined" data-testid="send-list-card" data-order-no={order.orderNo} data-state={state ?? ''} sx={{ mb: 1.5 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, pb: '12px !important' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Button size="small" variant="outlined" onClick={onShow} disabled={busy} data-testid="send-list-show">
            {translate('sendList.show')}
          </Button>
          {needsCustoms && (
            <Button size="small" onClick={onCustoms} disabled={busy} data-testid="send-list-customs">
              {translate('customs.sendListLink')}
            </Button>
          )}
          {state && (
            <Chip
              size="small"
              color={chipColor[state]}
              label={translate(`sendList.cardState.${state}`)}
              data-testid="send-list-card-state"
            />
          )}
          <Box sx={{ flex: 1 }} />
          <IconButton
            aria-label={translate('sendList.delete')}
            title={translate('sendList.delete')}
            onClick={onDelete}
            disabled={busy}
            data-testid="send-list-delete"
          >
            <DeleteIcon />
          </IconButton>
        </Box>
        <Typography variant="body2" data-testid="send-list-from">
          <strong>{translate('sendList.from')}:</strong> {placeText(partOf(consignment, 'consignor'), false)}
        </Typography>
        <Typography variant="body2" data-testid="send-list-to">
          <strong>{translate('sendList.to')}:</strong> {placeText(partOf(consignment, 'consignee'), false)}
        </Typography>
        <Typography variant="body2" data-testid="send-list-price" sx={{ fontWeight: 600, textAlign: 'right' }}>
          {price ?? translate('sendList.noPrice')}
        </Typography>
      </CardContent>
    </Card>
  );
};
