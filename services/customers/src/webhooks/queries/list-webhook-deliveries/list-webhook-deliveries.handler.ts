import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, ListQuery, TransactionHost } from '@freight/kernel';
import { Page, WebhookDeliveryResponse } from '../../webhooks.response';

/** Attempts shown per delivery on the profile; the log keeps every one. */
export const ATTEMPTS_SHOWN = 10;

export class ListWebhookDeliveriesQuery {
  constructor(
    readonly customerId: number,
    readonly endpointId: string,
    readonly list: ListQuery<'createdAt'>,
  ) {}
}

/** One page of an endpoint's deliveries, newest first by default, each with its latest attempts. */
@QueryHandler(ListWebhookDeliveriesQuery)
export class ListWebhookDeliveriesHandler implements IQueryHandler<ListWebhookDeliveriesQuery, Page<WebhookDeliveryResponse>> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, endpointId, list }: ListWebhookDeliveriesQuery): Promise<Page<WebhookDeliveryResponse>> {
    const [owned] = await this.tx.manager.query('SELECT 1 FROM webhook_endpoints WHERE id = $1 AND customer_id = $2', [
      endpointId,
      customerId,
    ]);
    if (!owned) throw DomainError.notFound('TENANCY.NOT_FOUND');
    const rows = await this.tx.manager.query(
      `SELECT d.id, d.endpoint_id, d.event_id, d.event_type, d.status, d.created_at, d.delivered_at, d.next_attempt_at,
              count(*) OVER ()::int AS total,
              COALESCE((SELECT json_agg(json_build_object('attemptedAt', a.attempted_at, 'statusCode', a.status_code, 'error', a.error) ORDER BY a.id DESC)
                          FROM (SELECT * FROM webhook_attempts a WHERE a.delivery_id = d.id ORDER BY a.id DESC LIMIT $5) a), '[]') AS attempts
         FROM webhook_deliveries d WHERE d.endpoint_id = $1 AND d.customer_id = $2
        ORDER BY d.created_at ${list.sort.order === 'ASC' ? 'ASC' : 'DESC'}, d.id OFFSET $3 LIMIT $4`,
      [endpointId, customerId, list.range.start, list.range.end - list.range.start + 1, ATTEMPTS_SHOWN],
    );
    let total: number = rows[0]?.total;
    if (total === undefined)
      [{ n: total }] = await this.tx.manager.query('SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1', [
        endpointId,
      ]);
    return {
      total,
      rows: rows.map((r: Record<string, unknown>) => {
        const status = r.status as WebhookDeliveryResponse['status'];
        return {
          id: r.id as string,
          endpointId: r.endpoint_id as string,
          eventId: r.event_id as string,
          eventType: r.event_type as WebhookDeliveryResponse['eventType'],
          status,
          createdAt: new Date(r.created_at as string).toISOString(),
          deliveredAt: r.delivered_at ? new Date(r.delivered_at as string).toISOString() : null,
          nextAttemptAt: status === 'pending' || status === 'sending' ? new Date(r.next_attempt_at as string).toISOString() : null,
          attempts: (r.attempts as { attemptedAt: string; statusCode: number | null; error: string | null }[]).map((a) => ({
            attemptedAt: new Date(a.attemptedAt).toISOString(),
            statusCode: a.statusCode,
            error: a.error,
          })),
        };
      }),
    };
  }
}
