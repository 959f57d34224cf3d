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
import { useState } from 'react';
import { useCreate, useDelete, useGetList, useTranslate } from 'react-admin';
import { errorText } from '../i18n';
import { useSession } from '../session/useSession';
import { CARRIERS } from '@freight/reference-data';
import { NEWSLETTERS_RESOURCE, type NewsletterSubscription } from './dataProvider';

/** The carriers whose newsletters can be subscribed to: the active ones of the reference data, as the server checks. */
const ACTIVE_CARRIERS = CARRIERS.filter((c) => c.active);

/** Newsletter subscription (spec 1): per carrier, confirmed by a link in a mail to the address (double opt-in). */
export const NewsletterDialog = ({ carrierCode, open, onClose }: { carrierCode?: number; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const session = useSession();
  const [code, setCode] = useState<number>(ACTIVE_CARRIERS.some((c) => c.code === carrierCode) ? carrierCode! : ACTIVE_CARRIERS[0].code);
  const [email, setEmail] = useState('');
  // The customer in meta keeps one customer's list apart from the next one's in the cache.
  const subscriptions = useGetList<NewsletterSubscription>(
    NEWSLETTERS_RESOURCE,
    { meta: { custId: session?.customerId } },
    { enabled: open, retry: false },
  );
  // Both refetch the list when they settle (react-admin's create and delete): an ended subscription shows as ended.
  const [create, subscribe] = useCreate<NewsletterSubscription>();
  const [remove] = useDelete<NewsletterSubscription>();

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth data-testid="newsletter-dialog">
      <DialogTitle>{translate('newsletters.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label={translate('resources.newsletters.fields.carrierCode')}
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
          label={translate('resources.newsletters.fields.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          slotProps={{ htmlInput: { 'data-testid': 'newsletter-email' } }}
        />
        {subscribe.isSuccess && (
          <Alert severity="info" data-testid="newsletter-pending">
            {translate('newsletters.pending')}
          </Alert>
        )}
        {subscribe.isError && <Alert severity="error">{errorText(subscribe.error, translate)}</Alert>}
        {!!subscriptions.data?.length && (
          <List dense>
            {subscriptions.data.map((s) => (
              <ListItem
                key={s.id}
                secondaryAction={
                  s.status !== 'unsubscribed' && (
                    <Button size="small" onClick={() => remove(NEWSLETTERS_RESOURCE, { id: s.id, previousData: s })}>
                      {translate('newsletters.unsubscribe')}
                    </Button>
                  )
                }
              >
                <ListItemText primary={`${s.carrierName} – ${s.email}`} secondary={translate(`newsletters.status.${s.status}`)} />
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
          onClick={() => create(NEWSLETTERS_RESOURCE, { data: { carrierCode: code, email: email.trim() } })}
          data-testid="newsletter-subscribe"
        >
          {translate('newsletters.subscribe')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
