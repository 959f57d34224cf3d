import { describe, expect, it } from '@jest/globals';
import { bookedListUrl, createBookedOrdersDataProvider } from './dataProvider';
import type { ApiClient } from '../dataProvider/apiClient';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe(bookedListUrl.name, () => {
  it("asks the server for one page in ra-data-simple-rest's shape", () => {
    const url = bookedListUrl({
      meta: { custId: 1001 },
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'price', order: 'ASC' },
      filter: { from: '2025-03-01', to: '2025-03-31', q: '  Göteborg ', status: 'delivered' },
    });
    expect(url.split('?')[0]).toBe('/order/customer/1001/booked');
    expect(query(url)).toEqual({
      sort: '["price","ASC"]',
      range: '[50,74]',
      filter: '{"from":"2025-03-01","to":"2025-03-31","q":"Göteborg","status":"delivered"}',
    });
  });

  it('leaves out a search shorter than the minimum and empty values, and sorts only by what the server indexes', () => {
    const url = bookedListUrl({
      meta: { custId: 1001 },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'to', order: 'ASC' },
      filter: { q: 'ab', status: '' },
    });
    expect(query(url)).toEqual({ sort: '["dateBooked","ASC"]', range: '[0,9]', filter: '{}' });
  });

  it('needs the customer', () => {
    expect(() => bookedListUrl({ pagination: { page: 1, perPage: 10 }, sort: { field: 'dateBooked', order: 'DESC' }, filter: {} })).toThrow(
      'meta.custId',
    );
  });
});

describe(createBookedOrdersDataProvider.name, () => {
  it('reads the total from Content-Range and turns the orders into rows', async () => {
    const requested: string[] = [];
    const api = {
      request: async (path: string) => {
        requested.push(path);
        return new Response(
          JSON.stringify([{ orderNo: 'ABCDEFGHIJKLMNOP', consignmentNo: '1310000001', dateBooked: '2025-03-10T09:15:00.000Z' }]),
          {
            headers: { 'Content-Range': 'orders 10-10/11' },
          },
        );
      },
    } as unknown as ApiClient;
    const answer = await createBookedOrdersDataProvider(api).getList('bookedOrders', {
      meta: { custId: 1001 },
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'dateBooked', order: 'DESC' },
      filter: {},
    });
    expect(requested).toHaveLength(1);
    expect(answer.total).toBe(11);
    expect(answer.data).toEqual([expect.objectContaining({ id: 'ABCDEFGHIJKLMNOP', consignmentNo: '1310000001' })]);
  });

  it('pages on without a total when the server did not count that far (Content-Range total *)', async () => {
    const api = {
      request: async () =>
        new Response(JSON.stringify([{ orderNo: 'ABCDEFGHIJKLMNOP' }]), { headers: { 'Content-Range': 'orders 10-10/*' } }),
    } as unknown as ApiClient;
    const answer = await createBookedOrdersDataProvider(api).getList('bookedOrders', {
      meta: { custId: 1001 },
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'dateBooked', order: 'DESC' },
      filter: {},
    });
    expect(answer.total).toBeUndefined();
    expect(answer.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
  });
});
