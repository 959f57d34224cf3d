import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { errorText } from '../i18n/errorText';
import { PriceBreakdown } from './PriceBreakdown';
import type { PriceRequest } from './priceRequest';
import { usePrice } from './usePrice';

/** The consignment's price from the server, as it stands: steps 3 and 4 show it in the same breakdown. */
export const PriceCard = ({ request, settleMs = 0 }: { request: PriceRequest | undefined; settleMs?: number }) => {
  const translate = useTranslate();
  const price = usePrice(request, settleMs);
  return (
    <Card variant="outlined" sx={{ flex: 'none' }} data-testid="price-card" aria-busy={price.isFetching}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('shipment.breakdown')}
          </Typography>
          {price.isFetching && <CircularProgress size={16} data-testid="price-loading" />}
        </Box>
        {price.isError && (
          <Typography color="error" data-testid="price-errors">
            {errorText(price.error, translate)}
          </Typography>
        )}
        {price.data && <PriceBreakdown price={price.data} />}
      </CardContent>
    </Card>
  );
};
