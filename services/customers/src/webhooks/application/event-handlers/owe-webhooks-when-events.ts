import { createHash } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventType } from '@freight/contracts';
import { TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { WebhookEvent } from '../../domain/webhook-events';
import { WebhookClock } from '../webhook-clock';
import { WebhookDispatcher } from '../webhook-dispatcher';

const customerOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

/** What one of our events tells a member's system: its own records' numbers and states, no one's personal data. */
interface Notice {
  type: WebhookEvent;
  data: Record<string, unknown>;
}

/**
 * The deliveries a consumed event owes: one per endpoint of its customer subscribed to each webhook event it
 * makes (a status change to DELIVERED makes order.status_changed and order.delivered), written in the inbox's
 * transaction, so the event is owed exactly once whatever the broker redelivers, and survives a restart. The
 * webhook event's id is derived from ours and the type, so a receiver can tell a resend from a new event.
 */
@Injectable()
export class OweWebhooksWhenEvents implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
    private readonly clock: WebhookClock,
    private readonly dispatcher: WebhookDispatcher,
  ) {}

  onModuleInit(): void {
    // Most customers have no endpoint: their events cost one read for a whole chunk, and no transaction.
    const wanted = (events: InboundEvent[]) => this.customersWithEndpoints(events);
    this.subscriptions.on('OrderBooked', `${OweWebhooksWhenEvents.name}.booked`, (event) => this.owe(event, notices(event)), { wanted });
    this.subscriptions.on('OrderStatusChanged', `${OweWebhooksWhenEvents.name}.status`, (event) => this.owe(event, notices(event)), {
      wanted,
    });
    this.subscriptions.on('OrderCancelled', `${OweWebhooksWhenEvents.name}.cancelled`, (event) => this.owe(event, notices(event)), {
      wanted,
    });
    this.subscriptions.on('BillIssued', `${OweWebhooksWhenEvents.name}.bill`, (event) => this.owe(event, notices(event)), { wanted });
  }

  private async customersWithEndpoints(events: InboundEvent[]): Promise<boolean[]> {
    const ids = events.map((event) => customerOf((event.data as { customerId: string }).customerId));
    const rows: { customer_id: number }[] = await this.tx.dataSource.query(
      'SELECT DISTINCT customer_id FROM webhook_endpoints WHERE customer_id = ANY($1)',
      [[...new Set(ids.filter((id) => id !== undefined))]],
    );
    const having = new Set(rows.map((row) => row.customer_id));
    return ids.map((id) => id !== undefined && having.has(id));
  }

  async owe(event: InboundEvent, owed: Notice[]): Promise<void> {
    const customerId = customerOf((event.data as { customerId: string }).customerId);
    if (customerId === undefined || owed.length === 0) return;
    const now = this.clock.now();
    let added = 0;
    for (const notice of owed) {
      const id = `evt_${createHash('sha256').update(`${event.envelope.eventId}:${notice.type}`).digest('hex').slice(0, 32)}`;
      const body = JSON.stringify({ id, type: notice.type, created: event.envelope.occurredAt, customerId, data: notice.data });
      const rows: unknown[] = await this.tx.manager.query(
        `INSERT INTO webhook_deliveries (id, endpoint_id, customer_id, event_id, event_type, body, created_at, retry_from, next_attempt_at)
         SELECT gen_random_uuid(), e.id, e.customer_id, $2, $3, $4, $5, $5, $5 FROM webhook_endpoints e
          WHERE e.customer_id = $1 AND $3 = ANY(e.events)
         ON CONFLICT (endpoint_id, event_id) DO NOTHING RETURNING id`,
        [customerId, id, notice.type, body, now],
      );
      added += rows.length;
    }
    if (added > 0) this.tx.afterCommit(() => this.dispatcher.nudge());
  }
}

function notices(event: InboundEvent): Notice[] {
  const type = event.envelope.eventType as EventType;
  switch (type) {
    case 'OrderBooked': {
      const d = (event as InboundEvent<'OrderBooked'>).data;
      return [
        {
          type: 'order.booked',
          data: {
            orderNo: d.orderNo,
            consignmentId: d.consignmentId,
            consignmentNo: d.consignmentNo,
            carrierId: d.supplierId,
            product: d.templateName,
            priceOre: d.priceOre,
            currency: d.currency,
            bookedAt: d.bookedAt,
          },
        },
      ];
    }
    case 'OrderStatusChanged': {
      const d = (event as InboundEvent<'OrderStatusChanged'>).data;
      const data = {
        orderNo: d.orderNo,
        consignmentNo: d.consignmentNo,
        status: d.status,
        previousStatus: d.previousStatus,
        occurredAt: d.occurredAt,
      };
      return d.status.toUpperCase() === 'DELIVERED'
        ? [
            { type: 'order.status_changed', data },
            { type: 'order.delivered', data },
          ]
        : [{ type: 'order.status_changed', data }];
    }
    case 'OrderCancelled': {
      const d = (event as InboundEvent<'OrderCancelled'>).data;
      return [
        {
          type: 'order.cancelled',
          data: { orderNo: d.orderNo, consignmentNo: d.consignmentNo, cancelledAt: d.cancelledAt, reason: d.reason },
        },
      ];
    }
    case 'BillIssued': {
      const d = (event as InboundEvent<'BillIssued'>).data;
      return [
        {
          type: 'bill.issued',
          data: {
            billId: d.billId,
            ocr: d.ocr,
            billDate: d.billDate,
            dueDate: d.dueDate,
            totalExclVatOre: d.totalCapitalOre,
            vatOre: d.totalVatOre,
            currency: d.currency,
            credit: d.credit,
            creditsBillId: d.creditsBillId || undefined,
          },
        },
      ];
    }
    default:
      return [];
  }
}
