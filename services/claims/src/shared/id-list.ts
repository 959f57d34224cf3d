import { DomainError, parseId } from '@freight/kernel';

/** A body that is a list of ids (`[1, 2]` or `{ids: [1, 2]}`), as the bulk calls take it. */
export function parseIdList(body: unknown): number[] {
  const list = Array.isArray(body) ? body : (body as { ids?: unknown } | undefined)?.ids;
  if (!Array.isArray(list) || list.length === 0) throw DomainError.invalid([{ field: 'ids', code: 'VALIDATION.REQUIRED' }]);
  if (list.length > 500) throw DomainError.invalid([{ field: 'ids', code: 'VALIDATION.TOO_LONG' }]);
  const ids = list.map((raw) => parseId(typeof raw === 'number' ? String(raw) : raw));
  if (ids.some((id) => id === undefined)) throw DomainError.invalid([{ field: 'ids', code: 'VALIDATION.INVALID_FORMAT' }]);
  return [...new Set(ids as number[])];
}

/** `?checked=0|1` (and true/false). */
export function parseFlag(raw: unknown, field: string): boolean {
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw DomainError.invalid([{ field, code: raw === undefined || raw === '' ? 'VALIDATION.REQUIRED' : 'VALIDATION.INVALID_FORMAT' }]);
}

/** A path id: malformed is as unknown as missing. */
export function pathId(raw: string): number {
  const id = parseId(raw);
  if (id === undefined) throw DomainError.notFound();
  return id;
}
