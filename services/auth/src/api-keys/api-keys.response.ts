import type { ApiKeyScope } from '@freight/kernel';
import { arrayOf, dateTime, namedSchema, nullable, objectOf, oneOfValues, str } from '@freight/runtime';

/** A key as the profile lists it: never the key itself (nor its hash). */
export interface ApiKeyResponse {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export const API_KEY_SCHEMA = namedSchema(
  'ApiKey',
  objectOf<ApiKeyResponse>({
    id: str,
    name: str,
    scopes: arrayOf(oneOfValues(['read', 'book'])),
    createdAt: dateTime,
    lastUsedAt: nullable(dateTime),
    revokedAt: nullable(dateTime),
  }),
);

export const toApiKeyResponse = (row: {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}): ApiKeyResponse => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
});
