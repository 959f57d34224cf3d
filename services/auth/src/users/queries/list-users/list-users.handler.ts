import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isCompanyRole, ListQuery, TransactionHost } from '@freight/kernel';
import { CompanyUserResponse, toCompanyUserResponse, USER_COLUMNS, UserRow } from '../../users.response';

export const USER_SORTS = ['id', 'username', 'role', 'createdAt'] as const;
const SORT_COLUMN: Record<(typeof USER_SORTS)[number], string> = { id: 'id', username: 'username', role: 'role', createdAt: 'created_at' };

export class ListUsersQuery {
  constructor(
    readonly customerId: number,
    readonly list: ListQuery<(typeof USER_SORTS)[number]>,
  ) {}
}

/** One page of a company's users, paged, sorted and filtered (q: name or e-mail, role, active) in the database. */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, { rows: CompanyUserResponse[]; total: number }> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, list }: ListUsersQuery): Promise<{ rows: CompanyUserResponse[]; total: number }> {
    const where = ['customer_id = $1', 'NOT demo'];
    const params: unknown[] = [customerId];
    const { q, role, active } = list.filter;
    if (typeof q === 'string' && q.trim()) {
      params.push(
        `%${q
          .trim()
          .toLowerCase()
          .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      );
      where.push(`(username LIKE $${params.length} OR lower(email) LIKE $${params.length})`);
    }
    if (isCompanyRole(role)) {
      params.push(role);
      where.push(`role = $${params.length}`);
    }
    if (typeof active === 'boolean') {
      params.push(active);
      where.push(`active = $${params.length}`);
    }
    const order = list.sort.order === 'ASC' ? 'ASC' : 'DESC';
    const rows: Array<UserRow & { total: number }> = await this.tx.manager.query(
      `SELECT ${USER_COLUMNS}, count(*) OVER ()::int AS total FROM users WHERE ${where.join(' AND ')}
        ORDER BY ${SORT_COLUMN[list.sort.field]} ${order}, id OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, list.range.start, list.range.end - list.range.start + 1],
    );
    let total = rows[0]?.total;
    if (total === undefined)
      [{ n: total }] = await this.tx.manager.query(`SELECT count(*)::int AS n FROM users WHERE ${where.join(' AND ')}`, params);
    return { rows: rows.map(toCompanyUserResponse), total };
  }
}
