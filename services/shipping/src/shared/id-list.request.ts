import { DomainError } from '@freight/kernel';

export const MAX_IDS_PER_CALL = 100;

/** A bulk call's body: a non-empty list of at most MAX_IDS_PER_CALL ids (text or number), else 400. */
export function parseIdList(body: unknown, field: string): unknown[] {
  if (body === undefined || body === null) throw DomainError.invalid([{ field, code: 'VALIDATION.REQUIRED' }]);
  if (!Array.isArray(body)) throw DomainError.invalid([{ field, code: 'VALIDATION.INVALID_FORMAT' }]);
  if (!body.length) throw DomainError.invalid([{ field, code: 'VALIDATION.REQUIRED' }]);
  if (body.length > MAX_IDS_PER_CALL) throw DomainError.invalid([{ field, code: 'VALIDATION.MAX', params: { limit: MAX_IDS_PER_CALL } }]);
  const bad = body.findIndex(
    (id) => !((typeof id === 'string' && id.length > 0 && id.length <= 64) || (typeof id === 'number' && Number.isFinite(id))),
  );
  if (bad >= 0) throw DomainError.invalid([{ field: `${field}.${bad}`, code: 'VALIDATION.INVALID_FORMAT' }]);
  return body;
}
