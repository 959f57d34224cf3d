import type { DataProvider } from 'react-admin';
import { customerSegment, onlyThese } from '../dataProvider/resourceParts';

export const BILLS_RESOURCE = 'bills';
export const BILL_ORDERS_RESOURCE = 'billOrders';

/** Invoices and bill orders are read as lists only: nothing else to call. */
const listOnly = (resource: string, getList: DataProvider['getList']): DataProvider => onlyThese(resource, 'a read-only list', { getList });
const customer = customerSegment;

/** The bills resource (issue 26): the customer's invoices, GET /bill/customer/{custId}, through ra-data-simple-rest. */
export const createBillsDataProvider = (rest: DataProvider): DataProvider =>
  listOnly(BILLS_RESOURCE, (resource, params) => rest.getList(`bill/customer/${customer(resource, params.meta)}`, params));

/**
 * The bill orders resource: GET /bill/order/customer/{custId} through ra-data-simple-rest. The search counts no
 * further than 10 000 rows past the page (`Content-Range: billorders 0-24/*` beyond): ra-data-simple-rest then reads
 * the total as NaN, so such a page says instead that a next one exists.
 */
export const createBillOrdersDataProvider = (rest: DataProvider): DataProvider =>
  listOnly(BILL_ORDERS_RESOURCE, async (resource, params) => {
    const result = await rest.getList(`bill/order/customer/${customer(resource, params.meta)}`, params);
    if (Number.isFinite(result.total)) return result;
    const { total: _uncounted, ...page } = result;
    return { ...page, pageInfo: { hasNextPage: true, hasPreviousPage: (params.pagination?.page ?? 1) > 1 } };
  });
