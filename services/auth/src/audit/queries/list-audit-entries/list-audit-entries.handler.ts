import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, ListQuery, TransactionHost } from '@freight/kernel';
import { userNames } from '../../../users/application/user-accounts';
import { AuditEntryResponse, toAuditEntryResponse } from '../../audit-entry.response';
import { BUSINESS_TIME_ZONE, isCalendarDate } from '@freight/reference-data';

export const AUDIT_SORTABLE = ['occurredAt', 'action', 'userId'] as const;
export type AuditSortField = (typeof AUDIT_SORTABLE)[number];

const SORT_COLUMN: Record<AuditSortField, string> = { occurredAt: 'occurred_at', action: 'action', userId: 'user_id' };

export class ListAuditEntriesQuery {
  constructor(
    readonly customerId: number,
    readonly list: ListQuery<AuditSortField>,
  ) {}
}

/** The filters as SQL conditions on $1 = customer and further parameters; a bad value is a 400 naming the filter. */
export function auditFilter(filter: Record<string, unknown>): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const bad = (field: string) => DomainError.invalid([{ field: `filter.${field}`, code: 'VALIDATION.INVALID_FORMAT' }]);
  const add = (condition: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(condition(params.length + 1));
  };
  if (filter.userId !== undefined && filter.userId !== '') {
    const userId = Number(filter.userId);
    if (!Number.isInteger(userId) || userId < 0 || userId > 2_147_483_647) throw bad('userId');
    add((n) => `user_id = $${n}`, userId);
  }
  if (filter.action !== undefined && filter.action !== '') {
    if (typeof filter.action !== 'string' || filter.action.length > 100) throw bad('action');
    add((n) => `action = $${n}`, filter.action);
  }
  // Business dates, Europe/Stockholm: "from 2026-11-28" starts at that date's local midnight, "to" includes its whole day.
  for (const [field, condition] of [
    ['from', (n: number) => `occurred_at >= ($${n}::date)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}'`],
    ['to', (n: number) => `occurred_at < ($${n}::date + 1)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}'`],
  ] as const) {
    const value = filter[field];
    if (value === undefined || value === '') continue;
    if (!isCalendarDate(value)) throw bad(field);
    add(condition, value);
  }
  return { where, params };
}

/** One page of a customer's (and its company's) trail, filtered and sorted in the database (indexes on customer or company, and time). */
@QueryHandler(ListAuditEntriesQuery)
export class ListAuditEntriesHandler implements IQueryHandler<ListAuditEntriesQuery, { rows: AuditEntryResponse[]; total: number }> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, list }: ListAuditEntriesQuery): Promise<{ rows: AuditEntryResponse[]; total: number }> {
    const { where, params } = auditFilter(list.filter);
    // The customer's own entries and, when it belongs to a company, its colleagues' too.
    const conditions = [
      `(customer_id = $1 OR company_id = (SELECT company_id FROM audit_customer_companies WHERE customer_id = $1))`,
      ...where,
    ].join(' AND ');
    const order = list.sort.order === 'ASC' ? 'ASC' : 'DESC';
    const limit = params.length + 2;
    // The page first, then its addresses (kept beside the entries; gone, for entries that had one, after an erasure).
    const rows: Record<string, unknown>[] = await this.tx.manager.query(
      `WITH page AS (
         SELECT *, count(*) OVER ()::int AS total FROM audit_entries WHERE ${conditions}
          ORDER BY ${SORT_COLUMN[list.sort.field]} ${order} NULLS LAST, id ${order} OFFSET $${limit} LIMIT $${limit + 1}
       )
       SELECT p.*, a.address AS client_address,
              (p.address_commitment IS NOT NULL AND a.entry_id IS NULL) OR (a.entry_id IS NOT NULL AND a.address IS NULL) AS client_address_erased
         FROM page p LEFT JOIN audit_entry_addresses a ON a.entry_id = p.id
        ORDER BY p.${SORT_COLUMN[list.sort.field]} ${order} NULLS LAST, p.id ${order}`,
      [customerId, ...params, list.range.start, list.range.end - list.range.start + 1],
    );
    let total = rows[0]?.total as number | undefined;
    if (total === undefined)
      [{ n: total }] = await this.tx.manager.query(`SELECT count(*)::int AS n FROM audit_entries WHERE ${conditions}`, [
        customerId,
        ...params,
      ]);
    const names = await userNames(
      this.tx.manager,
      rows.flatMap((row) => (row.user_id === null ? [] : [Number(row.user_id)])),
    );
    return { rows: rows.map((row) => toAuditEntryResponse(row, names)), total: total! };
  }
}
