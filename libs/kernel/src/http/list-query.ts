import type { FastifyReply } from 'fastify';
import { DomainError } from '../errors/domain-error';

/** The query shape ra-data-simple-rest sends: sort=["field","ASC"], range=[0,24], filter={...}. */
export interface ListQuery<F extends string = string> {
  sort: { field: F; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: Record<string, unknown>;
}

export interface ListQueryOptions<F extends string> {
  sortable: readonly F[];
  defaultSort: { field: F; order: 'ASC' | 'DESC' };
  maxPageSize?: number;
}

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(String(raw));
  } catch {
    throw DomainError.invalid([{ field: name, code: 'VALIDATION.INVALID_FORMAT' }]);
  }
}

export function parseListQuery<F extends string>(query: Record<string, unknown>, options: ListQueryOptions<F>): ListQuery<F> {
  const maxPageSize = options.maxPageSize ?? 500;
  const sortRaw = parseJson('sort', query.sort);
  const rangeRaw = parseJson('range', query.range);
  const filterRaw = parseJson('filter', query.filter) ?? {};

  let sort = options.defaultSort;
  if (sortRaw !== undefined) {
    if (!Array.isArray(sortRaw) || !options.sortable.includes(sortRaw[0]) || !['ASC', 'DESC'].includes(String(sortRaw[1]).toUpperCase())) {
      throw DomainError.invalid([{ field: 'sort', code: 'VALIDATION.INVALID_FORMAT' }]);
    }
    sort = { field: sortRaw[0] as F, order: String(sortRaw[1]).toUpperCase() as 'ASC' | 'DESC' };
  }

  let range = { start: 0, end: Math.min(24, maxPageSize - 1) };
  if (rangeRaw !== undefined) {
    const ok =
      Array.isArray(rangeRaw) &&
      rangeRaw.length === 2 &&
      rangeRaw.every((n) => Number.isInteger(n) && n >= 0) &&
      rangeRaw[1] >= rangeRaw[0];
    if (!ok) throw DomainError.invalid([{ field: 'range', code: 'VALIDATION.INVALID_FORMAT' }]);
    if (rangeRaw[1] - rangeRaw[0] + 1 > maxPageSize)
      throw DomainError.invalid([{ field: 'range', code: 'VALIDATION.MAX', params: { limit: maxPageSize } }]);
    range = { start: rangeRaw[0], end: rangeRaw[1] };
  }

  if (typeof filterRaw !== 'object' || filterRaw === null || Array.isArray(filterRaw)) {
    throw DomainError.invalid([{ field: 'filter', code: 'VALIDATION.INVALID_FORMAT' }]);
  }
  return { sort, range, filter: filterRaw as Record<string, unknown> };
}

/** `Content-Range: orders 0-24/319`, which ra-data-simple-rest reads for the total. */
export function setContentRange(reply: FastifyReply, resource: string, range: { start: number }, count: number, total: number): void {
  const end = count === 0 ? range.start : range.start + count - 1;
  void reply.header('Content-Range', `${resource} ${range.start}-${end}/${total}`);
  void reply.header('Access-Control-Expose-Headers', 'Content-Range');
}
