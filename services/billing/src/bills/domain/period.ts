import { DomainError } from '@freight/kernel/domain';
import { isCalendarDate } from '@freight/reference-data';

/** `from`/`to` (YYYY-MM-DD, inclusive) from the query string or react-admin's filter; absent means open. */
export function parsePeriod(query: Record<string, unknown>, filter: Record<string, unknown>): { from: string | null; to: string | null } {
  const read = (name: 'from' | 'to'): string | null => {
    const raw = query[name] ?? filter[name];
    if (raw === undefined || raw === '' || raw === null) return null;
    if (!isCalendarDate(raw)) throw DomainError.invalid([{ field: name, code: 'VALIDATION.INVALID_FORMAT' }]);
    return raw;
  };
  return { from: read('from'), to: read('to') };
}
