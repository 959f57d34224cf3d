import { DomainError, ListQuery, parseListQuery, type FieldError } from '@freight/kernel';
import {
  BOOKED_SORTABLE,
  BOOKED_STATUSES,
  type BookedSortField,
  type BookedStatus,
  MIN_BOOKED_SEARCH_CHARACTERS,
} from '@freight/reference-data';
import { parseIsoDate } from '../../../shared/stockholm-time';

const MAX_SEARCH_CHARACTERS = 100;
/** The console's largest page size is 100; a bigger page is refused rather than read. */
export const MAX_BOOKED_PAGE = 100;

export interface BookedFilter {
  /** Searched in consignment number, consignee name and references (trimmed, as typed). */
  q?: string;
  statuses?: BookedStatus[];
  /** Europe/Stockholm business dates of the booking, inclusive. */
  from?: string;
  to?: string;
}

const invalid = (field: string, code: FieldError['code'], params?: FieldError['params']): never => {
  throw DomainError.invalid([{ field: `filter.${field}`, code, ...(params ? { params } : {}) }]);
};

function parseSearch(value: unknown): string | undefined {
  if (typeof value !== 'string') return invalid('q', 'VALIDATION.INVALID_FORMAT');
  const q = value.trim();
  if (q.length === 0) return undefined;
  if (q.length < MIN_BOOKED_SEARCH_CHARACTERS) return invalid('q', 'VALIDATION.TOO_SHORT');
  if (q.length > MAX_SEARCH_CHARACTERS) return invalid('q', 'VALIDATION.TOO_LONG');
  return q;
}

function parseStatuses(value: unknown): BookedStatus[] {
  const values = Array.isArray(value) ? value : [value];
  if (
    !values.length ||
    values.length > BOOKED_STATUSES.length ||
    !values.every((v) => typeof v === 'string' && (BOOKED_STATUSES as readonly string[]).includes(v))
  ) {
    return invalid('status', 'VALIDATION.INVALID_FORMAT');
  }
  return [...new Set(values as BookedStatus[])];
}

function parseDate(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return (typeof value === 'string' && parseIsoDate(value.trim())) || invalid(field, 'VALIDATION.INVALID_FORMAT');
}

/**
 * The booked list's query in ra-data-simple-rest's shape: sort=["dateBooked"|"price","ASC"|"DESC"],
 * range=[start,end] (at most 100 rows), filter={q, status, from, to}. Anything else in the filter, or a
 * value of the wrong shape: 400 with the field named.
 */
export function parseBookedListQuery(query: Record<string, unknown>): { list: ListQuery<BookedSortField>; filter: BookedFilter } {
  const list = parseListQuery(query, {
    sortable: BOOKED_SORTABLE,
    defaultSort: { field: 'dateBooked', order: 'DESC' },
    maxPageSize: MAX_BOOKED_PAGE,
  });
  const filter: BookedFilter = {};
  for (const [key, value] of Object.entries(list.filter)) {
    if (key === 'q') filter.q = parseSearch(value);
    else if (key === 'status') filter.statuses = parseStatuses(value);
    else if (key === 'from') filter.from = parseDate(value, 'from');
    else if (key === 'to') filter.to = parseDate(value, 'to');
    else invalid(key, 'VALIDATION.UNKNOWN_FIELD');
  }
  if (filter.from && filter.to && filter.to < filter.from) invalid('to', 'VALIDATION.MIN', { limit: filter.from });
  for (const key of Object.keys(filter) as (keyof BookedFilter)[]) if (filter[key] === undefined) delete filter[key];
  return { list, filter };
}
