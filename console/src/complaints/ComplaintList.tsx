import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import CheckIcon from '@mui/icons-material/Check';
import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BookedListPagination } from '../bookedList/BookedListPagination';
import { useCustomer, type Customer } from '../customer';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { errorText } from '../i18n/errorText';
import { useSession } from '../session/useSession';
import { COMPLAINTS_RESOURCE, type Complaint } from './dataProvider';
import { ComplaintFormDialog } from './ComplaintFormDialog';
import { PageHeading } from '../layout/PageHeading';
import { DateTextField } from '../format/DateTextField';
import { useDates } from '../format/useDates';
import { useSmallScreen } from '../layout/useSmallScreen';

/** The description's first 60 characters. */
const shortDescription = (description: string) => (description.length > 60 ? `${description.slice(0, 60)}…` : description);

/** Mark or unmark, archive or restore the selected complaints (PUT /complaint/bulk/mark|archive/). */
const BulkButtons = ({ archived }: { archived: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      notify('confirm.updateCompleted', { type: 'success' });
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(errorText(error, translate), { type: 'error' });
    }
  };
  return (
    <>
      <Button
        size="small"
        onClick={() => run(() => dataProvider.updateMany(COMPLAINTS_RESOURCE, { ids: selectedIds, data: { markMemberList: true } }))}
        data-testid="complaints-mark"
      >
        {translate('complaints.mark')}
      </Button>
      <Button
        size="small"
        onClick={() => run(() => dataProvider.updateMany(COMPLAINTS_RESOURCE, { ids: selectedIds, data: { markMemberList: false } }))}
        data-testid="complaints-unmark"
      >
        {translate('complaints.unmark')}
      </Button>
      <Button
        size="small"
        onClick={() => run(() => dataProvider.updateMany(COMPLAINTS_RESOURCE, { ids: selectedIds, data: { archived: !archived } }))}
        data-testid={archived ? 'complaints-restore' : 'complaints-archive'}
      >
        {translate(archived ? 'complaints.restore' : 'complaints.archive')}
      </Button>
    </>
  );
};

/** The reminder button of a row: enabled once the server's next-reminder time has come (at most once per 24 h). */
const ReminderButton = ({ complaint }: { complaint: Complaint }) => {
  const translate = useTranslate();
  const dates = useDates();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!complaint.nextReminderAt) return <span>{complaint.reminders.length || ''}</span>;
  const due = new Date(complaint.nextReminderAt) <= new Date();
  const remind = async (event: React.MouseEvent) => {
    event.stopPropagation();
    try {
      await dataProvider.sendComplaintReminder(complaint.id);
      notify('complaints.reminded', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorText(error, translate), { type: 'error' });
    }
  };
  return (
    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      {complaint.reminders.length || ''}
      <Button
        size="small"
        onClick={remind}
        disabled={!due}
        title={due ? undefined : translate('complaints.nextReminder', { at: dates.dateTime(complaint.nextReminderAt) })}
        data-testid="complaint-remind"
      >
        {translate('complaints.remind')}
      </Button>
    </Box>
  );
};

/**
 * /complaint/list: the member's complaints paged, sorted and searched by the server; active or archived per the
 * customer's archivedComplaints setting (the switch changes it), reminders per row, bulk mark and archive/restore.
 * `?consignmentNo=` (from the booked list) opens a new complaint about that consignment.
 */
export const ComplaintList = () => {
  const translate = useTranslate();
  const session = useSession();
  const refresh = useRefresh();
  const customer = useCustomer();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<number | 'new' | null>(params.get('consignmentNo') ? 'new' : null);
  const small = useSmallScreen();
  const dates = useDates();
  if (!session || !customer.data) return null;
  const archived = customer.data.archivedComplaints === true;

  // Spec 4: the local customer first, then the setting call; a refusal puts the old one back.
  const setArchived = async (value: boolean) => {
    const key = queryKeys.customer.detail(session.id);
    const before = queryClient.getQueryData<Customer>(key);
    if (before) queryClient.setQueryData(key, { ...before, archivedComplaints: value });
    try {
      queryClient.setQueryData(key, await dataProvider.updateSetting(session.customerId, 'archivedComplaints', value));
    } catch (error) {
      if (before) queryClient.setQueryData(key, before);
      notify(errorText(error, translate), { type: 'error' });
    }
  };

  const close = (changed: boolean) => {
    setEditing(null);
    if (params.has('consignmentNo')) setParams({}, { replace: true });
    if (changed) refresh();
  };

  return (
    <Box data-testid="complaint-list">
      <PageHeading>{translate('route.complaintList')}</PageHeading>
      <List
        resource={COMPLAINTS_RESOURCE}
        queryOptions={{ meta: { custId: session.customerId } }}
        filter={{ archived }}
        filters={[<SearchInput key="q" source="q" alwaysOn data-testid="complaints-search" />]}
        sort={{ field: 'createdDate', order: 'DESC' }}
        perPage={25}
        pagination={<BookedListPagination />}
        actions={
          <TopToolbar>
            <FormControlLabel
              control={
                <Switch
                  checked={archived}
                  onChange={(e) => void setArchived(e.target.checked)}
                  slotProps={{ input: { 'data-testid': 'complaints-archived' } as object }}
                />
              }
              label={translate('complaints.showArchived')}
            />
            <Button variant="contained" onClick={() => setEditing('new')} data-testid="complaints-create">
              {translate('complaints.create')}
            </Button>
          </TopToolbar>
        }
        empty={false}
        title={translate('route.complaintList')}
        debounce={400}
      >
        {small ? (
          // A phone's width: consignment and carrier, the description, the date sent; the row opens the complaint.
          <SimpleList<Complaint>
            primaryText={(r) => (
              <Box component="span" sx={{ overflowWrap: 'anywhere' }} data-testid="complaint-identifier-cell">
                {[r.identifier, r.supplier].filter(Boolean).join(' · ')}
              </Box>
            )}
            secondaryText={(r) => (
              <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {shortDescription(r.description)}
              </Box>
            )}
            tertiaryText={(r) => (r.sentDate ? dates.date(r.sentDate) : translate('complaints.notSent'))}
            rowClick={(id) => (setEditing(Number(id)), false)}
            data-testid="complaint-simple-list"
          />
        ) : (
          <Datagrid bulkActionButtons={<BulkButtons archived={archived} />} rowClick={(id) => (setEditing(Number(id)), false)}>
            <TextField source="id" />
            <TextField source="identifier" />
            <TextField source="supplier" sortable={false} />
            <DateTextField source="createdDate" />
            <DateTextField source="sentDate" emptyText={translate('complaints.notSent')} />
            <FunctionField source="description" sortable={false} render={(r: Complaint) => shortDescription(r.description)} />
            <FunctionField
              source="replyToMember"
              sortable={false}
              render={(r: Complaint) => (r.replyToMember ? <CheckIcon fontSize="small" /> : null)}
            />
            <FunctionField
              source="reminderCount"
              label="resources.complaints.fields.reminders"
              render={(r: Complaint) => <ReminderButton complaint={r} />}
            />
            <FunctionField source="markMemberList" render={(r: Complaint) => (r.markMemberList ? <CheckIcon fontSize="small" /> : null)} />
          </Datagrid>
        )}
      </List>
      {editing !== null && (
        <ComplaintFormDialog
          complaintId={editing === 'new' ? null : editing}
          initialIdentifier={params.get('consignmentNo') ?? undefined}
          onClose={close}
        />
      )}
    </Box>
  );
};
