import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { errorText } from '../i18n/errorText';
import { useSession } from '../session/useSession';
import { useDates } from '../format/useDates';
import { PageHeading } from '../layout/PageHeading';

const useTerms = () => {
  const dataProvider = useDataProvider<FraktDataProvider>();
  return useQuery({ queryKey: queryKeys.bill.payLaterTerms, queryFn: () => dataProvider.payLaterTerms() });
};

/** /profile/paylaterterms: the terms for extended credit time, with their version. */
export const PayLaterTermsPage = () => {
  const translate = useTranslate();
  const { data: terms } = useTerms();
  return (
    <Card data-testid="paylater-terms">
      <CardContent>
        <PageHeading>{terms?.title ?? translate('bill.payLater.terms')}</PageHeading>
        {terms?.text.map((paragraph) => (
          <Typography key={paragraph} sx={{ my: 1 }}>
            {paragraph}
          </Typography>
        ))}
        {terms && (
          <Typography variant="caption" color="text.secondary">
            {translate('bill.payLater.version', { version: terms.version })}
          </Typography>
        )}
        <Box sx={{ mt: 2 }}>
          <Button component={Link} to="/profile/paylater">
            {translate('bill.payLater.back')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};

/** /profile/paylater: apply for extended credit time after reading and accepting the current terms. */
export const PayLaterPage = () => {
  const translate = useTranslate();
  const dates = useDates();
  const notify = useNotify();
  const session = useSession();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const { data: terms } = useTerms();
  const status = useQuery({
    queryKey: queryKeys.bill.payLaterStatus(session?.customerId),
    queryFn: () => dataProvider.payLaterStatus(session!.customerId),
    enabled: Boolean(session),
  });
  const [accepted, setAccepted] = useState(false);
  const [sending, setSending] = useState(false);
  if (!session) return null;
  const pending = status.data?.applications.find((a) => a.status === 'PENDING');
  const apply = async () => {
    if (!terms) return;
    setSending(true);
    try {
      await dataProvider.applyForPayLater(session.customerId, terms.version);
      notify('bill.payLater.sent', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.bill.payLaterStatusAll });
    } catch (error) {
      notify(errorText(error, translate), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Card data-testid="paylater">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <PageHeading>{translate('route.payLater')}</PageHeading>
        {status.data && (
          <Typography data-testid="paylater-days">{translate('bill.payLater.current', { days: status.data.paymentDays })}</Typography>
        )}
        {terms && <Typography>{translate('bill.payLater.offer', { days: terms.days, standard: terms.standardDays })}</Typography>}
        {pending ? (
          <Alert severity="info" data-testid="paylater-pending">
            {translate('bill.payLater.pending', { date: dates.date(pending.appliedAt) })}
          </Alert>
        ) : (
          <>
            <Button component={Link} to="/profile/paylaterterms" sx={{ alignSelf: 'flex-start' }} data-testid="paylater-read-terms">
              {translate('bill.payLater.readTerms')}
            </Button>
            <FormControlLabel
              control={
                <Checkbox
                  checked={accepted}
                  onChange={(event) => setAccepted(event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'paylater-accept' } as object }}
                />
              }
              label={translate('bill.payLater.accept')}
            />
            <Button
              variant="contained"
              disabled={!accepted || !terms || sending}
              onClick={apply}
              sx={{ alignSelf: 'flex-start' }}
              data-testid="paylater-apply"
            >
              {translate('bill.payLater.apply')}
            </Button>
          </>
        )}
        {status.data?.applications.map((a) => (
          <Typography key={a.id} variant="body2" color="text.secondary">
            {dates.date(a.appliedAt)}: {translate(`bill.payLater.status.${a.status}`)} ({a.days} {translate('bill.payLater.daysUnit')})
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
};
