import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { useSession } from '../session/useSession';
import { formatMoney } from '../format/money';
import { type BillBalance } from './billApi';

const FIELDS: (keyof BillBalance)[] = ['unbilled', 'notOverdue', 'overdue', 'balance', 'creditLimit'];

/** The payment balance (GET /bill/balance/customer/{custId}), amounts incl. VAT; shown on the bill list and the profile. */
export const BalanceCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const { data, error } = useQuery({
    queryKey: queryKeys.bill.balance(session?.customerId),
    queryFn: () => dataProvider.billBalance(session!.customerId),
    enabled: Boolean(session),
  });
  if (error) return null;
  return (
    <Card data-testid="bill-balance">
      <CardContent>
        <Typography variant="h6">{translate('bill.balance.title')}</Typography>
        {data?.creditBlock && (
          <Alert severity="warning" sx={{ my: 1 }} data-testid="bill-credit-block">
            {translate('bill.balance.creditBlock')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          {FIELDS.map((field) => (
            <Box key={field}>
              <Typography variant="caption" color="text.secondary">
                {translate(`bill.balance.${field}`)}
              </Typography>
              <Typography data-testid={`bill-balance-${field}`}>{data ? (formatMoney(String(data[field]), locale) ?? '') : '…'}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
