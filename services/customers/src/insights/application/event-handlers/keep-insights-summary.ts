import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import type { EventPayload } from '@freight/contracts';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { deliveredOnTime, BUSINESS_TIME_ZONE } from '@freight/reference-data';
import { INSIGHT_STRIPES } from '../../database/insights.migrations';
import type { BookingFigures } from '../../domain/booking-figures';

const DELIVERED = 'DELIVERED';
const STOCKHOLM = `'${BUSINESS_TIME_ZONE}'`;
/** The row of a key this transaction adds to: concurrent chunks (one per backend) mostly write rows of their own. */
const STRIPE = `pg_backend_pid() % ${INSIGHT_STRIPES}`;

/** A non-negative whole number sent as text (int64 öre, grams), or 0. */
const whole = (value: string | undefined) => (value && /^\d{1,18}$/.test(value) ? value : '0');
const isDelivery = (data: EventPayload<'OrderStatusChanged'>) =>
  Boolean(data.orderNo) && data.status.toUpperCase() === DELIVERED && !Number.isNaN(Date.parse(data.occurredAt));
const customerOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined);
/** The instant the event names, else the envelope's occurred-at, else now. */
const instant = (raw: string | undefined, occurredAt: string) => {
  const at = [raw, occurredAt].map((value) => (value ? Date.parse(value) : NaN)).find((value) => !Number.isNaN(value));
  return at === undefined ? new Date() : new Date(at);
};

interface DeliveredOrder {
  customer_id: number;
  supplier_id: number;
  template_name: string;
  booked_month: string;
  booked_day: string;
  delivered_day: string;
  delivery_max_days: number | null;
}

/**
 * The dashboard's summary (issue 33), kept from events: each handler runs in the inbox's transaction, so an
 * event delivered twice counts once.
 *
 * - OrderBooked: a consignment in its Stockholm month (spend, emissions, carrier and product) and ISO week.
 * - OrderStatusChanged to DELIVERED: the first delivery of an order counts as delivered, and on time when it is
 *   no later than the product's promise in Swedish working days from the booking day (holidays included), in
 *   the booking's month. A later DELIVERED report of the same order changes nothing.
 * - ComplaintFiled, InsuranceClaimSubmitted: in the month filed, on the order's carrier and product when known.
 */
