import { describe, expect, it } from '@jest/globals';
import { jsonResponse, recordingApi, requested } from '../testing/recordingApi';
import { createUsersApi, createUsersDataProvider } from './dataProvider';

describe('users data provider', () => {
  it("lists a company's users at /auth/users/{customerId}, one page from the database, the total from Content-Range", async () => {
    const { rest, calls } = recordingApi(() => jsonResponse([{ id: 5 }], { 'Content-Range': 'users 10-10/11' }));
    const list = await createUsersDataProvider(rest).getList('users', {
      meta: { custId: 1001 },
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(list).toEqual({ data: [{ id: 5 }], total: 11 });
    expect(requested(calls[0])).toEqual({
      method: 'GET',
      path: '/api/auth/users/1001',
      query: { sort: '["id","ASC"]', range: '[10,19]', filter: '{}' },
    });
  });

  it('invites, changes a role and deactivates as actions', async () => {
    const { api, calls } = recordingApi(() => jsonResponse({}));
    const users = createUsersApi(api);
    await users.inviteUser(1001, { email: 'k@example.se', role: 'booker' });
    await users.changeUserRole(1001, 5, 'viewer');
    await users.deactivateUser(1001, 5);
    expect(calls).toEqual([
      { path: '/auth/users/1001/invites', method: 'POST', body: { email: 'k@example.se', role: 'booker' } },
      { path: '/auth/users/1001/5/role', method: 'PUT', body: { role: 'viewer' } },
      { path: '/auth/users/1001/5/deactivate', method: 'POST', body: undefined },
    ]);
    await expect(createUsersDataProvider(recordingApi(() => jsonResponse({})).rest).delete('users', { id: 5 })).rejects.toThrow('actions');
  });
});
