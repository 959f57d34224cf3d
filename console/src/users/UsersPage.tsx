import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import { ScrollTable } from '../layout/ScrollTable';
import { SectionCard } from '../layout/SectionCard';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Confirm, useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { errorText } from '../i18n/errorText';
import { COMPANY_ROLES, roleOf, type CompanyRole } from '../session/session';
import { useSession } from '../session/useSession';
import { USERS_RESOURCE, type CompanyUser } from './dataProvider';

const PAGE_SIZES = [10, 25, 50];

/** A role as a native select: a plain, keyboard-first control that screen readers announce with its label. */
const RoleSelect = ({
  value,
  onChange,
  label,
  testId,
  disabled,
}: {
  value: CompanyRole;
  onChange(role: CompanyRole): void;
  label: string;
  testId: string;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as CompanyRole)}
      slotProps={{ select: { native: true }, htmlInput: { 'data-testid': testId } }}
    >
      {COMPANY_ROLES.map((role) => (
        <option key={role} value={role}>
          {translate(`users.role.${role}`)}
        </option>
      ))}
    </TextField>
  );
};

/** Invite a colleague by e-mail with a role; the server mails the one-time link. */
const InviteCard = ({ onDone, onError }: { onDone(message: string): void; onError(message: string): void }) => {
  const translate = useTranslate();
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('booker');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const invite = await dataProvider.inviteUser(session!.customerId, { email, role });
      setEmail('');
      onDone(translate('users.invited', { email: invite.email }));
    } catch (error) {
      onError(errorText(error, translate));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard id="invite" title={translate('users.invite')} help={translate('users.inviteHelp')} testId="users-invite">
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          required
          type="email"
          label={translate('users.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 254, 'data-testid': 'users-invite-email', autoComplete: 'off' } }}
        />
        <RoleSelect value={role} onChange={setRole} label={translate('resources.users.fields.role')} testId="users-invite-role" />
        <Button type="submit" variant="contained" disabled={busy || !email.trim()} data-testid="users-invite-send">
          {translate('users.send')}
        </Button>
      </Box>
    </SectionCard>
  );
};

/**
 * Profile → users (issue 32): the company administrator invites colleagues, sees the company's users one page at a
 * time (paged in the database), changes a colleague's role and deactivates a colleague (after a confirmation). Other
 * roles are told that this is the administrator's; the server refuses them anyway (403).
 */
export const UsersPage = () => {
  const translate = useTranslate();
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string }>();
  const [deactivating, setDeactivating] = useState<CompanyUser>();
  const administrator = roleOf(session) === 'administrator';
  // The table counts pages from 0, react-admin from 1.
  const { data: rows = [], total = 0 } = useGetList<CompanyUser>(
    USERS_RESOURCE,
    { pagination: { page: page + 1, perPage }, sort: { field: 'id', order: 'ASC' }, meta: { custId: session?.customerId } },
    { enabled: !!session && administrator, placeholderData: keepPreviousData },
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
  const failed = (error: unknown) => setNotice({ severity: 'error', text: errorText(error, translate) });

  const changeRole = async (user: CompanyUser, role: CompanyRole) => {
    try {
      await dataProvider.changeUserRole(session!.customerId, user.id, role);
      setNotice({ severity: 'success', text: translate('users.roleChanged', { name: user.username }) });
      await refresh();
    } catch (error) {
      failed(error);
    }
  };
  const deactivate = async (user: CompanyUser) => {
    setDeactivating(undefined);
    try {
      await dataProvider.deactivateUser(session!.customerId, user.id);
      setNotice({ severity: 'success', text: translate('users.deactivated', { name: user.username }) });
      await refresh();
    } catch (error) {
      failed(error);
    }
  };

  if (!administrator)
    return (
      <Box sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('route.profileUsers')}
        </Typography>
        <Alert severity="info" data-testid="users-not-administrator">
          {translate('users.onlyAdministrator')}
        </Alert>
      </Box>
    );

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="users-page">
      <Typography variant="h5" component="h1">
        {translate('route.profileUsers')}
      </Typography>
      <div aria-live="polite">
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(undefined)} data-testid="users-notice">
            {notice.text}
          </Alert>
        )}
      </div>
      <InviteCard onDone={(text) => setNotice({ severity: 'success', text })} onError={(text) => setNotice({ severity: 'error', text })} />
      <Card component="section" aria-labelledby="users-heading">
        <CardContent>
          <Typography variant="h6" component="h2" id="users-heading">
            {translate('users.list')}
          </Typography>
          <ScrollTable>
            <Table size="small" aria-labelledby="users-heading" data-testid="users-table">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.users.fields.username')}</TableCell>
                  <TableCell>{translate('resources.users.fields.role')}</TableCell>
                  <TableCell>{translate('resources.users.fields.active')}</TableCell>
                  <TableCell>{translate('users.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((user) => {
                  const self = String(user.id) === String(session?.userId);
                  return (
                    <TableRow key={user.id} data-testid={`users-row-${user.id}`}>
                      <TableCell>{user.username}</TableCell>
                      <TableCell>
                        {self || !user.active ? (
                          translate(`users.role.${user.role}`)
                        ) : (
                          <RoleSelect
                            value={user.role}
                            onChange={(role) => void changeRole(user, role)}
                            label={translate('users.roleOf', { name: user.username })}
                            testId={`users-role-${user.id}`}
                          />
                        )}
                      </TableCell>
                      <TableCell>{translate(user.active ? 'users.active' : 'users.inactive')}</TableCell>
                      <TableCell>
                        {!self && user.active && (
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setDeactivating(user)}
                            aria-label={translate('users.deactivateOf', { name: user.username })}
                            data-testid={`users-deactivate-${user.id}`}
                          >
                            {translate('users.deactivate')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </ScrollTable>
          <TablePagination
            component="div"
            count={total}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={translate('users.perPage')}
            showFirstButton
            showLastButton
          />
        </CardContent>
      </Card>
      <Confirm
        isOpen={!!deactivating}
        title={translate('users.deactivate')}
        content={translate('users.deactivateQuestion', { name: deactivating?.username ?? '' })}
        onConfirm={() => deactivating && void deactivate(deactivating)}
        onClose={() => setDeactivating(undefined)}
      />
    </Box>
  );
};
