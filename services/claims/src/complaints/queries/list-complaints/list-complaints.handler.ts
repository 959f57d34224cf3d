import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isAdmin } from '@freight/kernel';
import { RecordCustomerSettings } from '../../../booked-orders/record-customer-settings';
import { ComplaintViews } from '../../application/complaint-views';
import type { ComplaintResponse } from '../../complaint.response';
import { ComplaintRepository } from '../../database/complaint.repository';
import { ListComplaintsQuery } from './list-complaints.query';

const boolFilter = (raw: unknown): boolean | undefined =>
  raw === true || raw === 'true' || raw === 1 || raw === '1'
    ? true
    : raw === false || raw === 'false' || raw === 0 || raw === '0'
      ? false
      : undefined;

/** A page of complaints, filtered in the database; archived per the filter, else per the customer's archivedComplaints setting. */
@QueryHandler(ListComplaintsQuery)
export class ListComplaintsHandler implements IQueryHandler<ListComplaintsQuery, { rows: ComplaintResponse[]; total: number }> {
  constructor(
    private readonly complaints: ComplaintRepository,
    private readonly settings: RecordCustomerSettings,
    private readonly views: ComplaintViews,
  ) {}

  async execute({ principal, customerId, list }: ListComplaintsQuery): Promise<{ rows: ComplaintResponse[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const filter = list.filter;
    const admin = isAdmin(principal);
    const owner = customerId ?? (admin ? (typeof filter.custId === 'number' ? filter.custId : undefined) : principal.customerId);
    if (owner !== undefined) where.push(`customer_id = ${param(owner)}`);
    const ids = Array.isArray(filter.id) ? filter.id.filter((v): v is number => Number.isInteger(v)) : undefined;
    if (ids) where.push(`id = ANY(${param(ids)}::bigint[])`);
    else {
      const archived =
        boolFilter(filter.archived) ?? (owner !== undefined && !admin ? await this.settings.archivedComplaints(owner) : undefined);
      if (archived !== undefined) where.push(`archived = ${param(archived)}`);
    }
    for (const [key, column] of [
      ['processed', 'processed'],
      ['markMemberList', 'mark_member_list'],
      ['markAdminList', 'mark_admin_list'],
    ] as const) {
      const value = boolFilter(filter[key]);
      if (value !== undefined && (key !== 'markAdminList' || admin)) where.push(`${column} = ${param(value)}`);
    }
    if (typeof filter.q === 'string' && filter.q.trim()) {
      const like = param(`%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(identifier ILIKE ${like} OR description ILIKE ${like})`);
    }
    const { rows, total } = await this.complaints.page({ sql: where, params }, list);
    return { rows: await this.views.of(principal, rows), total };
  }
}
