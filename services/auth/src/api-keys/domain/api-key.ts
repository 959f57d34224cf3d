import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_FORMAT, API_KEY_SCOPES, ApiKeyScope, DomainError } from '@freight/kernel/domain';

/** Keys per customer, revoked ones included (they stay listed); enough for every system a member runs. */
export const MAX_KEYS = 25;
const MAX_NAME_LENGTH = 100;

export interface NewApiKey {
  name: string;
  scopes: ApiKeyScope[];
}

export function parseNewApiKey(input: { name?: unknown; scopes?: unknown }): NewApiKey {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const scopes = Array.isArray(input.scopes) ? input.scopes : [];
  const problems: { field: string; code: 'VALIDATION.REQUIRED' | 'VALIDATION.TOO_LONG' | 'VALIDATION.INVALID_FORMAT' }[] = [];
  if (!name) problems.push({ field: 'name', code: 'VALIDATION.REQUIRED' });
  else if (name.length > MAX_NAME_LENGTH) problems.push({ field: 'name', code: 'VALIDATION.TOO_LONG' });
  if (scopes.length === 0 || !scopes.every((scope) => (API_KEY_SCOPES as readonly unknown[]).includes(scope)))
    problems.push({ field: 'scopes', code: 'VALIDATION.INVALID_FORMAT' });
  if (problems.length) throw DomainError.invalid(problems);
  return { name, scopes: API_KEY_SCOPES.filter((scope) => scopes.includes(scope)) };
}

export const hashOf = (key: string): Buffer => createHash('sha256').update(key).digest();

/** A new key: 48 bits of public id (finds the row) and 256 random bits (the secret part), and the hash that is stored. */
export function newApiKey(): { id: string; key: string; hash: Buffer } {
  const id = randomBytes(6).toString('hex');
  const key = `frk_${id}_${randomBytes(32).toString('base64url')}`;
  return { id, key, hash: hashOf(key) };
}

/** The key's public id when it is well formed. */
export const idOfKey = (key: string): string | undefined => API_KEY_FORMAT.exec(key)?.[1];

export const sameHash = (stored: Buffer, key: string): boolean => {
  const presented = hashOf(key);
  return stored.length === presented.length && timingSafeEqual(stored, presented);
};
