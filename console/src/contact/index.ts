export { contactName, contactPerson, contactsFor, normalizeContacts } from './contact';
export type { Contact } from './contact';
export { ContactImportPage } from './ContactImportPage';
export { ContactListPage } from './ContactListPage';
export { contactMessages } from './messages';
