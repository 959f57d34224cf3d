import { describe, expect, it } from '@jest/globals';
import simpleRestProvider from 'ra-data-simple-rest';
import type { ApiClient } from '../dataProvider/apiClient';
import { ApiError } from '../dataProvider/ApiError';
import { toRaHttpClient } from '../dataProvider/raHttpClient';
import { createContactsDataProvider } from './dataProvider';

type Call = { path: string; method: string; body?: unknown };

/** An ApiClient that records calls and answers from `answer`. */
const fakeApi = (answer: (call: Call) => Response) => {
  const calls: Call[] = [];
  const request = async (path: string, init: { method?: string; data?: unknown; body?: unknown } = {}) => {
    const call = {
      path,
      method: init.method ?? 'GET',
      body: init.data ?? (typeof init.body === 'string' ? JSON.parse(init.body) : undefined),
    };
    calls.push(call);
    return answer(call);
  };
  const api: ApiClient = {
    url: (path) => `/api${path}`,
    request: request as ApiClient['request'],
    json: (async (path: string, init?: { method?: string; data?: unknown }) => {
      const response = await request(path, init);
      if (!response.ok) throw new ApiError(response.status, (await response.json()) as object);
      return response.json();
    }) as ApiClient['json'],
  };
  const contacts = createContactsDataProvider(simpleRestProvider('/api', toRaHttpClient(api)), api);
  return { contacts, calls };
};

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

describe('contacts data provider', () => {
  it('lists through ra-data-simple-rest at /contact/customer/{custId}, a search shorter than two characters left out', async () => {
    const { contacts, calls } = fakeApi(() => json([{ id: 7 }], { 'Content-Range': 'contacts 25-25/26' }));
    const list = await contacts.getList('contacts', {
      meta: { custId: 1001 },
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'city', order: 'ASC' },
      filter: { q: 'a', own: true },
    });
    expect(list).toEqual({ data: [{ id: 7 }], total: 26 });
    const url = new URL(calls[0].path, 'http://x');
    expect(url.pathname).toBe('/api/contact/customer/1001');
    expect(Object.fromEntries(url.searchParams)).toEqual({ sort: '["city","ASC"]', range: '[25,49]', filter: '{"own":true}' });
  });

  it('creates with POST /contact/, updates with PUT /contact/ and the id in the body, deletes with DELETE /contact/{id}', async () => {
    const { contacts, calls } = fakeApi((call) => json({ id: 7, ...(call.body as object) }));
    await contacts.create('contacts', { data: { company: 'A' } });
    await contacts.update('contacts', { id: 7, data: { company: 'B' }, previousData: { id: 7 } });
    await contacts.delete('contacts', { id: 7, previousData: { id: 7 } });
    expect(calls.map(({ path, method }) => `${method} ${path}`)).toEqual(['POST /api/contact/', 'PUT /contact/', 'DELETE /api/contact/7']);
    expect(calls[1].body).toEqual({ company: 'B', id: 7 });
  });

  it('sets a flag on many with the bulk call of its name, and deletes many with the bulk delete', async () => {
    const { contacts, calls } = fakeApi(() => json({}));
    await contacts.updateMany('contacts', { ids: [1, 2], data: { consignor: true } });
    await contacts.updateMany('contacts', { ids: [3], data: { locked: false } });
    await contacts.deleteMany('contacts', { ids: [4, 5] });
    expect(calls).toEqual([
      { path: '/contact/bulk/sender/?checked=1', method: 'PUT', body: [1, 2] },
      { path: '/contact/bulk/locked/?checked=0', method: 'PUT', body: [3] },
      { path: '/contact/bulk/delete/', method: 'PUT', body: [4, 5] },
    ]);
    await expect(contacts.updateMany('contacts', { ids: [1], data: { company: 'x' } })).rejects.toThrow('no bulk call sets company');
  });
});
