import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { pathTo } from '../routes/routeTable';
import { contactName, type Contact } from './contact';
import { CONTACTS_RESOURCE } from './dataProvider';

/**
 * The contacts resource as App.tsx mounts it (issue 26, as react-admin's demo does), without its screens so the
 * first load carries none of them: the list lives at the spec's /contact/list (routes/, loaded with its route), where
 * /contacts leads; the edit form is the list's dialog.
 */
export const contactsResource = {
  name: CONTACTS_RESOURCE,
  list: () => createElement(Navigate, { to: pathTo('contactList'), replace: true }),
  recordRepresentation: (record: Contact) => contactName(record),
};
