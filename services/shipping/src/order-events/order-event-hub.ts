import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { APP_LOGGER, AppLogger, Language, TransactionHost } from '@freight/kernel';
import { carrierStatusLabel, carrierStatusReason, orderStatusLabel, statusLabelText } from '../carrier-status';

/** One carrier report as the console's stream sends it: the report, and the order's status after it. */
export interface OrderEvent {
  /** The history row's id: the stream's event id, which Last-Event-ID resumes after. */
  id: string;
  customerId: number;
  orderNo: string;
  consignmentNo: string;
  /** The report: the carrier's word as written, its label, reason, place and time. */
  status: string;
  occurredAt: string;
  location: string;
  /** The order's current status word and facts, for its label. */
  orderStatus: string | null;
  carrierCode: number;
  printed: boolean;
  carrierState: 'waiting' | 'confirmed' | 'refused' | 'cancelled' | null;
}

export interface OrderEventSubscriber {
  customerId: number;
  send(event: OrderEvent): void;
}

interface EventRow {
  id: string;
  customer_id: number;
  order_no: string;
  consignment_no: string | null;
  status: string;
  carrier_code: number;
  occurred_at: Date;
  location: string;
  status_name: string | null;
  printed: boolean;
  carrier_state: OrderEvent['carrierState'];
}

/** Reports with what the stream shows of their orders, oldest first; `where` picks them ($1, $2; $3 is the batch). */
const reports = (where: string) => `
SELECT h.id::text AS id, o.customer_id, h.order_no, c.consignment_no, h.status, h.carrier_code, h.occurred_at, h.location,
       o.status_name, o.printed, o.carrier_state
  FROM order_status_history h
  JOIN orders o ON o.order_no = h.order_no
  LEFT JOIN consignments c ON c.id = o.consignment_id
 WHERE ${where}
 ORDER BY h.id
 LIMIT $3`;

/** A resume: the customer's reports after an id. */
const SINCE = reports('h.id > $1 AND o.customer_id = $2');
/** The live stream's read: ids the hub is still waiting for (holes), and everything after the newest it has seen. */
const LIVE = reports('h.id > $1 OR h.id = ANY($2::bigint[])');

/** How often the hub looks for new reports while anyone listens (one query per replica, not per stream). */
export const HUB_POLL_MS = 250;
const BATCH = 1000;
/**
 * How long an id below the newest seen is waited for. History ids are taken when a row is inserted, and the
 * transactions that insert them commit in any order (the webhook and the topic apply reports a batch of up to
 * hundreds per statement, two at once), so a lower id may appear after a higher one; an id a duplicate report
 * consumed (ON CONFLICT DO NOTHING) never appears at all. An apply commits within one statement: far less than this.
 */
export const HOLE_WAIT_MS = 5000;
/** A jump in ids wider than this is not a race but a sequence that moved on (a restore): not waited for. */
const MAX_HOLES = 20_000;

/**
 * Fans carrier reports out to the open streams of their customers. Every replica reads the history after the
 * newest row it has seen (so a report applied on any replica reaches streams on all of them), only while a stream
 * is open, and the ids below it it has not seen yet for HOLE_WAIT_MS: a row that commits late is still sent, once.
 * A resume (Last-Event-ID) reads the customer's rows after that id.
 */
@Injectable()
export class OrderEventHub implements OnApplicationShutdown {
  private readonly subscribers = new Set<OrderEventSubscriber>();
  /** The newest history id read, or null while nobody listens. */
  private newest: bigint | null = null;
  /** Ids below `newest` not read yet, with when the hub first missed them. */
  private readonly holes = new Map<bigint, number>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;

  constructor(
    private readonly tx: TransactionHost,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  /** The customer's reports after `afterId` (a resume), oldest first. */
  async since(customerId: number, afterId: string): Promise<OrderEvent[]> {
    const events: OrderEvent[] = [];
    let after = afterId;
    for (;;) {
      const rows: EventRow[] = await this.tx.manager.query(SINCE, [after, customerId, BATCH]);
      events.push(...rows.map(toEvent));
      if (rows.length < BATCH) return events;
      after = rows[rows.length - 1].id;
    }
  }

  /** The newest history id now: where a stream without Last-Event-ID starts. */
  async head(): Promise<string> {
    const [row] = await this.tx.manager.query('SELECT COALESCE(max(id), 0)::text AS id FROM order_status_history');
    return row.id;
  }

  async subscribe(subscriber: OrderEventSubscriber): Promise<() => void> {
    if (this.newest === null) this.newest = BigInt(await this.head());
    this.subscribers.add(subscriber);
    this.timer ??= setInterval(() => void this.poll(), HUB_POLL_MS);
    return () => {
      this.subscribers.delete(subscriber);
      if (!this.subscribers.size && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
        this.newest = null;
        this.holes.clear();
      }
    };
  }

  get listeners(): number {
    return this.subscribers.size;
  }

  /** One look for new reports (the timer's; tests may call it to not wait). */
  async poll(): Promise<void> {
    if (this.polling || this.newest === null) return;
    this.polling = true;
    try {
      const after = this.newest;
      const rows: EventRow[] = await this.tx.manager.query(LIVE, [after.toString(), [...this.holes.keys()].map(String), BATCH]);
      let newest = after;
      const read = new Set<bigint>();
      for (const row of rows) {
        const id = BigInt(row.id);
        read.add(id);
        this.holes.delete(id);
        if (id > newest) newest = id;
        const event = toEvent(row);
        for (const subscriber of this.subscribers) if (subscriber.customerId === event.customerId) subscriber.send(event);
      }
      if (this.newest === null) return; // everyone left meanwhile
      const now = Date.now();
      if (newest - after <= BigInt(MAX_HOLES)) for (let id = after + 1n; id < newest; id++) if (!read.has(id)) this.holes.set(id, now);
      this.newest = newest;
      for (const [id, since] of this.holes) if (now - since >= HOLE_WAIT_MS) this.holes.delete(id);
    } catch (error) {
      this.logger.warn({ err: error }, 'order event hub could not read the history; tries again');
    } finally {
      this.polling = false;
    }
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

function toEvent(row: EventRow): OrderEvent {
  return {
    id: row.id,
    customerId: row.customer_id,
    orderNo: row.order_no,
    consignmentNo: row.consignment_no ?? '',
    status: row.status,
    occurredAt: row.occurred_at.toISOString(),
    location: row.location,
    orderStatus: row.status_name,
    carrierCode: row.carrier_code,
    printed: row.printed,
    carrierState: row.carrier_state,
  };
}

/** The event as the stream's data: labels in the listener's language. */
export function presentOrderEvent(event: OrderEvent, language: Language) {
  const label = orderStatusLabel({ booked: true, printed: event.printed, statusName: event.orderStatus, carrierState: event.carrierState });
  return {
    orderNo: event.orderNo,
    consignmentNo: event.consignmentNo,
    statusName: event.orderStatus,
    statusLabel: statusLabelText(label, language),
    delivered: label === 'STATUS.DELIVERED',
    report: {
      status: event.status,
      label: statusLabelText(carrierStatusLabel(event.status, event.carrierCode), language),
      reason: statusLabelText(carrierStatusReason(event.status, event.carrierCode), language),
      occurredAt: event.occurredAt,
      location: event.location,
    },
  };
}
