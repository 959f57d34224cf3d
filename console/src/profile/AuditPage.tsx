import Box from '@mui/material/Box';
import MuiTextField from '@mui/material/TextField';
import { useState } from 'react';
import { Datagrid, FunctionField, List, NumberInput, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { DateFilterInput } from '../format/DateFilterInput';
import { BookedListPagination } from '../bookedList/BookedListPagination';
import { isAdmin } from '../customer';
import { useCustomer } from '../customer/useCustomer';
import { useSession } from '../session/useSession';
import { AUDIT_ACTIONS, type AuditEntry } from '../audit/audit';
import { AUDIT_RESOURCE } from '../audit/dataProvider';
import { PageHeading } from '../layout/PageHeading';
import { useSmallScreen } from '../layout/useSmallScreen';
import { DateTextField } from '../format/DateTextField';
import { useDates } from '../format/useDates';

/**
 * /profile/audit: who did what in the customer's account, newest first, filtered (user, action, dates) and paged by
 * the server. Admins choose the customer whose trail they read.
 */
export const AuditPage = () => {
  const translate = useTranslate();
  const session = useSession();
  const { data: customer } = useCustomer();
  const [customerId, setCustomerId] = useState<string>('');
  const small = useSmallScreen();
  const dates = useDates();
  if (!session) return null;
  // The member's name as it is now, with the id the entry holds (only the id, once the login is gone).
  const member = (e: AuditEntry) => (e.userName ? `${e.userName} (${e.userId})` : String(e.userId ?? '–'));
  const who = (e: AuditEntry) => (e.apiKeyId ? `${member(e)} (${translate('audit.apiKey')} ${e.apiKeyId})` : member(e));
  // Entries recorded before roles were, and failed sign-ins, have none.
  const role = (e: AuditEntry) => (e.role ? translate(`audit.role.${e.role}`) : '–');
  // An erasure removes the address of a private customer's entries; the entry stays, saying so.
  const address = (e: AuditEntry) => e.clientAddress ?? (e.clientAddressErased ? translate('audit.addressErased') : '–');
  const admin = customer ? isAdmin(customer) : false;
  const shown = admin && /^\d{1,9}$/.test(customerId) ? customerId : String(session.customerId);
  const filters = [
    <NumberInput key="userId" source="userId" label={translate('resources.audit.fields.userId')} alwaysOn />,
    <SelectInput
      key="action"
      source="action"
      label={translate('resources.audit.fields.action')}
      choices={AUDIT_ACTIONS.map((id) => ({ id, name: id }))}
      alwaysOn
    />,
    <DateFilterInput key="from" source="from" label={translate('audit.from')} alwaysOn />,
    <DateFilterInput key="to" source="to" label={translate('audit.to')} alwaysOn />,
  ];
  return (
    <Box data-testid="audit-list">
      <PageHeading>{translate('route.audit')}</PageHeading>
      {admin && (
        <MuiTextField
          size="small"
          sx={{ mt: 2 }}
          label={translate('audit.customer')}
          value={customerId}
          onChange={(event) => setCustomerId(event.target.value.trim())}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'audit-customer' } }}
        />
      )}
      <List
        key={shown}
        resource={AUDIT_RESOURCE}
        queryOptions={{ meta: { custId: shown } }}
        filters={filters}
        sort={{ field: 'occurredAt', order: 'DESC' }}
        perPage={25}
        pagination={<BookedListPagination />}
        empty={false}
        title={translate('route.audit')}
        actions={false}
        debounce={400}
        disableSyncWithLocation
      >
        {small ? (
          // A phone's width: the action and its outcome, the summary, when and by whom.
          <SimpleList<AuditEntry>
            primaryText={(e) => `${e.action} · ${translate(`audit.outcome.${e.outcome}`)}`}
            secondaryText={(e) => (
              <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {[e.summary, `${translate('resources.audit.fields.userId')} ${who(e)}`, e.role && role(e)].filter(Boolean).join(' · ')}
              </Box>
            )}
            tertiaryText={(e) => dates.dateTime(e.occurredAt)}
            rowClick={false}
            data-testid="audit-simple-list"
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <DateTextField source="occurredAt" showTime />
            <TextField source="action" />
            <FunctionField source="outcome" sortable={false} render={(e: AuditEntry) => translate(`audit.outcome.${e.outcome}`)} />
            <FunctionField source="userId" render={who} />
            <FunctionField source="role" sortable={false} render={role} />
            <FunctionField source="targetIds" sortable={false} render={(e: AuditEntry) => e.targetIds.join(', ')} />
            <TextField source="summary" sortable={false} />
            <FunctionField source="clientAddress" sortable={false} render={address} />
            <TextField source="requestId" sortable={false} />
          </Datagrid>
        )}
      </List>
    </Box>
  );
};
