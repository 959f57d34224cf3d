import { describe, expect, it } from '@jest/globals';
import { jsonResponse, recordingApi, requested } from '../testing/recordingApi';
import { createAuditDataProvider } from './dataProvider';

describe('audit data provider', () => {
  it("lists one customer's trail at /auth/audit/{customerId}, sort, range and filter for the server", async () => {
    const { rest, calls } = recordingApi(() => jsonResponse([{ id: 3 }], { 'Content-Range': 'audit 25-25/26' }));
    const list = await createAuditDataProvider(rest).getList('audit', {
      meta: { custId: 1001 },
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'occurredAt', order: 'DESC' },
      filter: { action: 'sign-in' },
    });
    expect(list).toEqual({ data: [{ id: 3 }], total: 26 });
    expect(requested(calls[0])).toEqual({
      method: 'GET',
      path: '/api/auth/audit/1001',
      query: { sort: '["occurredAt","DESC"]', range: '[25,49]', filter: '{"action":"sign-in"}' },
    });
  });

  it('needs the customer and only reads', async () => {
    const { rest } = recordingApi(() => jsonResponse([]));
    const audit = createAuditDataProvider(rest);
    await expect(
      audit.getList('audit', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow('meta.custId is required');
    await expect(audit.delete('audit', { id: 1 })).rejects.toThrow('read-only');
  });
});
