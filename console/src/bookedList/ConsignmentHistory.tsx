import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { CarrierContactButtons } from '../content/CarrierContactButtons';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { formatDateTime } from '../format/dates';
import { errorText } from '../i18n/errorText';
import { PriceCard } from '../shipment/PriceCard';
import { priceRequestOfOrder } from '../shipment/priceRequest';
import { historyOf } from './consignmentHistory';

interface HistoryProps {
  orderNo: string;
  consignmentNo: string;
  carrierCode?: number | null;
}

/**
 * Spec 2.1's "consignment history": the order's status timeline and its price, from the booked list's row,
 * with the way to the consignment's carrier (message, newsletter).
 */
export const ConsignmentHistoryButton = ({ orderNo, consignmentNo, carrierCode }: HistoryProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const title = translate('route.consignmentHistory');
  return (
    <>
      <IconButton size="small" onClick={() => setOpen(true)} aria-label={title} title={title} data-testid="history-button">
        <HistoryIcon fontSize="small" />
      </IconButton>
      {open && <HistoryDialog orderNo={orderNo} consignmentNo={consignmentNo} carrierCode={carrierCode} onClose={() => setOpen(false)} />}
    </>
  );
};

const HistoryDialog = ({ orderNo, consignmentNo, carrierCode, onClose }: HistoryProps & { onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const order = useQuery({
    queryKey: queryKeys.order.detailIn(orderNo, locale),
    queryFn: () => dataProvider.getOrder(orderNo),
    retry: false,
  });
  const entries = order.data ? historyOf(order.data as Parameters<typeof historyOf>[0]) : [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="history-dialog">
      <DialogTitle>{`${translate('route.consignmentHistory')} ${consignmentNo || orderNo}`}</DialogTitle>
      <DialogContent>
        {order.isLoading && <CircularProgress size={24} />}
        {order.isError && <Alert severity="error">{errorText(order.error, translate)}</Alert>}
        {order.data && (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }} data-testid="history-timeline">
            {entries.map((entry, index) => (
              <Box
                component="li"
                key={`${entry.at}-${index}`}
                data-testid="history-entry"
                sx={{
                  display: 'flex',
                  gap: 2,
                  py: 1,
                  borderLeft: 3,
                  borderColor: index === entries.length - 1 ? 'primary.main' : 'divider',
                  pl: 1.5,
                }}
              >
                <Typography variant="body2" color="text.secondary" sx={{ minWidth: 130, whiteSpace: 'nowrap' }}>
                  {formatDateTime(entry.at, locale)}
                </Typography>
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="history-label">
                    {entry.key ? translate(entry.key) : entry.label}
                  </Typography>
                  {entry.detail && (
                    <Typography variant="body2" color="text.secondary">
                      {entry.detail}
                    </Typography>
                  )}
                </Box>
              </Box>
            ))}
          </Box>
        )}
        {order.data && <PriceCard request={priceRequestOfOrder(order.data)} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {consignmentNo && (
          <Box sx={{ mr: 'auto' }} data-testid="history-carrier-contact">
            <CarrierContactButtons consignmentNo={consignmentNo} carrierCode={carrierCode} labelled />
          </Box>
        )}
        <Button onClick={onClose} data-testid="history-close">
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
