import type { Schema } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';
import { readJson } from '../dataProvider/ApiError';
import type { CompanyRole, Id } from '../session/session';

export type CompanyUser = Schema<'CompanyUser'>;
export type UserInvite = Schema<'UserInvite'>;

export interface UsersPage {
  rows: CompanyUser[];
  total: number;
}

const c = (customerId: Id) => encodeURIComponent(String(customerId));

/** `users 0-9/42` → 42; a missing header counts the rows (never more than one page then). */
export const totalOf = (contentRange: string | null, rows: number): number => {
  const total = Number(/\/(\d+)$/.exec(contentRange ?? '')?.[1]);
  return Number.isInteger(total) ? total : rows;
};

/** The company's users (auth service, issue 32): one page from the database, invite, role change, deactivation. */
export const createUsersApi = (api: ApiClient) => ({
  listUsers: async (customerId: Id, page: number, perPage: number): Promise<UsersPage> => {
    const range = encodeURIComponent(JSON.stringify([page * perPage, page * perPage + perPage - 1]));
    const sort = encodeURIComponent(JSON.stringify(['id', 'ASC']));
    const response = await api.request(`/auth/users/${c(customerId)}?range=${range}&sort=${sort}`);
    const rows = await readJson<CompanyUser[]>(response);
    return { rows, total: totalOf(response.headers.get('Content-Range'), rows.length) };
  },
  inviteUser: (customerId: Id, data: { email: string; role: CompanyRole }) =>
    api.json<UserInvite>(`/auth/users/${c(customerId)}/invites`, { method: 'POST', data }),
  changeUserRole: (customerId: Id, userId: Id, role: CompanyRole) =>
    api.json<CompanyUser>(`/auth/users/${c(customerId)}/${encodeURIComponent(String(userId))}/role`, { method: 'PUT', data: { role } }),
  deactivateUser: (customerId: Id, userId: Id) =>
    api.json<CompanyUser>(`/auth/users/${c(customerId)}/${encodeURIComponent(String(userId))}/deactivate`, { method: 'POST' }),
});
