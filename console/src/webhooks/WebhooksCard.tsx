import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useDelete, useGetList, useTranslate } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { useWhen } from '../format/useWhen';
import { errorText } from '../i18n/errorText';
import { ScrollTable } from '../layout/ScrollTable';
import { SectionCard } from '../layout/SectionCard';
import { ShownOnce } from '../layout/ShownOnce';
import { useSession } from '../session/useSession';
import {
  WEBHOOK_DELIVERIES_RESOURCE,
  WEBHOOK_EVENTS,
  WEBHOOK_LIST,
  WEBHOOKS_RESOURCE,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventName,
} from './dataProvider';

/** Read by screen readers, not shown: the resend column's header. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** One endpoint's deliveries and their attempts, with the resend button. */
const Deliveries = ({ endpoint, onError }: { endpoint: WebhookEndpoint; onError(message: string): void }) => {
  const translate = useTranslate();
  const when = useWhen();
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const { data: deliveries = [], refetch } = useGetList<WebhookDelivery>(
    WEBHOOK_DELIVERIES_RESOURCE,
    { ...WEBHOOK_LIST, meta: { custId: session?.customerId, endpointId: endpoint.id } },
    { enabled: !!session },
  );
  const resend = async (id: string) => {
    try {
      await dataProvider.resendWebhookDelivery(session!.customerId, id);
      await refetch();
    } catch (error) {
      onError(errorText(error, translate));
    }
  };
  const field = (name: keyof WebhookDelivery) => translate(`resources.webhookDeliveries.fields.${name}`);
  if (deliveries.length === 0) return <Typography variant="body2">{translate('webhooks.noDeliveries')}</Typography>;
  return (
    <ScrollTable>
      <Table
        size="small"
        aria-label={translate('webhooks.deliveriesOf', { url: endpoint.url })}
        data-testid={`webhook-deliveries-${endpoint.id}`}
      >
        <TableHead>
          <TableRow>
            <TableCell>{field('eventType')}</TableCell>
            <TableCell>{field('createdAt')}</TableCell>
            <TableCell>{field('status')}</TableCell>
            <TableCell>{field('attempts')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {translate('webhooks.resend')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {deliveries.map((d) => (
            <TableRow key={d.id} data-testid={`webhook-delivery-${d.id}`}>
              <TableCell>{d.eventType}</TableCell>
              <TableCell>{when(d.createdAt)}</TableCell>
              <TableCell>{translate(`webhooks.status.${d.status}`)}</TableCell>
              <TableCell>
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {d.attempts.map((a, i) => (
                    <li key={i}>
                      {when(a.attemptedAt)}: {a.statusCode ?? translate(`webhooks.error.${a.error ?? 'CONNECTION'}`)}
                    </li>
                  ))}
                </Box>
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => resend(d.id)} aria-label={translate('webhooks.resendNamed', { event: d.eventType })}>
                  {translate('webhooks.resend')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
};

/** The profile's webhook endpoints: register (the signing secret shown once), the list, deliveries and attempts, delete. */
export const WebhooksCard = ({ onError }: { onError(message: string): void }) => {
  const translate = useTranslate();
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const meta = { custId: session?.customerId };
  const { data: endpoints = [], refetch } = useGetList<WebhookEndpoint>(
    WEBHOOKS_RESOURCE,
    { ...WEBHOOK_LIST, meta },
    { enabled: !!session },
  );
  const [deleteOne] = useDelete<WebhookEndpoint>();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventName[]>(['order.booked']);
  const [secret, setSecret] = useState<string>();
  const [open, setOpen] = useState<string>();

  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await dataProvider.createWebhookEndpoint(session!.customerId, { url: url.trim(), events });
      setSecret(answer.secret);
      setUrl('');
      await refetch();
    } catch (error) {
      onError(errorText(error, translate));
    }
  };
  const remove = async (endpoint: WebhookEndpoint) => {
    try {
      // Pessimistic: the endpoint leaves the list once the server has removed it, as it did before (issue 26).
      await deleteOne(
        WEBHOOKS_RESOURCE,
        { id: endpoint.id, previousData: endpoint, meta },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      onError(errorText(error, translate));
    }
  };
  const field = (name: keyof WebhookEndpoint) => translate(`resources.webhooks.fields.${name}`);

  return (
    <SectionCard id="webhooks" title={translate('webhooks.title')} help={translate('webhooks.help')} testId="profile-webhooks">
      {secret && (
        <ShownOnce label={translate('webhooks.secret')} value={secret} testId="webhook-secret" onDone={() => setSecret(undefined)} />
      )}
      <Box component="form" onSubmit={create} sx={{ display: 'grid', gap: 1 }}>
        <TextField
          size="small"
          required
          type="url"
          label={field('url')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'webhook-url' } }}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">{field('events')}</FormLabel>
          <FormGroup row>
            {WEBHOOK_EVENTS.map((name) => (
              <FormControlLabel
                key={name}
                label={name}
                control={
                  <Checkbox
                    checked={events.includes(name)}
                    onChange={(event) => setEvents(event.target.checked ? [...events, name] : events.filter((e) => e !== name))}
                    slotProps={{ input: { 'data-testid': `webhook-event-${name}` } as object }}
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={!url.trim() || events.length === 0} data-testid="webhook-create">
            {translate('webhooks.add')}
          </Button>
        </Box>
      </Box>
      {endpoints.map((endpoint) => (
        <Box key={endpoint.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }} data-testid={`webhook-endpoint-${endpoint.id}`}>
          <Typography variant="subtitle2" component="h3" sx={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Typography>
          <Typography variant="body2">
            {endpoint.events.join(', ')} · {translate('webhooks.pendingFailed', { pending: endpoint.pending, failed: endpoint.failed })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, my: 1 }}>
            <Button
              size="small"
              aria-expanded={open === endpoint.id}
              aria-controls={`deliveries-${endpoint.id}`}
              onClick={() => setOpen(open === endpoint.id ? undefined : endpoint.id)}
              data-testid={`webhook-show-${endpoint.id}`}
            >
              {translate('webhooks.showDeliveries')}
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => remove(endpoint)}
              aria-label={translate('webhooks.removeNamed', { url: endpoint.url })}
            >
              {translate('webhooks.remove')}
            </Button>
          </Box>
          <Box id={`deliveries-${endpoint.id}`}>{open === endpoint.id && <Deliveries endpoint={endpoint} onError={onError} />}</Box>
        </Box>
      ))}
    </SectionCard>
  );
};
