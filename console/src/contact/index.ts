export { contactName, contactPerson, contactsFor, normalizeContacts } from './contact';
export type { Contact } from './contact';
