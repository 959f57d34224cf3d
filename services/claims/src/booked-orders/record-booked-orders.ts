import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
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
    this.subscriptions.on('OrderBooked', `${RecordBookedOrders.name}.booked`, (event) => this.booked(event));
    this.subscriptions.on('OrderStatusChanged', `${RecordBookedOrders.name}.status`, (event) => this.statusChanged(event));
  }

  async booked({ data }: InboundEvent<'OrderBooked'>): Promise<void> {
    const customerId = Number(data.customerId);
    if (!Number.isInteger(customerId) || !data.orderNo || !data.consignmentNo) return;
    await this.tx.manager.query(
      `INSERT INTO booked_orders (order_no, customer_id, consignment_no, supplier_id, template_name, insured, goods_value_ore, booked_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (order_no) DO NOTHING`,
      [
        data.orderNo,
        customerId,
        data.consignmentNo,
        data.supplierId,
        data.templateName,
        data.insured,
        data.goodsValueOre || '0',
        data.bookedAt || new Date().toISOString(),
      ],
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
