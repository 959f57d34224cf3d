import { createHash } from 'node:crypto';
import { idempotencyKeyInvalid } from './idempotency.errors';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

// Printable ASCII, space included (Stripe accepts any string up to 255; we keep it to what survives every proxy unchanged).
const KEY = /^[\x20-\x7e]{1,255}$/;

/** The key of a request, undefined when it has none; a malformed one is the caller's mistake (400). */
export function parseIdempotencyKey(raw: string | string[] | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === 'string' && KEY.test(raw)) return raw;
  throw idempotencyKeyInvalid();
}

/**
 * JSON with object keys sorted at every level, so two bodies that differ only in key order (or in
 * how a serializer spaced them) count as the same request. Array order stays: it carries meaning.
 */
export function canonicalJson(value: unknown): string {
  return write(value) ?? 'null';
}

function write(value: unknown): string | undefined {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return write((value as { toJSON(): unknown }).toJSON());
  }
  switch (typeof value) {
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'bigint':
      return value.toString();
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map((item) => write(item) ?? 'null').join(',')}]`;
  const fields: string[] = [];
  for (const name of Object.keys(value as object).sort()) {
    const written = write((value as Record<string, unknown>)[name]);
    if (written !== undefined) fields.push(`${JSON.stringify(name)}:${written}`);
  }
  return `{${fields.join(',')}}`;
}

export interface RequestToFingerprint {
  method: string;
  /** The request path; a query string on it is ignored (pass `query` instead). */
  path: string;
  query?: unknown;
  body?: unknown;
}

/**
 * What "the same request" means for a key: method, path (the router ignores a trailing slash, so
 * does this), query and body, hashed so the store keeps 64 characters rather than the body.
 */
export function requestFingerprint(request: RequestToFingerprint): string {
  const path = request.path.split('?')[0].replace(/(.)\/+$/, '$1');
  const canonical = canonicalJson({ method: request.method.toUpperCase(), path, query: request.query ?? {}, body: request.body ?? null });
  return createHash('sha256').update(canonical).digest('hex');
}
