import type { Id } from '../session/session';
import type { PartySource } from '../shipment/partySource';

/** A contact of the address book (spec 3, Contact), as far as the shipment's contact picker reads it. */
export interface Contact extends PartySource {
  id: Id;
  consignor?: boolean | number;
  consignee?: boolean | number;
  /** A private person: choosing the contact as consignee makes the consignee type private (spec 4). */
  consumer?: boolean | number;
}

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
