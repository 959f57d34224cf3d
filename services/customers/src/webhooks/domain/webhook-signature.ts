import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a receiver checks, as Stripe writes it: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'Frakt-Signature';

/** A receiver should refuse signatures older than this (replays); ours are made at the moment of sending. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header's value for a body sent at `at`: the timestamp is part of what is signed, so it cannot be changed. */
export function signatureHeader(secret: string, at: Date, body: string): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/**
 * What a receiver does (and our tests do): the header's timestamp within the tolerance of `now`, and one of its
 * v1 signatures equal, compared in constant time, to the HMAC of "timestamp.body" under the endpoint's secret.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex');
  return parts
    .filter(([key, value]) => key === 'v1' && typeof value === 'string' && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value, 'hex'), expected));
}
