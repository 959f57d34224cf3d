import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { useSession } from '../session/useSession';
import { contactName, type Contact } from './contact';
import { CONTACTS_RESOURCE, MIN_SEARCH_CHARACTERS } from './contactsResource';

const label = (contact: Contact) => `${contactName(contact)}${contact.city ? `, ${contact.city}` : ''}`;

/**
 * Picks a contact for a shipment party: the first page of the address book at once, and a search on the
 * server as the user types (from the minimum length), among the contacts flagged for the role.
 */
export const ContactPicker = ({ role, contacts, onContact, testId }: { role: 'consignor' | 'consignee'; contacts: readonly Contact[]; onContact(contact: Contact): void; testId: string }) => {
    const translate = useTranslate();
    const session = useSession();
    const dataProvider = useDataProvider<FraktDataProvider>();
    const [input, setInput] = useState('');
    const q = input.trim();
    const searching = q.length >= MIN_SEARCH_CHARACTERS;
    const { data: found } = useQuery({
        queryKey: ['contact', 'picker', role, q],
        queryFn: () =>
            dataProvider
                .getList(CONTACTS_RESOURCE, { meta: { custId: session!.customerId }, filter: { q, [role]: true }, pagination: { page: 1, perPage: 20 }, sort: { field: 'company', order: 'ASC' } })
                .then(answer => answer.data as Contact[]),
        enabled: !!session && searching,
        staleTime: 30_000,
    });
    return (
        <Autocomplete<Contact>
            size="small"
            options={searching ? (found ?? []) : [...contacts]}
            value={null}
            inputValue={input}
            filterOptions={options => options}
            getOptionLabel={label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onInputChange={(_event, text, reason) => setInput(reason === 'reset' ? '' : text)}
            onChange={(_event, contact) => contact && onContact(contact)}
            noOptionsText={translate('contacts.picker.none')}
            renderInput={params => (
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

/** The member's sender favourite (the contact marked primary; undefined when there is none or no address book), and whether it is still loading. */
export const useSenderFavourite = (): { favourite: Contact | undefined; loading: boolean } => {
    const session = useSession();
    const dataProvider = useDataProvider<FraktDataProvider>();
    const { data, isLoading } = useQuery({
        queryKey: ['contact', 'favourite', session?.customerId],
        queryFn: () =>
            dataProvider
                .getList(CONTACTS_RESOURCE, { meta: { custId: session!.customerId }, filter: { primary: true, own: true }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } })
                .then(answer => (answer.data[0] as Contact | undefined) ?? null)
                .catch(() => null),
        enabled: !!session && !session.demo,
        retry: false,
        staleTime: 5 * 60_000,
    });
    return { favourite: data ?? undefined, loading: isLoading };
};
