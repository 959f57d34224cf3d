import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { pathTo } from '../routes/routeTable';
import { USERS_RESOURCE, type CompanyUser } from './dataProvider';

/**
 * The company users resource as App.tsx mounts it (issue 26), without its screen so the first load carries none of
 * it: the list lives under the profile at /profile/users (its own chunk, with its route), where /users leads.
 */
export const usersResource = {
  name: USERS_RESOURCE,
  list: () => createElement(Navigate, { to: pathTo('profileUsers'), replace: true }),
  recordRepresentation: (record: CompanyUser) => record.username,
};
