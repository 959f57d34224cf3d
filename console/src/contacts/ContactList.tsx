import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import LockIcon from '@mui/icons-material/Lock';
import StarIcon from '@mui/icons-material/Star';
import {
  BooleanInput,
  BulkDeleteButton,
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
  type RaRecord,
} from 'react-admin';
import { useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { BookedListPagination } from '../bookedList/BookedListPagination';
import { errorText } from '../i18n/errorText';
import { useSession } from '../session/useSession';
import { BULK_FLAGS, CONTACTS_RESOURCE, MIN_SEARCH_CHARACTERS, type BulkFlag } from './dataProvider';
import { ContactFormDialog, type ContactRecord } from './ContactFormDialog';
import { PageHeading } from '../layout/PageHeading';
import { useSmallScreen } from '../layout/useSmallScreen';

type ListedContact = ContactRecord & { id: number; fullName?: string };

/** The company, the person in brackets when there is one besides it, and the shared chip. */
const ContactName = ({ record }: { record: ListedContact }) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="contact-name">
      {record.company || record.fullName}
      {record.company && record.fullName && record.fullName !== record.company ? ` (${record.fullName})` : ''}
      {record.shared && (
        <Chip
          size="small"
          label={translate('resources.contacts.fields.shared')}
          title={translate('contacts.sharedHint')}
          data-testid="shared-flag"
        />
      )}
    </Box>
  );
};

/** One line of the address: street, postcode and town, country. */
const addressLine = (r: ContactRecord) =>
  [r.address1, [r.postcode, r.city].filter(Boolean).join(' '), r.country].filter(Boolean).join(', ');

const Flag = ({ on, icon = <CheckIcon fontSize="small" /> }: { on?: boolean; icon?: ReactElement }) => (on ? icon : null);

/** Set or clear one of the four flags on the selected contacts (updateMany: PUT /contact/bulk/{flag}/?checked=0|1). */
const BulkFlagButtons = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = async (flag: BulkFlag, checked: boolean) => {
    try {
      await dataProvider.updateMany(CONTACTS_RESOURCE, { ids: selectedIds, data: { [BULK_FLAGS[flag]]: checked } });
      notify('confirm.updateCompleted', { type: 'success' });
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(errorText(error, translate), { type: 'error' });
    }
  };
  return (
    <>
      <Button size="small" onClick={(event) => setAnchor(event.currentTarget)} data-testid="bulk-flags">
        {translate('contacts.bulk.flags')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {(Object.keys(BULK_FLAGS) as BulkFlag[]).flatMap((flag) =>
          [true, false].map((checked) => (
            <MenuItem
              key={`${flag}-${checked}`}
              onClick={() => {
                setAnchor(null);
                void run(flag, checked);
              }}
              data-testid={`bulk-${flag}-${checked ? 1 : 0}`}
            >
              {translate(checked ? 'contacts.bulk.set' : 'contacts.bulk.clear', {
                flag: translate(`resources.contacts.fields.${BULK_FLAGS[flag]}`).toLowerCase(),
              })}
            </MenuItem>
          )),
        )}
      </Menu>
      <BulkDeleteButton
        mutationMode="pessimistic"
        confirmTitle="contacts.bulk.confirmTitle"
        confirmContent="confirm.deleteQuestion"
        data-testid="bulk-delete"
      />
    </>
  );
};

const ListActions = ({ onCreate }: { onCreate(): void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <TopToolbar>
      <Button onClick={() => navigate('/contact/import')} data-testid="contacts-import">
        {translate('contacts.import')}
      </Button>
      <Button variant="contained" onClick={onCreate} data-testid="contacts-create">
        {translate('contacts.create')}
      </Button>
    </TopToolbar>
  );
};

/**
 * /contact/list: the address book as a react-admin list paged, sorted and searched by the server,
 * with the own-only checkbox, the shared flag, bulk flags and delete with the spec's confirmation.
 */
export const ContactList = () => {
  const translate = useTranslate();
  const session = useSession();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<ContactRecord | 'new' | null>(null);
  const small = useSmallScreen();
  if (!session) return null;
  // The list's rows are the contacts service's Contact (react-admin types a clicked row as any record).
  const edit = (record: RaRecord) => (setEditing(record as ContactRecord), false as const);
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      // The spec's "Minst antal tecken" label, in the field since react-admin's search input has no helper text.
      placeholder={`${translate('contacts.search')} (${translate('contacts.searchMinimum', { count: MIN_SEARCH_CHARACTERS })})`}
      data-testid="contacts-search"
    />,
    <BooleanInput key="own" source="own" label={translate('contacts.ownOnly')} alwaysOn data-testid="contacts-own" />,
  ];
  return (
    <Box data-testid="contact-list">
      <PageHeading>{translate('route.contactList')}</PageHeading>
      <List
        resource={CONTACTS_RESOURCE}
        queryOptions={{ meta: { custId: session.customerId } }}
        filters={filters}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        pagination={<BookedListPagination />}
        actions={<ListActions onCreate={() => setEditing('new')} />}
        empty={false}
        title={translate('route.contactList')}
        debounce={400}
      >
        {small ? (
          // A phone's width: name, address and e-mail per row; the row opens the contact (bulk actions need the table).
          <SimpleList<ListedContact>
            primaryText={(record) => <ContactName record={record} />}
            secondaryText={(record) => (
              <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {addressLine(record)}
                {record.email ? (
                  <Box component="span" sx={{ display: 'block' }}>
                    {record.email}
                  </Box>
                ) : null}
              </Box>
            )}
            rowClick={(_id, _resource, record) => edit(record)}
            data-testid="contact-simple-list"
          />
        ) : (
          <Datagrid bulkActionButtons={<BulkFlagButtons />} rowClick={(_id, _resource, record) => edit(record)}>
            <FunctionField
              source="company"
              label="resources.contacts.fields.fullName"
              render={(record: ListedContact) => <ContactName record={record} />}
            />
            <TextField source="address1" sortable={false} />
            <TextField source="postcode" />
            <TextField source="city" />
            <TextField source="country" />
            <TextField source="email" />
            <FunctionField source="consignor" sortable={false} render={(r: ContactRecord) => <Flag on={r.consignor} />} />
            <FunctionField source="consignee" sortable={false} render={(r: ContactRecord) => <Flag on={r.consignee} />} />
            <FunctionField source="consumer" sortable={false} render={(r: ContactRecord) => <Flag on={r.consumer} />} />
            <FunctionField
              source="locked"
              sortable={false}
              render={(r: ContactRecord) => <Flag on={r.locked} icon={<LockIcon fontSize="small" />} />}
            />
            <FunctionField
              source="primary"
              sortable={false}
              render={(r: ContactRecord) => <Flag on={r.primary} icon={<StarIcon fontSize="small" />} />}
            />
          </Datagrid>
        )}
      </List>
      <ContactFormDialog
        contact={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </Box>
  );
};
