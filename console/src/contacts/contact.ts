import type { Loose, Schema } from '../api/types';

/** A contact of the address book (spec 3, Contact), read as far as it is there (flags may be missing in old data). */
export type Contact = Omit<Loose<Schema<'Contact'>>, 'id'> & Pick<Schema<'Contact'>, 'id'>;

const list = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data)
      ? (value as { data: unknown[] }).data
      : [];

export const normalizeContacts = (value: unknown): Contact[] =>
  list(value).filter((item): item is Contact => !!item && typeof item === 'object' && 'id' in item);

export const contactName = (contact: Contact) =>
  contact.company || contact.fullName || [contact.firstName, contact.lastName].filter(Boolean).join(' ') || String(contact.id);

export const contactPerson = (contact: Contact) => contact.fullName || [contact.firstName, contact.lastName].filter(Boolean).join(' ');

/** The contacts offered for a role: those flagged for it, else all (flags are optional in old data). */
export const contactsFor = (contacts: readonly Contact[], role: 'consignor' | 'consignee'): Contact[] => {
  const flagged = contacts.filter((contact) => !!contact[role]);
  return flagged.length ? flagged : [...contacts];
};
