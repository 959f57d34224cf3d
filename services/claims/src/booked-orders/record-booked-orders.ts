import { Injectable, OnModuleInit } from '@nestjs/common';
import { batchParam, TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';

const DELIVERED = 'DELIVERED';

/**
 * Claims' copy of each booked order (OrderBooked) and its latest carrier status (OrderStatusChanged): who owns a
 * consignment number, whether it is insured, and when it was delivered, for complaints and the claim window.
 */
@Injectable()
export class RecordBookedOrders implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.subscriptions.onChunk('OrderBooked', `${RecordBookedOrders.name}.booked`, (events) => this.booked(events));
    // Every carrier report lands here: a chunk at a time, in one statement (issue 30's status lag).
    this.subscriptions.onChunk('OrderStatusChanged', `${RecordBookedOrders.name}.status`, (events) => this.statusChanged(events));
  }

  /** A chunk of bookings in one statement (every booking lands here). */
  async booked(events: InboundEvent<'OrderBooked'>[]): Promise<void> {
    const rows = events
      .filter(
        ({ data }) => /^\d{1,9}$/.test(data.customerId) && data.orderNo && data.consignmentNo && /^\d{0,15}$/.test(data.goodsValueOre),
      )
      .map(({ data }) => ({
        order_no: data.orderNo,
        customer_id: Number(data.customerId),
        consignment_no: data.consignmentNo,
        supplier_id: data.supplierId,
        template_name: data.templateName,
        insured: data.insured,
        goods_value_ore: data.goodsValueOre || '0',
        booked_at: data.bookedAt || new Date().toISOString(),
      }));
    if (!rows.length) return;
    await this.tx.manager.query(
      `INSERT INTO booked_orders (order_no, customer_id, consignment_no, supplier_id, template_name, insured, goods_value_ore, booked_at)
       SELECT * FROM json_to_recordset($1::json) AS r(order_no text, customer_id integer, consignment_no text, supplier_id integer,
                                                     template_name text, insured boolean, goods_value_ore bigint, booked_at timestamptz)
       ON CONFLICT (order_no) DO NOTHING`,
      [batchParam(rows)],
    );
  }

  /**
   * An older report never overwrites a newer one (of equal instants, the later delivered wins); the first DELIVERED
   * report fixes the delivery instant. A chunk is reduced per order first, as applying its reports one by one would
   * leave the row, since an UPDATE takes one joined row per target.
   */
  async statusChanged(events: InboundEvent<'OrderStatusChanged'>[]): Promise<void> {
    const reports = events.flatMap(({ data }, n) => {
      const at = Date.parse(data.occurredAt);
      return data.orderNo && !Number.isNaN(at) ? [{ n, order_no: data.orderNo, status: data.status.toUpperCase(), at: new Date(at) }] : [];
    });
    if (!reports.length) return;
    await this.tx.manager.query(
      `WITH report AS (
         SELECT * FROM json_to_recordset($1::json) AS r(n integer, order_no text, status text, at timestamptz)),
       latest AS (
         SELECT DISTINCT ON (order_no) order_no, status, at FROM report ORDER BY order_no, at DESC, n DESC),
       delivered AS (
         SELECT order_no, min(at) AS at FROM report WHERE status = '${DELIVERED}' GROUP BY order_no)
       UPDATE booked_orders b
          SET status = CASE WHEN b.status_at IS NULL OR b.status_at <= l.at THEN l.status ELSE b.status END,
              status_at = GREATEST(b.status_at, l.at),
              delivered_at = CASE WHEN d.at IS NULL THEN b.delivered_at ELSE LEAST(COALESCE(b.delivered_at, d.at), d.at) END
         FROM latest l LEFT JOIN delivered d USING (order_no)
        WHERE b.order_no = l.order_no`,
      [batchParam(reports)],
    );
  }
}
