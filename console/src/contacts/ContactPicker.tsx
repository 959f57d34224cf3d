import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { useSession } from '../session/useSession';
import { contactName, type Contact } from './contact';
import { CONTACTS_RESOURCE, MIN_SEARCH_CHARACTERS } from './dataProvider';

const label = (contact: Contact) => `${contactName(contact)}${contact.city ? `, ${contact.city}` : ''}`;

/** Waits this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 250;

/**
 * Picks a contact for a shipment party: the first page of the address book at once, and `search` (the
 * server's search among the contacts flagged for the role) as the user types, from the minimum length.
 */
export const ContactPicker = ({
  contacts,
  search,
  onContact,
  testId,
}: {
  contacts: readonly Contact[];
  search?: (q: string) => Promise<Contact[]>;
  onContact(contact: Contact): void;
  testId: string;
}) => {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [found, setFound] = useState<Contact[] | null>(null);
  const q = input.trim();
  const searching = !!search && q.length >= MIN_SEARCH_CHARACTERS;
  useEffect(() => {
    if (!searching) return setFound(null);
    let current = true;
    const timer = setTimeout(() => {
      search!(q)
        .then((answer) => current && setFound(answer))
        .catch(() => current && setFound([]));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, search, searching]);
  return (
    <Autocomplete<Contact>
      size="small"
      options={searching ? (found ?? []) : [...contacts]}
      loading={searching && found === null}
      value={null}
      inputValue={input}
      filterOptions={(options) => options}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, text, reason) => setInput(reason === 'reset' ? '' : text)}
      onChange={(_event, contact) => contact && onContact(contact)}
      noOptionsText={translate('contacts.picker.none')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('shipment.complete.contact')}
          placeholder={translate('contacts.picker.search')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } as object }}
        />
      )}
    />
  );
};

/** The server's search among the member's contacts flagged for a shipment role, for the picker. */
export const useContactSearch = () => {
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  return useCallback(
    (role: 'consignor' | 'consignee') => (q: string) =>
      dataProvider
        .getList(CONTACTS_RESOURCE, {
          meta: { custId: session!.customerId },
          filter: { q, [role]: true },
          pagination: { page: 1, perPage: 20 },
          sort: { field: 'company', order: 'ASC' },
        })
        .then((answer) => answer.data as Contact[]),
    [dataProvider, session],
  );
};

/** The member's sender favourite (the contact marked primary; undefined when there is none or no address book), and whether it is still loading. */
export const useSenderFavourite = (): { favourite: Contact | undefined; loading: boolean } => {
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const { data, isLoading } = useQuery({
    queryKey: queryKeys.contact.senderFavourite(session?.customerId),
    queryFn: () =>
      dataProvider
        .getList(CONTACTS_RESOURCE, {
          meta: { custId: session!.customerId },
          filter: { primary: true, own: true },
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'id', order: 'ASC' },
        })
        .then((answer) => (answer.data[0] as Contact | undefined) ?? null)
        .catch(() => null),
    enabled: !!session && !session.demo,
    retry: false,
    staleTime: 5 * 60_000,
  });
  return { favourite: data ?? undefined, loading: isLoading };
};
