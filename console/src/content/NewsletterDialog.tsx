import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { errorText } from '../i18n';
import { useSession } from '../session/useSession';
import { CARRIERS } from '@freight/reference-data';

/** The carriers whose newsletters can be subscribed to: the active ones of the reference data, as the server checks. */
const ACTIVE_CARRIERS = CARRIERS.filter((c) => c.active);

/** Newsletter subscription (spec 1): per carrier, confirmed by a link in a mail to the address (double opt-in). */
export const NewsletterDialog = ({ carrierCode, open, onClose }: { carrierCode?: number; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const session = useSession();
  const [code, setCode] = useState<number>(ACTIVE_CARRIERS.some((c) => c.code === carrierCode) ? carrierCode! : ACTIVE_CARRIERS[0].code);
  const [email, setEmail] = useState('');
  const subscriptions = useQuery({
    queryKey: queryKeys.email.newsletters(session?.customerId),
    queryFn: () => dataProvider.getNewsletters(),
    enabled: open,
    retry: false,
  });
  const subscribe = useMutation({
    mutationFn: () => dataProvider.subscribeNewsletter(code, email.trim()),
    onSuccess: () => void subscriptions.refetch(),
  });
  const unsubscribe = useMutation({
    mutationFn: (c: number) => dataProvider.unsubscribeNewsletter(c),
    onSuccess: () => void subscriptions.refetch(),
  });

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth data-testid="newsletter-dialog">
      <DialogTitle>{translate('content.newsletter.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label={translate('content.newsletter.carrier')}
          value={code}
          onChange={(event) => setCode(Number(event.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'newsletter-carrier' } }}
        >
          {ACTIVE_CARRIERS.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('content.newsletter.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          slotProps={{ htmlInput: { 'data-testid': 'newsletter-email' } }}
        />
        {subscribe.isSuccess && (
          <Alert severity="info" data-testid="newsletter-pending">
            {translate('content.newsletter.pending')}
          </Alert>
        )}
        {subscribe.isError && <Alert severity="error">{errorText(subscribe.error, translate)}</Alert>}
        {!!subscriptions.data?.length && (
          <List dense>
            {subscriptions.data.map((s) => (
              <ListItem
                key={s.carrierCode}
                secondaryAction={
                  s.status !== 'unsubscribed' && (
                    <Button size="small" onClick={() => unsubscribe.mutate(s.carrierCode)}>
                      {translate('content.newsletter.unsubscribe')}
                    </Button>
                  )
                }
              >
                <ListItemText primary={`${s.carrierName} – ${s.email}`} secondary={translate(`content.newsletter.status.${s.status}`)} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('content.close')}</Button>
        <Button
          variant="contained"
          disabled={!email.trim() || subscribe.isPending}
          onClick={() => subscribe.mutate()}
          data-testid="newsletter-subscribe"
        >
          {translate('content.newsletter.subscribe')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
