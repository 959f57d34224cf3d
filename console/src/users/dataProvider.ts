import type { DataProvider } from 'react-admin';
import type { Schema } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';
import type { CompanyRole, Id } from '../session/session';
import { customerSegment, onlyThese, pathSegment } from '../dataProvider/resourceParts';

export const USERS_RESOURCE = 'users';

export type CompanyUser = Schema<'CompanyUser'>;
export type UserInvite = Schema<'UserInvite'>;

const c = pathSegment;

/**
 * The company users resource (auth service, issue 32; issue 26): GET /auth/users/{customerId} through
 * ra-data-simple-rest, paged and sorted in the database. A user is not created, edited or deleted as a record: an
 * invite, a role change and a deactivation are the actions of createUsersApi.
 */
export const createUsersDataProvider = (rest: DataProvider): DataProvider =>
  onlyThese(USERS_RESOURCE, 'listed here; invite, role change and deactivation are actions', {
    // The company whose users are listed, as `meta.custId`.
    getList: async (resource, params) => rest.getList(`auth/users/${customerSegment(resource, params.meta)}`, params),
  });

/** The actions on a company's users: invite a colleague, change a role, deactivate. */
export const createUsersApi = (api: ApiClient) => ({
  inviteUser: (customerId: Id, data: { email: string; role: CompanyRole }) =>
    api.json<UserInvite>(`/auth/users/${c(customerId)}/invites`, { method: 'POST', data }),
  changeUserRole: (customerId: Id, userId: Id, role: CompanyRole) =>
    api.json<CompanyUser>(`/auth/users/${c(customerId)}/${encodeURIComponent(String(userId))}/role`, { method: 'PUT', data: { role } }),
  deactivateUser: (customerId: Id, userId: Id) =>
    api.json<CompanyUser>(`/auth/users/${c(customerId)}/${encodeURIComponent(String(userId))}/deactivate`, { method: 'POST' }),
});

export type UsersApi = ReturnType<typeof createUsersApi>;
