import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListQuery, TransactionHost } from '@freight/kernel';
import { ApiKeyResponse, toApiKeyResponse } from '../../api-keys.response';

export class ListApiKeysQuery {
  constructor(
    readonly customerId: number,
    readonly list: ListQuery<'createdAt'>,
  ) {}
}

/** One page of a customer's keys, revoked ones included. */
@QueryHandler(ListApiKeysQuery)
export class ListApiKeysHandler implements IQueryHandler<ListApiKeysQuery, { rows: ApiKeyResponse[]; total: number }> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, list }: ListApiKeysQuery): Promise<{ rows: ApiKeyResponse[]; total: number }> {
    const rows = await this.tx.manager.query(
      `SELECT id, name, scopes, created_at, last_used_at, revoked_at, count(*) OVER ()::int AS total FROM api_keys WHERE customer_id = $1
        ORDER BY created_at ${list.sort.order === 'ASC' ? 'ASC' : 'DESC'}, id OFFSET $2 LIMIT $3`,
      [customerId, list.range.start, list.range.end - list.range.start + 1],
    );
    let total: number = rows[0]?.total;
    if (total === undefined)
      [{ n: total }] = await this.tx.manager.query('SELECT count(*)::int AS n FROM api_keys WHERE customer_id = $1', [customerId]);
    return { rows: rows.map(toApiKeyResponse), total };
  }
}
