import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { deliveredOnTime } from '@freight/reference-data';
import type { BookingFigures } from '../../domain/booking-figures';

const DELIVERED = 'DELIVERED';
const STOCKHOLM = `'Europe/Stockholm'`;

/** A non-negative whole number sent as text (int64 öre, grams), or 0. */
const whole = (value: string | undefined) => (value && /^\d{1,18}$/.test(value) ? value : '0');
const customerOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined);
/** The instant the event names, else the envelope's occurred-at, else now. */
const instant = (raw: string | undefined, occurredAt: string) => {
  const at = [raw, occurredAt].map((value) => (value ? Date.parse(value) : NaN)).find((value) => !Number.isNaN(value));
  return at === undefined ? new Date() : new Date(at);
};

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
    this.subscriptions.on('OrderBooked', `${KeepInsightsSummary.name}.booked`, (event) => this.booked(event));
    this.subscriptions.on('OrderStatusChanged', `${KeepInsightsSummary.name}.status`, (event) => this.statusChanged(event));
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

  async booked({ data, envelope }: InboundEvent<'OrderBooked'>): Promise<void> {
    const customerId = customerOf(data.customerId);
    if (customerId === undefined || !data.orderNo) return;
    await this.recordBooking({
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

  async recordBooking(data: BookingFigures): Promise<void> {
    const { customerId, bookedAt, air } = data;
    const estimated = data.co2eGrams !== undefined;
    // The order row first: a redelivery that slipped past the inbox (another consumer name, a replayed topic) still counts once.
    const [inserted] = await this.tx.manager.query(
      `INSERT INTO insight_orders (order_no, customer_id, supplier_id, template_name, booked_month, booked_day, delivery_max_days)
       VALUES ($1, $2, $3, $4, date_trunc('month', ($5::timestamptz AT TIME ZONE ${STOCKHOLM}))::date,
               ($5::timestamptz AT TIME ZONE ${STOCKHOLM})::date, $6)
       ON CONFLICT (order_no) DO NOTHING
       RETURNING booked_month, booked_day`,
      [data.orderNo, customerId, data.supplierId, data.templateName, bookedAt, data.deliveryMaxDays],
    );
    if (!inserted) return;
    await this.tx.manager.query(
      `INSERT INTO insight_monthly AS m (customer_id, month, supplier_id, template_name, consignments, spend_ore, estimated, co2e_grams, kg_km,
                                       air_co2e_grams, air_kg_km, air_estimated)
       VALUES ($1, $2, $3, $4, 1, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (customer_id, month, supplier_id, template_name) DO UPDATE SET
         consignments = m.consignments + 1, spend_ore = m.spend_ore + EXCLUDED.spend_ore, estimated = m.estimated + EXCLUDED.estimated,
         co2e_grams = m.co2e_grams + EXCLUDED.co2e_grams, kg_km = m.kg_km + EXCLUDED.kg_km, air_co2e_grams = m.air_co2e_grams + EXCLUDED.air_co2e_grams,
         air_kg_km = m.air_kg_km + EXCLUDED.air_kg_km, air_estimated = m.air_estimated + EXCLUDED.air_estimated`,
      [
        customerId,
        inserted.booked_month,
        data.supplierId,
        data.templateName,
        whole(data.priceOre),
        estimated ? 1 : 0,
        whole(data.co2eGrams),
        whole(data.kgKm),
        air ? whole(data.co2eGrams) : '0',
        air ? whole(data.kgKm) : '0',
        air ? 1 : 0,
      ],
    );
    await this.tx.manager.query(
      `INSERT INTO insight_weekly AS w (customer_id, week, consignments) VALUES ($1, date_trunc('week', $2::date)::date, 1)
       ON CONFLICT (customer_id, week) DO UPDATE SET consignments = w.consignments + 1`,
      [customerId, inserted.booked_day],
    );
  }

  async statusChanged({ data }: InboundEvent<'OrderStatusChanged'>): Promise<void> {
    const at = Date.parse(data.occurredAt);
    if (!data.orderNo || data.status.toUpperCase() !== DELIVERED || Number.isNaN(at)) return;
    await this.recordDelivery(data.orderNo, new Date(at));
  }

  /** An order's first delivery; a later one changes nothing. */
  async recordDelivery(orderNo: string, at: Date): Promise<void> {
    // TypeORM answers an UPDATE with [rows, count].
    const [[order]] = await this.tx.manager.query(
      `UPDATE insight_orders SET delivered_day = ($2::timestamptz AT TIME ZONE ${STOCKHOLM})::date
        WHERE order_no = $1 AND delivered_day IS NULL
        RETURNING customer_id, supplier_id, template_name, booked_month, to_char(booked_day, 'YYYY-MM-DD') AS booked_day,
                  to_char(delivered_day, 'YYYY-MM-DD') AS delivered_day, delivery_max_days`,
      [orderNo, at],
    );
    if (!order) return;
    // A product without a promise is delivered, never late.
    const onTime = order.delivery_max_days === null || deliveredOnTime(order.booked_day, order.delivered_day, order.delivery_max_days);
    await this.tx.manager.query(
      `UPDATE insight_monthly SET delivered = delivered + 1, on_time = on_time + $5
        WHERE customer_id = $1 AND month = $2 AND supplier_id = $3 AND template_name = $4`,
      [order.customer_id, order.booked_month, order.supplier_id, order.template_name, onTime ? 1 : 0],
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
      `INSERT INTO insight_monthly AS m (customer_id, month, supplier_id, template_name, ${column})
       SELECT $1, date_trunc('month', ($2::timestamptz AT TIME ZONE ${STOCKHOLM}))::date,
              COALESCE(o.supplier_id, $4), COALESCE(o.template_name, ''), 1
         FROM (SELECT 1) one LEFT JOIN insight_orders o ON o.order_no = $3 AND o.customer_id = $1
       ON CONFLICT (customer_id, month, supplier_id, template_name) DO UPDATE SET ${column} = m.${column} + 1`,
      [customerId, at, orderNo, supplierId],
    );
  }
}
