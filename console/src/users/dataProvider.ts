import type { DataProvider, GetListParams } from 'react-admin';
import type { Schema } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';
import type { CompanyRole, Id } from '../session/session';

export const USERS_RESOURCE = 'users';

export type CompanyUser = Schema<'CompanyUser'>;
export type UserInvite = Schema<'UserInvite'>;

const c = (customerId: Id) => encodeURIComponent(String(customerId));

/** The company whose users are listed, as `meta.custId`. */
const companyOf = (meta: GetListParams['meta']) => {
  const custId = meta?.custId as Id | undefined;
  if (custId === undefined) throw new Error('users: meta.custId is required');
  return `auth/users/${c(custId)}`;
};

/**
 * The company users resource (auth service, issue 32; issue 26): GET /auth/users/{customerId} through
 * ra-data-simple-rest, paged and sorted in the database. A user is not created, edited or deleted as a record: an
 * invite, a role change and a deactivation are the actions of createUsersApi.
 */
export const createUsersDataProvider = (rest: DataProvider): DataProvider => {
  const refuse = async (): Promise<never> => {
    throw new Error('users: listed here; invite, role change and deactivation are actions');
  };
  return {
    getList: async (_resource, params) => rest.getList(companyOf(params.meta), params),
    getOne: refuse,
    getMany: refuse,
    getManyReference: refuse,
    create: refuse,
    update: refuse,
    updateMany: refuse,
    delete: refuse,
    deleteMany: refuse,
  };
};

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
