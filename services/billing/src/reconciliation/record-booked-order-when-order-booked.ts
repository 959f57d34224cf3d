import { Injectable, OnModuleInit } from '@nestjs/common';
import { batchParam, TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { isInstant } from '../bill-orders/application/event-handlers/create-bill-orders-when-order-booked';

/**
 * Keeps each booking's figures as shipping sent them, through its own inbox consumer, so the reconciliation
 * sees a booking whose lines were skipped, lost or priced differently.
 */
@Injectable()
export class RecordBookedOrderWhenOrderBooked implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.subscriptions.onChunk('OrderBooked', RecordBookedOrderWhenOrderBooked.name, (events) => this.handle(events));
  }

  async handle(events: InboundEvent<'OrderBooked'>[]): Promise<void> {
    const rows = events
      .filter(
        ({ data }) =>
          /^\d{1,9}$/.test(data.customerId) &&
          isInstant(data.bookedAt) &&
          data.orderNo !== '' &&
          /^-?\d{1,15}$/.test(data.priceOre) &&
          /^\d{0,15}$/.test(data.insurancePriceOre),
      )
      .map(({ data }) => ({
        order_no: data.orderNo,
        customer_id: Number(data.customerId),
        price_ore: data.priceOre,
        insurance_price_ore: data.insured ? data.insurancePriceOre || '0' : '0',
        booked_at: data.bookedAt,
      }));
    if (!rows.length) return;
    await this.tx.manager.query(
      `INSERT INTO booked_orders (order_no, customer_id, price_ore, insurance_price_ore, booked_at)
       SELECT * FROM json_to_recordset($1::json) AS r(order_no text, customer_id integer, price_ore bigint, insurance_price_ore bigint, booked_at timestamptz)
       ON CONFLICT (order_no) DO NOTHING`,
      [batchParam(rows)],
    );
  }
}
