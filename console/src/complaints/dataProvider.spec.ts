import { describe, expect, it } from '@jest/globals';
import simpleRestProvider from 'ra-data-simple-rest';
import { toRaHttpClient } from '../dataProvider/raHttpClient';
import { jsonResponse as json, recordingApi as fakeApi } from '../testing/recordingApi';
import { createComplaintsApi, createComplaintsDataProvider, megabytes } from './dataProvider';

describe('complaints resource', () => {
  it("lists one customer's complaints in ra-data-simple-rest's shape, the total from Content-Range", async () => {
    const { api, calls } = fakeApi(() => json([{ id: 7 }], { 'Content-Range': 'complaint 25-25/26' }));
    const list = await createComplaintsDataProvider(simpleRestProvider('', toRaHttpClient(api)), api).getList('complaints', {
      meta: { custId: 1001 },
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'sentDate', order: 'ASC' },
      filter: { archived: true, q: '', processed: undefined },
    });
    expect(list).toEqual({ data: [{ id: 7 }], total: 26 });
    const url = new URL(calls[0].path, 'http://x');
    expect(url.pathname).toBe('/complaint/customer/1001');
    expect(Object.fromEntries(url.searchParams)).toEqual({ sort: '["sentDate","ASC"]', range: '[25,49]', filter: '{"archived":true}' });
  });

  it('updates with PUT /complaint/ and the id in the body, as the spec has it', async () => {
    const { api, calls } = fakeApi((call) => json({ id: 7, ...(call.body as object) }));
    await createComplaintsDataProvider(simpleRestProvider('', toRaHttpClient(api)), api).update('complaints', {
      id: 7,
      data: { send: true },
      previousData: { id: 7 },
    });
    expect(calls).toEqual([{ path: '/complaint/', method: 'PUT', body: { send: true, id: 7 } }]);
  });

  it('sets archived or markMemberList on many through the bulk calls, the value in the query and the ids as the body', async () => {
    const { api, calls } = fakeApi(() => json({ updated: [1, 2] }));
    const complaints = createComplaintsDataProvider(simpleRestProvider('', toRaHttpClient(api)), api);
    await complaints.updateMany('complaints', { ids: [1, 2], data: { archived: true } });
    await complaints.updateMany('complaints', { ids: [1], data: { archived: false } });
    await complaints.updateMany('complaints', { ids: [2], data: { markMemberList: true } });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/complaint/bulk/archive/?archived=1', [1, 2]],
      ['PUT', '/complaint/bulk/archive/?archived=0', [1]],
      ['PUT', '/complaint/bulk/mark/?checked=1', [2]],
    ]);
  });

  it("passes the server's refusal of a late claim on as an ApiError with its text", async () => {
    const { api } = fakeApi(() =>
      json(
        {
          statusCode: 422,
          code: 'CLAIM.DEADLINE_PASSED',
          message: 'Tiden för att anmäla skadan gick ut 2026-05-01 (30 dagar efter leveransen)',
        },
        {},
        422,
      ),
    );
    const complaints = createComplaintsApi(api, { accessToken: () => undefined, language: () => 'sv' });
    await expect(complaints.submitInsuranceClaim(3)).rejects.toMatchObject({
      status: 422,
      serverMessage: 'Tiden för att anmäla skadan gick ut 2026-05-01 (30 dagar efter leveransen)',
    });
  });

  it('shows sizes in kB under a megabyte, else in whole or tenth megabytes', () => {
    expect(megabytes(25 * 1024 * 1024)).toBe('25 MB');
    expect(megabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(megabytes(4200)).toBe('5 kB');
  });
});
