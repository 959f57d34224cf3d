import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { pathTo } from '../routes/routeTable';
import { BOOKED_ORDERS_RESOURCE } from './dataProvider';

/**
 * The booked orders resource as App.tsx mounts it (issue 26), without its screens so the first load carries none of
 * them: the list lives at the spec's /consignment/list, where /bookedOrders leads.
 */
export const bookedOrdersResource = {
  name: BOOKED_ORDERS_RESOURCE,
  list: () => createElement(Navigate, { to: pathTo('consignmentList'), replace: true }),
};
