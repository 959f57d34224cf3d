import { DomainError } from '@freight/kernel';
import { parseIsoDate } from '../../../shared/stockholm-time';

export interface ListFilter {
  booked: boolean;
  /** Europe/Stockholm business dates, inclusive; turned into instants by PostgreSQL (it knows the zone's rules). */
  from?: string;
  to?: string;
}

/** The send list's and booked list's query: booked 0 or 1 (default 0), from and to as ISO dates. Anything else: 400. */
export function parseListFilter(query: { booked?: unknown; from?: unknown; to?: unknown }): ListFilter {
  const errors: { field: string; code: 'VALIDATION.INVALID_FORMAT' | 'VALIDATION.MIN'; params?: Record<string, string> }[] = [];
  const { booked, from, to } = query;
  if (booked !== undefined && booked !== '0' && booked !== '1') errors.push({ field: 'booked', code: 'VALIDATION.INVALID_FORMAT' });
  const date = (value: unknown, field: string) => {
    if (value === undefined || value === '') return undefined;
    const parsed = typeof value === 'string' ? parseIsoDate(value.trim()) : undefined;
    if (!parsed) errors.push({ field, code: 'VALIDATION.INVALID_FORMAT' });
    return parsed;
  };
  const fromDate = date(from, 'from');
  const toDate = date(to, 'to');
  if (fromDate && toDate && toDate < fromDate) errors.push({ field: 'to', code: 'VALIDATION.MIN', params: { limit: fromDate } });
  if (errors.length) throw DomainError.invalid(errors);
  return { booked: booked === '1', ...(fromDate ? { from: fromDate } : {}), ...(toDate ? { to: toDate } : {}) };
}
