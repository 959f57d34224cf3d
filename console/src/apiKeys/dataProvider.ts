import type { DataProvider } from 'react-admin';
import type { ApiClient } from '../dataProvider/apiClient';
import type { Id } from '../session/session';
import { customerSegment, onlyThese, pathSegment } from '../dataProvider/resourceParts';

export const API_KEYS_RESOURCE = 'apiKeys';

export const API_KEY_SCOPES = ['read', 'book'] as const;
export type ApiKeyScopeName = (typeof API_KEY_SCOPES)[number];

export interface ApiKey {
  id: string;
  name: string;
  scopes: ApiKeyScopeName[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** Every key (the server's page limit), newest first: the profile lists them whole. */
export const API_KEY_LIST = { pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' } } as const;

const c = pathSegment;

/**
 * The API keys resource (auth service, issue 28; issue 26): GET /auth/keys/{customerId} through ra-data-simple-rest
 * (range, sort on createdAt, Content-Range). Issuing a key (its secret answered this once) and revoking one (it stays
 * listed, revoked, so not a delete the list would drop) are the actions of createApiKeysApi.
 */
export const createApiKeysDataProvider = (rest: DataProvider): DataProvider =>
  onlyThese(API_KEYS_RESOURCE, 'listed here; issuing and revoking are actions', {
    // The customer's keys, as `meta.custId`.
    getList: async (resource, params) => rest.getList(`auth/keys/${customerSegment(resource, params.meta)}`, params),
  });

/** The API key actions: issue one with its scopes (the key answered this once) and revoke one. */
export const createApiKeysApi = (api: ApiClient) => ({
  createApiKey: (customerId: Id, data: { name: string; scopes: ApiKeyScopeName[] }) =>
    api.json<ApiKey & { key: string }>(`/auth/keys/${c(customerId)}`, { method: 'POST', data }),
  revokeApiKey: (customerId: Id, keyId: string) =>
    api.json<ApiKey>(`/auth/keys/${c(customerId)}/${encodeURIComponent(keyId)}`, { method: 'DELETE' }),
});

export type ApiKeysApi = ReturnType<typeof createApiKeysApi>;
