import { describe, expect, it } from '@jest/globals';
import { jsonResponse as json, recordingApi, type RecordedCall } from '../testing/recordingApi';
import { createContactsDataProvider } from './dataProvider';

const fakeApi = (answer: (call: RecordedCall) => Response) => {
  const { api, rest, calls } = recordingApi(answer);
  return { contacts: createContactsDataProvider(rest, api), calls };
};

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
