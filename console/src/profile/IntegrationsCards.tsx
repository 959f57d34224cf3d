import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Table from '@mui/material/Table';
import { ScrollTable } from '../layout/ScrollTable';
import { useSmallScreen } from '../layout/useSmallScreen';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { useDates } from '../format/useDates';
import { errorText } from '../i18n/errorText';
import { useSession } from '../session/useSession';
import {
  API_KEY_SCOPES,
  WEBHOOK_EVENTS,
  type ApiKey,
  type ApiKeyScopeName,
  type WebhookEndpoint,
  type WebhookEventName,
} from './integrationsApi';

/** Read by screen readers, not shown: the resend column's header. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** An instant in the reader's locale, "–" for none (also the carrier agreements' last change). */
export const useWhen = () => {
  const dates = useDates();
  return (iso: string | null) => dates.dateTime(iso) || '–';
};

/** A value shown once (a key, a signing secret): selectable, with the warning that it will not be shown again. */
const ShownOnce = ({ label, value, testId, onDone }: { label: string; value: string; testId: string; onDone(): void }) => {
  const translate = useTranslate();
  return (
    <Alert severity="success" role="status" onClose={onDone} data-testid={`${testId}-once`}>
      <Typography variant="body2">{translate('profile.integrations.shownOnce')}</Typography>
      <TextField
        size="small"
        fullWidth
        label={label}
        value={value}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId, spellCheck: false } }}
        onFocus={(event) => event.target.select()}
        sx={{ mt: 1 }}
      />
    </Alert>
  );
};

