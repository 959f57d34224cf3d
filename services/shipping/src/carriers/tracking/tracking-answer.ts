import { CarrierUnavailable } from '../carrier-errors';
import type { HttpAnswer } from '../carrier-http';

/**
 * The body of a tracking answer, or null when the carrier knows no such number (yet); anything else that is not
 * a 200 is worth asking again later (never a refusal: tracking changes nothing at the carrier).
 */
export function trackingBody(carrier: string, answer: HttpAnswer, notFound: (answer: HttpAnswer) => boolean): unknown {
  if (answer.status === 200) return answer.body;
  if (notFound(answer)) return null;
  const retryAfterMs = answer.retryAfter && /^\d+$/.test(answer.retryAfter) ? Number(answer.retryAfter) * 1000 : undefined;
  if (answer.status === 429) throw new CarrierUnavailable(carrier, 'rate_limited', false, 429, retryAfterMs);
  if (answer.status === 401 || answer.status === 403) throw new CarrierUnavailable(carrier, 'auth', false, answer.status);
  throw new CarrierUnavailable(carrier, answer.status >= 500 ? 'server' : 'malformed', false, answer.status, retryAfterMs);
}

export type Json = Record<string, unknown>;
export const obj = (v: unknown): Json | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined);
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
