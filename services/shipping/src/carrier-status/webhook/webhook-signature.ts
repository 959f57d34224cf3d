import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/** The X-Signature value a carrier sends: "sha256=" and the hex HMAC-SHA256 of the raw body under its secret. */
export function signWebhookBody(secret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * True only for a well-formed signature of exactly these bytes. The digests are compared in constant
 * time, so the answer's timing does not tell a forger how many leading bytes were right.
 */
export function verifyWebhookSignature(secret: string, body: string | Buffer | undefined, header: string | string[] | undefined): boolean {
  if (body === undefined || typeof header !== 'string') return false;
  const match = SIGNATURE.exec(header.trim());
  if (!match) return false;
  const given = Buffer.from(match[1], 'hex');
  const expected = createHmac('sha256', secret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
