import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { pathTo, type RouteName } from '../routes/routeTable';
import { BILL_ORDERS_RESOURCE, BILLS_RESOURCE } from './dataProvider';

const leadsTo = (route: RouteName) => () => createElement(Navigate, { to: pathTo(route), replace: true });

/**
 * The billing resources as App.tsx mounts them (issue 26), without their screens so the first load carries none of
 * them: the lists live at the spec's /bill/list and /bill/order/list, where /bills and /billOrders lead.
 */
export const billsResource = { name: BILLS_RESOURCE, list: leadsTo('billList') };
export const billOrdersResource = { name: BILL_ORDERS_RESOURCE, list: leadsTo('billOrderList') };
