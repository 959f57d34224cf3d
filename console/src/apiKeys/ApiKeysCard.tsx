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
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { useWhen } from '../format/useWhen';
import { errorText } from '../i18n/errorText';
import { ScrollTable } from '../layout/ScrollTable';
import { SectionCard } from '../layout/SectionCard';
import { ShownOnce } from '../layout/ShownOnce';
import { useSmallScreen } from '../layout/useSmallScreen';
import { useSession } from '../session/useSession';
import { API_KEY_LIST, API_KEY_SCOPES, API_KEYS_RESOURCE, type ApiKey, type ApiKeyScopeName } from './dataProvider';

/** The profile's API keys: create with scopes (the key shown once), the list with last use, revoke. */
export const ApiKeysCard = ({ onError }: { onError(message: string): void }) => {
  const translate = useTranslate();
  const when = useWhen();
  const small = useSmallScreen();
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const { data: keys = [], refetch } = useGetList<ApiKey>(
    API_KEYS_RESOURCE,
    { ...API_KEY_LIST, meta: { custId: session?.customerId } },
    { enabled: !!session },
  );
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScopeName[]>(['read']);
  const [made, setMade] = useState<string>();

  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await dataProvider.createApiKey(session!.customerId, { name, scopes });
      setMade(answer.key);
      setName('');
      await refetch();
    } catch (error) {
      onError(errorText(error, translate));
    }
  };
  const revoke = async (id: string) => {
    try {
      await dataProvider.revokeApiKey(session!.customerId, id);
      await refetch();
    } catch (error) {
      onError(errorText(error, translate));
    }
  };

  /** The key's state: when it was revoked, or the button that revokes it. */
  const state = (k: ApiKey) =>
    k.revokedAt ? (
      `${translate('apiKeys.revoked')} ${when(k.revokedAt)}`
    ) : (
      <Button
        size="small"
        color="error"
        onClick={() => revoke(k.id)}
        aria-label={translate('apiKeys.revokeNamed', { name: k.name })}
        data-testid={`api-key-revoke-${k.id}`}
      >
        {translate('apiKeys.revoke')}
      </Button>
    );
  const scopesOf = (k: ApiKey) => k.scopes.map((scope) => translate(`apiKeys.scope.${scope}`)).join(', ');
  const field = (name: keyof ApiKey) => translate(`resources.apiKeys.fields.${name}`);

  return (
    <SectionCard id="api-keys" title={translate('apiKeys.title')} help={translate('apiKeys.help')} testId="profile-api-keys">
      {made && <ShownOnce label={translate('apiKeys.key')} value={made} testId="api-key" onDone={() => setMade(undefined)} />}
      <Box component="form" onSubmit={create} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          required
          label={field('name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'api-key-name' } }}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">{field('scopes')}</FormLabel>
          <FormGroup row>
            {API_KEY_SCOPES.map((scope) => (
              <FormControlLabel
                key={scope}
                label={translate(`apiKeys.scope.${scope}`)}
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
          {translate('apiKeys.create')}
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
              <Typography variant="body2">{`${field('scopes')}: ${scopesOf(k)}`}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`${field('createdAt')} ${when(k.createdAt)} · ${field('lastUsedAt')} ${when(k.lastUsedAt)}`}
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
                <TableCell>{field('name')}</TableCell>
                <TableCell>{field('scopes')}</TableCell>
                <TableCell>{field('createdAt')}</TableCell>
                <TableCell>{field('lastUsedAt')}</TableCell>
                <TableCell>{translate('apiKeys.state')}</TableCell>
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
    </SectionCard>
  );
};
