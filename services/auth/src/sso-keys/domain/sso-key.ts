import { createHash, randomBytes } from 'node:crypto';

/**
 * One-time sign-in keys: 256 random bits, base64url, stored only as their SHA-256 (base64url),
 * valid for ten minutes and for one sign-in. scripts/sso-key.mjs issues the same keys from the
 * command line; keep the two in step.
 */
export const SSO_KEY_TTL_SECONDS = 10 * 60;

export interface NewSsoKey {
  key: string;
  hash: string;
  expiresAt: Date;
}

export const hashSsoKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

export function newSsoKey(now: Date): NewSsoKey {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashSsoKey(key), expiresAt: ssoKeyExpiry(now) };
}

export const ssoKeyExpiry = (issuedAt: Date): Date => new Date(issuedAt.getTime() + SSO_KEY_TTL_SECONDS * 1000);

/** A key is good strictly before its expiry instant: at the instant itself it has expired. */
export const isSsoKeyExpired = (expiresAt: Date, now: Date): boolean => now.getTime() >= expiresAt.getTime();

/** Unused and unexpired. */
export const isSsoKeyRedeemable = (key: { expiresAt: Date; usedAt: Date | null }, now: Date): boolean =>
  key.usedAt === null && !isSsoKeyExpired(key.expiresAt, now);

/** The console's SSO screen (spec 2.5) takes the key from this route. */
export const ssoKeyPath = (key: string): string => `/sso/${key}`;
