export { contactName, contactPerson, contactsFor, normalizeContacts } from './contact';
export type { Contact } from './contact';
export { ContactImportPage } from './ContactImportPage';
export { ContactList } from './ContactList';
export { ContactFormDialog as ContactEdit } from './ContactFormDialog';
export { contactsResource } from './resource';
export { contactMessages } from './messages';
