import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { pathTo } from '../routes/routeTable';
import { CARRIER_AGREEMENTS_RESOURCE } from './dataProvider';

/**
 * The carrier agreements resource as App.tsx mounts it (issue 26), without its screen so the first load carries none
 * of it: the list lives under the profile at /profile/carriers (its own chunk, with its route), where /carrierAgreements leads.
 */
export const carrierAgreementsResource = {
  name: CARRIER_AGREEMENTS_RESOURCE,
  list: () => createElement(Navigate, { to: pathTo('profileCarrierAgreements'), replace: true }),
};