@Injectable()
export class KeepInsightsSummary implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    // A busy topic's bookings a chunk at a time, in three statements (issue 33: one by one it fell 30 s behind at 1 000/s).
    this.subscriptions.onChunk('OrderBooked', `${KeepInsightsSummary.name}.booked`, (events) => this.booked(events));
    // Every carrier report reaches this consumer; only a delivery asks anything of it (no transaction, no inbox row otherwise).
    this.subscriptions.onChunk('OrderStatusChanged', `${KeepInsightsSummary.name}.status`, (events) => this.statusChanged(events), {
      wanted: async (events) => events.map(({ data }) => isDelivery(data)),
    });
    this.subscriptions.on('ComplaintFiled', `${KeepInsightsSummary.name}.complaint`, (event) =>
      this.recordIncident(
        'complaints',
        event.data.customerId,
        event.data.orderNo,
        event.data.supplierId,
        instant(event.data.filedAt, event.envelope.occurredAt),
      ),
    );
    this.subscriptions.on('InsuranceClaimSubmitted', `${KeepInsightsSummary.name}.claim`, (event) =>
      this.recordIncident(
        'claims',
        event.data.customerId,
        event.data.orderNo,
        event.data.supplierId,
        instant(event.data.submittedAt, event.envelope.occurredAt),
      ),
    );
  }

  async booked(events: InboundEvent<'OrderBooked'>[]): Promise<void> {
    const figures: BookingFigures[] = [];
    for (const { data, envelope } of events) {
      const customerId = customerOf(data.customerId);
      if (customerId === undefined || !data.orderNo) continue;
      figures.push({
        orderNo: data.orderNo,
        customerId,
        supplierId: data.supplierId,
        templateName: data.templateName,
        bookedAt: instant(data.bookedAt, envelope.occurredAt),
        priceOre: data.priceOre,
        co2eGrams: data.co2eGrams,
        kgKm: data.emissionKgKm,
        // An air consignment's road legs to and from the airports count with its air leg.
        air: data.co2eGrams !== undefined && data.emissionMode === 'air',
        deliveryMaxDays: data.deliveryMaxDays ?? null,
      });
    }
    await this.recordBookings(figures);
  }

  /**
   * Bookings into the summary in one statement: each order's row first (an order already there, or named twice,
   * counts once, also for a redelivery that slipped past the inbox), then the new ones added up per month and
   * product and per week, so a month's row is changed once per call however many of its bookings came.
   * The sums go to this backend's stripe, in key order: the topic's partitions are applied side by side and their
   * chunks name the same customers, so where two chunks share a stripe, in a hash aggregate's order they deadlocked
   * (a second's wait for the check, then the chunk again record by record: issue 33's lag p99 2.6-4.8 s); in key
   * order one waits for the other.
   */
  async recordBookings(bookings: readonly BookingFigures[]): Promise<void> {
    if (bookings.length === 0) return;
    const column = <T>(pick: (b: BookingFigures) => T) => bookings.map(pick);
    await this.tx.manager.query(
      `WITH input AS (
         SELECT DISTINCT ON (order_no) *
           FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::timestamptz[], $6::int[], $7::bigint[], $8::int[],
                       $9::bigint[], $10::bigint[], $11::boolean[])
                WITH ORDINALITY AS i(order_no, customer_id, supplier_id, template_name, booked_at, max_days, spend, estimated,
                                     co2e, kg_km, air, n)
          ORDER BY order_no, n),
       inserted AS (
         INSERT INTO insight_orders (order_no, customer_id, supplier_id, template_name, booked_month, booked_day, delivery_max_days)
         SELECT order_no, customer_id, supplier_id, template_name,
                date_trunc('month', (booked_at AT TIME ZONE ${STOCKHOLM}))::date, (booked_at AT TIME ZONE ${STOCKHOLM})::date, max_days
           FROM input
         ON CONFLICT (order_no) DO NOTHING
         RETURNING order_no, booked_month, booked_day),
       monthly AS (
         INSERT INTO insight_monthly AS m (customer_id, month, supplier_id, template_name, stripe, consignments, spend_ore, estimated,
                                          co2e_grams, kg_km, air_co2e_grams, air_kg_km, air_estimated)
         SELECT i.customer_id, n.booked_month, i.supplier_id, i.template_name, ${STRIPE}, count(*), sum(i.spend), sum(i.estimated), sum(i.co2e),
                sum(i.kg_km), COALESCE(sum(i.co2e) FILTER (WHERE i.air), 0), COALESCE(sum(i.kg_km) FILTER (WHERE i.air), 0),
                count(*) FILTER (WHERE i.air)
           FROM inserted n JOIN input i USING (order_no)
          GROUP BY 1, 2, 3, 4
          ORDER BY 1, 2, 3, 4
         ON CONFLICT (customer_id, month, supplier_id, template_name, stripe) DO UPDATE SET
           consignments = m.consignments + EXCLUDED.consignments, spend_ore = m.spend_ore + EXCLUDED.spend_ore,
           estimated = m.estimated + EXCLUDED.estimated, co2e_grams = m.co2e_grams + EXCLUDED.co2e_grams,
           kg_km = m.kg_km + EXCLUDED.kg_km, air_co2e_grams = m.air_co2e_grams + EXCLUDED.air_co2e_grams,
           air_kg_km = m.air_kg_km + EXCLUDED.air_kg_km, air_estimated = m.air_estimated + EXCLUDED.air_estimated)
       INSERT INTO insight_weekly AS w (customer_id, week, stripe, consignments)
       SELECT i.customer_id, date_trunc('week', n.booked_day)::date, ${STRIPE}, count(*)
         FROM inserted n JOIN input i USING (order_no)
        GROUP BY 1, 2
        ORDER BY 1, 2
       ON CONFLICT (customer_id, week, stripe) DO UPDATE SET consignments = w.consignments + EXCLUDED.consignments`,
      [
        column((b) => b.orderNo),
        column((b) => b.customerId),
        column((b) => b.supplierId),
        column((b) => b.templateName),
        column((b) => b.bookedAt),
        column((b) => b.deliveryMaxDays),
        column((b) => whole(b.priceOre)),
        column((b) => (b.co2eGrams !== undefined ? 1 : 0)),
        column((b) => whole(b.co2eGrams)),
        column((b) => whole(b.kgKm)),
        column((b) => b.air),
      ],
    );
  }

  async statusChanged(events: InboundEvent<'OrderStatusChanged'>[]): Promise<void> {
    await this.recordDeliveries(
      events
        .filter(({ data }) => isDelivery(data))
        .map(({ data }) => ({ orderNo: data.orderNo, at: new Date(Date.parse(data.occurredAt)) })),
    );
  }

  /**
   * Orders' first deliveries, in two statements however many: an order already delivered, or named again, changes
   * nothing. The counts go to this backend's stripe in key order, as the bookings' do (concurrent chunks wait, not deadlock).
   */
  async recordDeliveries(deliveries: readonly { orderNo: string; at: Date }[]): Promise<void> {
    if (deliveries.length === 0) return;
    // TypeORM answers an UPDATE with [rows, count].
    const [delivered]: [DeliveredOrder[], number] = await this.tx.manager.query(
      `WITH input AS (
         SELECT DISTINCT ON (order_no) order_no, at
           FROM unnest($1::text[], $2::timestamptz[]) WITH ORDINALITY AS i(order_no, at, n)
          ORDER BY order_no, n)
       UPDATE insight_orders o SET delivered_day = (i.at AT TIME ZONE ${STOCKHOLM})::date
         FROM input i
        WHERE o.order_no = i.order_no AND o.delivered_day IS NULL
        RETURNING o.customer_id, o.supplier_id, o.template_name, to_char(o.booked_month, 'YYYY-MM-DD') AS booked_month,
                  to_char(o.booked_day, 'YYYY-MM-DD') AS booked_day, to_char(o.delivered_day, 'YYYY-MM-DD') AS delivered_day,
                  o.delivery_max_days`,
      [deliveries.map((d) => d.orderNo), deliveries.map((d) => d.at)],
    );
    if (delivered.length === 0) return;
    // A product without a promise is delivered, never late.
    const onTime = delivered.map((o) =>
      o.delivery_max_days === null || deliveredOnTime(o.booked_day, o.delivered_day, o.delivery_max_days) ? 1 : 0,
    );
    await this.tx.manager.query(
      `INSERT INTO insight_monthly AS m (customer_id, month, supplier_id, template_name, stripe, delivered, on_time)
       SELECT customer_id, month, supplier_id, template_name, ${STRIPE}, count(*), sum(on_time)
         FROM unnest($1::int[], $2::date[], $3::int[], $4::text[], $5::int[]) AS d(customer_id, month, supplier_id, template_name, on_time)
        GROUP BY 1, 2, 3, 4
        ORDER BY 1, 2, 3, 4
       ON CONFLICT (customer_id, month, supplier_id, template_name, stripe) DO UPDATE SET
         delivered = m.delivered + EXCLUDED.delivered, on_time = m.on_time + EXCLUDED.on_time`,
      [
        delivered.map((o) => o.customer_id),
        delivered.map((o) => o.booked_month),
        delivered.map((o) => o.supplier_id),
        delivered.map((o) => o.template_name),
        onTime,
      ],
    );
  }

  async recordIncident(
    column: 'complaints' | 'claims',
    rawCustomerId: string,
    orderNo: string,
    supplierId: number,
    at: Date,
  ): Promise<void> {
    const customerId = customerOf(rawCustomerId);
    if (customerId === undefined) return;
    await this.tx.manager.query(
      `INSERT INTO insight_monthly AS m (customer_id, month, supplier_id, template_name, stripe, ${column})
       SELECT $1, date_trunc('month', ($2::timestamptz AT TIME ZONE ${STOCKHOLM}))::date,
              COALESCE(o.supplier_id, $4), COALESCE(o.template_name, ''), ${STRIPE}, 1
         FROM (SELECT 1) one LEFT JOIN insight_orders o ON o.order_no = $3 AND o.customer_id = $1
       ON CONFLICT (customer_id, month, supplier_id, template_name, stripe) DO UPDATE SET ${column} = m.${column} + 1`,
      [customerId, at, orderNo, supplierId],
    );
  }
}