/** The profile's API keys: create with scopes (the key shown once), the list with last use, revoke. */
export const ApiKeysCard = ({ onError }: { onError(message: string): void }) => {
  const translate = useTranslate();
  const when = useWhen();
  const small = useSmallScreen();
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const queryClient = useQueryClient();
  const key = queryKeys.integrations.apiKeys(session?.customerId);
  const { data: keys = [] } = useQuery({ queryKey: key, queryFn: () => dataProvider.listApiKeys(session!.customerId), enabled: !!session });
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScopeName[]>(['read']);
  const [made, setMade] = useState<string>();

  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await dataProvider.createApiKey(session!.customerId, { name, scopes });
      setMade(answer.key);
      setName('');
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      onError(errorText(error, translate));
    }
  };
  const revoke = async (id: string) => {
    try {
      await dataProvider.revokeApiKey(session!.customerId, id);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      onError(errorText(error, translate));
    }
  };

  /** The key's state: when it was revoked, or the button that revokes it. */
  const state = (k: ApiKey) =>
    k.revokedAt ? (
      `${translate('profile.integrations.revoked')} ${when(k.revokedAt)}`
    ) : (
      <Button
        size="small"
        color="error"
        onClick={() => revoke(k.id)}
        aria-label={translate('profile.integrations.revokeNamed', { name: k.name })}
        data-testid={`api-key-revoke-${k.id}`}
      >
        {translate('profile.integrations.revoke')}
      </Button>
    );
  const scopesOf = (k: ApiKey) => k.scopes.map((scope) => translate(`profile.integrations.scope.${scope}`)).join(', ');

  return (
    <Card component="section" aria-labelledby="api-keys-heading" data-testid="profile-api-keys">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2" id="api-keys-heading">
          {translate('profile.integrations.apiKeys')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('profile.integrations.apiKeysHelp')}
        </Typography>
        {made && (
          <ShownOnce label={translate('profile.integrations.key')} value={made} testId="api-key" onDone={() => setMade(undefined)} />
        )}
        <Box component="form" onSubmit={create} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            size="small"
            required
            label={translate('profile.integrations.keyName')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'api-key-name' } }}
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{translate('profile.integrations.scopes')}</FormLabel>
            <FormGroup row>
              {API_KEY_SCOPES.map((scope) => (
                <FormControlLabel
                  key={scope}
                  label={translate(`profile.integrations.scope.${scope}`)}
                  control={
                    <Checkbox
                      checked={scopes.includes(scope)}
                      onChange={(event) => setScopes(event.target.checked ? [...scopes, scope] : scopes.filter((s) => s !== scope))}
                      slotProps={{ input: { 'data-testid': `api-key-scope-${scope}` } as object }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
          <Button type="submit" variant="contained" disabled={!name.trim() || scopes.length === 0} data-testid="api-key-create">
            {translate('profile.integrations.createKey')}
          </Button>
        </Box>
        {keys.length > 0 && small && (
          // A phone's width: each key a block, its revoke button in view without scrolling a table sideways.
          <Box component="ul" aria-labelledby="api-keys-heading" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {keys.map((k) => (
              <Box
                component="li"
                key={k.id}
                data-testid={`api-key-row-${k.id}`}
                sx={{ borderTop: 1, borderColor: 'divider', py: 1, display: 'grid', gap: 0.5 }}
              >
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{k.name}</Typography>
                <Typography variant="body2">{`${translate('profile.integrations.scopes')}: ${scopesOf(k)}`}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${translate('profile.integrations.created')} ${when(k.createdAt)} · ${translate('profile.integrations.lastUsed')} ${when(k.lastUsedAt)}`}
                </Typography>
                <Box>{state(k)}</Box>
              </Box>
            ))}
          </Box>
        )}
        {keys.length > 0 && !small && (
          <ScrollTable>
            <Table size="small" aria-labelledby="api-keys-heading">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('profile.integrations.keyName')}</TableCell>
                  <TableCell>{translate('profile.integrations.scopes')}</TableCell>
                  <TableCell>{translate('profile.integrations.created')}</TableCell>
                  <TableCell>{translate('profile.integrations.lastUsed')}</TableCell>
                  <TableCell>{translate('profile.integrations.state')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {keys.map((k) => (
                  <TableRow key={k.id} data-testid={`api-key-row-${k.id}`}>
                    <TableCell>{k.name}</TableCell>
                    <TableCell>{scopesOf(k)}</TableCell>
                    <TableCell>{when(k.createdAt)}</TableCell>
                    <TableCell>{when(k.lastUsedAt)}</TableCell>
                    <TableCell>{state(k)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        )}
      </CardContent>
    </Card>
  );
};

/** One endpoint's deliveries and their attempts, with the resend button. */
const Deliveries = ({ endpoint, onError }: { endpoint: WebhookEndpoint; onError(message: string): void }) => {
  const translate = useTranslate();
  const when = useWhen();
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const queryClient = useQueryClient();
  const key = queryKeys.integrations.webhookDeliveries(session?.customerId, endpoint.id);
  const { data: deliveries = [] } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.listWebhookDeliveries(session!.customerId, endpoint.id),
    enabled: !!session,
  });
  const resend = async (id: string) => {
    try {
      await dataProvider.resendWebhookDelivery(session!.customerId, id);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      onError(errorText(error, translate));
    }
  };
  if (deliveries.length === 0) return <Typography variant="body2">{translate('profile.integrations.noDeliveries')}</Typography>;
  return (
    <ScrollTable>
      <Table
        size="small"
        aria-label={translate('profile.integrations.deliveriesOf', { url: endpoint.url })}
        data-testid={`webhook-deliveries-${endpoint.id}`}
      >
        <TableHead>
          <TableRow>
            <TableCell>{translate('profile.integrations.event')}</TableCell>
            <TableCell>{translate('profile.integrations.created')}</TableCell>
            <TableCell>{translate('profile.integrations.state')}</TableCell>
            <TableCell>{translate('profile.integrations.attempts')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {translate('profile.integrations.resend')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {deliveries.map((d) => (
            <TableRow key={d.id} data-testid={`webhook-delivery-${d.id}`}>
              <TableCell>{d.eventType}</TableCell>
              <TableCell>{when(d.createdAt)}</TableCell>
              <TableCell>{translate(`profile.integrations.status.${d.status}`)}</TableCell>
              <TableCell>
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {d.attempts.map((a, i) => (
                    <li key={i}>
                      {when(a.attemptedAt)}: {a.statusCode ?? translate(`profile.integrations.error.${a.error ?? 'CONNECTION'}`)}
                    </li>
                  ))}
                </Box>
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  onClick={() => resend(d.id)}
                  aria-label={translate('profile.integrations.resendNamed', { event: d.eventType })}
                >
                  {translate('profile.integrations.resend')}
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
  const queryClient = useQueryClient();
  const key = queryKeys.integrations.webhookEndpoints(session?.customerId);
  const { data: endpoints = [] } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.listWebhookEndpoints(session!.customerId),
    enabled: !!session,
  });
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
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      onError(errorText(error, translate));
    }
  };
  const remove = async (id: string) => {
    try {
      await dataProvider.deleteWebhookEndpoint(session!.customerId, id);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      onError(errorText(error, translate));
    }
  };

  return (
    <Card component="section" aria-labelledby="webhooks-heading" data-testid="profile-webhooks">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2" id="webhooks-heading">
          {translate('profile.integrations.webhooks')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('profile.integrations.webhooksHelp')}
        </Typography>
        {secret && (
          <ShownOnce
            label={translate('profile.integrations.secret')}
            value={secret}
            testId="webhook-secret"
            onDone={() => setSecret(undefined)}
          />
        )}
        <Box component="form" onSubmit={create} sx={{ display: 'grid', gap: 1 }}>
          <TextField
            size="small"
            required
            type="url"
            label={translate('profile.integrations.url')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'webhook-url' } }}
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{translate('profile.integrations.events')}</FormLabel>
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
              {translate('profile.integrations.addEndpoint')}
            </Button>
          </Box>
        </Box>
        {endpoints.map((endpoint) => (
          <Box key={endpoint.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }} data-testid={`webhook-endpoint-${endpoint.id}`}>
            <Typography variant="subtitle2" component="h3" sx={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Typography>
            <Typography variant="body2">
              {endpoint.events.join(', ')} ·{' '}
              {translate('profile.integrations.pendingFailed', { pending: endpoint.pending, failed: endpoint.failed })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, my: 1 }}>
              <Button
                size="small"
                aria-expanded={open === endpoint.id}
                aria-controls={`deliveries-${endpoint.id}`}
                onClick={() => setOpen(open === endpoint.id ? undefined : endpoint.id)}
                data-testid={`webhook-show-${endpoint.id}`}
              >
                {translate('profile.integrations.showDeliveries')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => remove(endpoint.id)}
                aria-label={translate('profile.integrations.removeNamed', { url: endpoint.url })}
              >
                {translate('profile.integrations.remove')}
              </Button>
            </Box>
            <Box id={`deliveries-${endpoint.id}`}>{open === endpoint.id && <Deliveries endpoint={endpoint} onError={onError} />}</Box>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
};
