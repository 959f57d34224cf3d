import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { pathTo } from '../routes/routeTable';
import { API_KEYS_RESOURCE, type ApiKey } from './dataProvider';

/**
 * The API keys resource as App.tsx mounts it (issue 26), without its screen so the first load carries none of it: the
 * keys are listed on the profile, where /apiKeys leads.
 */
export const apiKeysResource = {
  name: API_KEYS_RESOURCE,
  list: () => createElement(Navigate, { to: pathTo('profile'), replace: true }),
  recordRepresentation: (record: ApiKey) => record.name,
};
