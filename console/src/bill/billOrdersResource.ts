import type { DataProvider } from 'react-admin';

/** ra-data-simple-rest reads the bill order search's resource path as it is: `bill/order/customer/{custId}`. */
const isBillOrders = (resource: string) => resource.startsWith('bill/order/customer/');

/**
 * The bill order search counts no further than 10 000 rows past the page (`Content-Range: billorders 0-24/*`
 * beyond): ra-data-simple-rest then reads the total as NaN, so such a page says instead that a next one exists.
 */
export const withBillOrdersResource = (base: DataProvider): DataProvider => ({
  ...base,
  getList: async (resource, params) => {
    const result = await base.getList(resource, params);
    if (!isBillOrders(resource) || Number.isFinite(result.total)) return result;
    const { total: _uncounted, ...rest } = result;
    return { ...rest, pageInfo: { hasNextPage: true, hasPreviousPage: (params.pagination?.page ?? 1) > 1 } };
  },
});
