import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { pathTo } from '../routes/routeTable';
import { AUDIT_RESOURCE } from './dataProvider';

/**
 * The audit trail resource as App.tsx mounts it (issue 26), without its screen so the first load carries none of it:
 * the list lives at /profile/audit (the profile's chunk, with its route), where /audit leads.
 */
export const auditResource = {
  name: AUDIT_RESOURCE,
  list: () => createElement(Navigate, { to: pathTo('audit'), replace: true }),
};
