import { describe, expect, it } from '@jest/globals';
import type { DataProvider, GetListParams } from 'react-admin';
import { createBillOrdersDataProvider, createBillsDataProvider } from './dataProvider';

const params = (page: number): GetListParams => ({
  pagination: { page, perPage: 25 },
  sort: { field: 'date', order: 'DESC' },
  filter: {},
  meta: { custId: 1001 },
});

/** A simple-rest getList answering `total` as ra-data-simple-rest parses it (NaN for `billorders 0-24/*`), recording the path. */
const base = (total: number, paths: string[] = []) =>
  ({
    getList: async (resource: string) => {
      paths.push(resource);
      return { data: [{ id: 1 }], total };
    },
  }) as unknown as DataProvider;

describe('bills and bill orders data providers', () => {
  it("read the customer's lists at the billing service's paths", async () => {
    const paths: string[] = [];
    await createBillsDataProvider(base(1, paths)).getList('bills', params(1));
    await createBillOrdersDataProvider(base(1, paths)).getList('billOrders', params(1));
    expect(paths).toEqual(['bill/customer/1001', 'bill/order/customer/1001']);
  });

  it('keeps a counted total', async () => {
    expect(await createBillOrdersDataProvider(base(319)).getList('billOrders', params(1))).toEqual({ data: [{ id: 1 }], total: 319 });
  });

  it('turns an uncounted total into a next page', async () => {
    expect(await createBillOrdersDataProvider(base(NaN)).getList('billOrders', params(3))).toEqual({
      data: [{ id: 1 }],
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
    });
  });

  it('refuses anything but the list', async () => {
    await expect(createBillsDataProvider(base(1)).getOne('bills', { id: 1 })).rejects.toThrow('bills: a read-only list');
  });
});
