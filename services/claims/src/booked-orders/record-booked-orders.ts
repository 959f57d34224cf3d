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
    this.subscriptions.on('OrderStatusChanged', `${RecordBookedOrders.name}.status`, (event) => this.statusChanged(event));
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

  /** An older report never overwrites a newer one; the first DELIVERED report fixes the delivery instant. */
  async statusChanged({ data }: InboundEvent<'OrderStatusChanged'>): Promise<void> {
    const at = Date.parse(data.occurredAt);
    if (!data.orderNo || Number.isNaN(at)) return;
    const occurredAt = new Date(at);
    await this.tx.manager.query(
      `UPDATE booked_orders
          SET status = CASE WHEN status_at IS NULL OR status_at <= $3 THEN $2 ELSE status END,
              status_at = GREATEST(status_at, $3),
              delivered_at = CASE WHEN $2 = '${DELIVERED}' THEN LEAST(COALESCE(delivered_at, $3), $3) ELSE delivered_at END
        WHERE order_no = $1`,
      [data.orderNo, data.status.toUpperCase(), occurredAt],
    );
  }
}
