import { describe, expect, it } from '@jest/globals';
import { jsonResponse, recordingApi, requested } from '../testing/recordingApi';
import { API_KEY_LIST, createApiKeysApi, createApiKeysDataProvider } from './dataProvider';

const key = { id: 'a1b2c3d4e5f6', name: 'ERP', scopes: ['read'], createdAt: '2026-11-01T10:00:00Z', lastUsedAt: null, revokedAt: null };

describe('API keys data provider', () => {
  it("lists a customer's keys at /auth/keys/{customerId}, newest first, the total from Content-Range", async () => {
    const { rest, calls } = recordingApi(() => jsonResponse([key], { 'Content-Range': 'apikeys 0-0/1' }));
    const list = await createApiKeysDataProvider(rest).getList('apiKeys', { ...API_KEY_LIST, filter: {}, meta: { custId: 1001 } });
    expect(list).toEqual({ data: [key], total: 1 });
    expect(requested(calls[0])).toEqual({
      method: 'GET',
      path: '/api/auth/keys/1001',
      query: { sort: '["createdAt","DESC"]', range: '[0,99]', filter: '{}' },
    });
    await expect(createApiKeysDataProvider(rest).getList('apiKeys', { ...API_KEY_LIST })).rejects.toThrow('meta.custId is required');
  });

  it('issues a key (answered once) and revokes one as actions; the resource itself neither creates nor deletes', async () => {
    const { api, rest, calls } = recordingApi(() => jsonResponse({ ...key, key: 'frk_a1b2c3d4e5f6_secret' }));
    const keys = createApiKeysApi(api);
    expect((await keys.createApiKey(1001, { name: 'ERP', scopes: ['read'] })).key).toBe('frk_a1b2c3d4e5f6_secret');
    await keys.revokeApiKey(1001, key.id);
    expect(calls).toEqual([
      { path: '/auth/keys/1001', method: 'POST', body: { name: 'ERP', scopes: ['read'] } },
      { path: '/auth/keys/1001/a1b2c3d4e5f6', method: 'DELETE', body: undefined },
    ]);
    const resource = createApiKeysDataProvider(rest);
    await expect(resource.create('apiKeys', { data: {} })).rejects.toThrow('actions');
    await expect(resource.delete('apiKeys', { id: key.id })).rejects.toThrow('actions');
  });
});
