import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { pathTo } from '../routes/routeTable';
import { COMPLAINTS_RESOURCE, type Complaint } from './dataProvider';

/**
 * The complaints resource as App.tsx mounts it (issue 26), without its screens so the first load carries none of
 * them: the list lives at the spec's /complaint/list, where /complaints leads; a complaint opens in the list's dialog.
 */
export const complaintsResource = {
  name: COMPLAINTS_RESOURCE,
  list: () => createElement(Navigate, { to: pathTo('complaintList'), replace: true }),
  recordRepresentation: (record: Complaint) => `${record.id} ${record.identifier}`,
};
