import { createHash, randomBytes } from 'node:crypto';

/** Links mailed once (invites, password resets) are known by the SHA-256 of their token: a database copy holds no usable link. */
export const hashOneTimeToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Opaque, 256 random bits, and the hash that is stored in its place. */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}
