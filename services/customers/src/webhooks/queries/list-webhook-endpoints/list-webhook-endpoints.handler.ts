import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListQuery, TransactionHost } from '@freight/kernel';
import { Page, WebhookEndpointResponse } from '../../webhooks.response';

export class ListWebhookEndpointsQuery {
  constructor(
    readonly customerId: number,
    readonly list: ListQuery<'createdAt'>,
  ) {}
}

/** One page of a customer's endpoints, each with how many of its deliveries wait and have failed. */
@QueryHandler(ListWebhookEndpointsQuery)
export class ListWebhookEndpointsHandler implements IQueryHandler<ListWebhookEndpointsQuery, Page<WebhookEndpointResponse>> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, list }: ListWebhookEndpointsQuery): Promise<Page<WebhookEndpointResponse>> {
    const rows: (WebhookEndpointResponse & { total: number; created_at: Date })[] = await this.tx.manager.query(
      `SELECT e.id, e.url, e.description, e.events, e.created_at, count(*) OVER ()::int AS total,
              (SELECT count(*)::int FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.status IN ('pending', 'sending')) AS pending,
              (SELECT count(*)::int FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.status = 'failed') AS failed
         FROM webhook_endpoints e WHERE e.customer_id = $1
        ORDER BY e.created_at ${list.sort.order === 'ASC' ? 'ASC' : 'DESC'}, e.id OFFSET $2 LIMIT $3`,
      [customerId, list.range.start, list.range.end - list.range.start + 1],
    );
    const total = rows[0]?.total ?? (await this.count(customerId));
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        url: r.url,
        description: r.description,
        events: r.events,
        createdAt: new Date(r.created_at).toISOString(),
        pending: r.pending,
        failed: r.failed,
      })),
    };
  }

  /** A page past the end has no row to carry the total. */
  private async count(customerId: number): Promise<number> {
    const [{ n }] = await this.tx.manager.query('SELECT count(*)::int AS n FROM webhook_endpoints WHERE customer_id = $1', [customerId]);
    return n;
  }
}
