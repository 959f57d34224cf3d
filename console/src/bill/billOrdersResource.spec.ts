import { describe, expect, it } from '@jest/globals';
import type { DataProvider, GetListParams } from 'react-admin';
import { withBillOrdersResource } from './billOrdersResource';

const params = (page: number): GetListParams => ({ pagination: { page, perPage: 25 }, sort: { field: 'date', order: 'DESC' }, filter: {} });

/** A simple-rest getList answering `total` as ra-data-simple-rest parses it (NaN for `billorders 0-24/*`). */
const base = (total: number) => ({ getList: async () => ({ data: [{ id: 1 }], total }) }) as unknown as DataProvider;

describe('withBillOrdersResource', () => {
  it('keeps a counted total', async () => {
    expect(await withBillOrdersResource(base(319)).getList('bill/order/customer/1001', params(1))).toEqual({
      data: [{ id: 1 }],
      total: 319,
    });
  });

  it('turns an uncounted total into a next page', async () => {
    expect(await withBillOrdersResource(base(NaN)).getList('bill/order/customer/1001', params(3))).toEqual({
      data: [{ id: 1 }],
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
    });
  });

  it('leaves other resources alone', async () => {
    expect(await withBillOrdersResource(base(NaN)).getList('bill/customer/1001', params(1))).toMatchObject({ total: NaN });
  });
});
