import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { batchParam, TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { CreditControl } from '../../../credit-control/application/credit-control';
import { BILL_ORDER_SEARCH_TEXT } from '../../database/bill-order.row';
import { BillOrderLine, billOrderLines } from '../../../domain/bill-order-lines';
import { BILLING_CONFIG, BillingConfig } from '../../../billing.config';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

const ORE = /^-?\d{1,15}$/;
const CUSTOMER_ID = /^\d{1,9}$/;

/** An instant PostgreSQL reads as timestamptz; anything else would fail the chunk again on every redelivery. */
export const isInstant = (text: string) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text));

/**
 * OrderBooked → the booking's bill order lines (freight, insurance premium, fee). Set-based per chunk; the
 * inbox drops a redelivered event and the (order_no, type, credit) key drops a replayed one.
 */
@Injectable()
export class CreateBillOrdersWhenOrderBooked implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
    private readonly credit: CreditControl,
    @Inject(BILLING_CONFIG) private readonly billing: BillingConfig,
  ) {}

  onModuleInit(): void {
    this.subscriptions.onChunk('OrderBooked', CreateBillOrdersWhenOrderBooked.name, (events) => this.handle(events));
  }

  async handle(events: InboundEvent<'OrderBooked'>[]): Promise<void> {
    const lines: BillOrderLine[] = [];
    for (const { data } of events) {
      const customerId = Number(data.customerId);
      // An event billing cannot bill is skipped rather than retried forever; reconciliation shows it.
      if (
        !CUSTOMER_ID.test(data.customerId) ||
        !isInstant(data.bookedAt) ||
        !data.orderNo ||
        !ORE.test(data.priceOre) ||
        !ORE.test(data.insurancePriceOre || '0') ||
        !ORE.test(data.goodsValueOre || '0')
      )
        continue;
      lines.push(
        ...billOrderLines(
          {
            orderNo: data.orderNo,
            customerId,
            consignmentNo: data.consignmentNo,
            supplierId: data.supplierId,
            templateName: data.templateName,
            priceOre: Number(data.priceOre),
            currency: data.currency,
            insured: data.insured,
            goodsValueOre: Number(data.goodsValueOre || '0'),
            insurancePriceOre: Number(data.insurancePriceOre || '0'),
            bookedAt: data.bookedAt,
            bookedBy: data.bookedBy,
            consigneeCountry: data.consigneeCountry,
          },
          this.billing.transactionFeeOre,
        ),
      );
    }
    if (!lines.length) return;
    const customerIds = await insertBillOrderLines(this.tx, lines);
    await this.credit.evaluate(customerIds);
  }
}

/**
 * Inserts lines (an existing (order, type, credit) is left alone); answers the customers they belong to. A customer
 * billing has not seen is added in customer order: the topic's partitions are applied side by side and name the same
 * new customers, and in DISTINCT's hash order two chunks deadlocked on each other's uncommitted inserts.
 */
export async function insertBillOrderLines(tx: TransactionHost, lines: readonly BillOrderLine[]): Promise<number[]> {
  const rows = lines.map((l) => ({
    order_no: l.orderNo,
    type: l.type,
    credit: l.credit,
    customer_id: l.customerId,
    consignment_no: l.consignmentNo,
    supplier_id: l.supplierId,
    article: l.article,
    info_text: l.infoText,
    description: l.description,
    total_price_ore: l.totalPriceOre,
    vat_rate: l.vatRate,
    vat_ore: l.vatOre,
    currency: l.currency,
    user_id: l.userId,
    date_created: l.dateCreated,
  }));
  await tx.manager.query(
    `WITH l AS (
       SELECT * FROM json_to_recordset($1::json) AS l(order_no text, type text, credit boolean, customer_id integer, consignment_no text,
         supplier_id integer, article text, info_text text, description text, total_price_ore bigint, vat_rate integer, vat_ore bigint,
         currency text, user_id text, date_created timestamptz)
     ), known AS (
       INSERT INTO customers (customer_id) SELECT DISTINCT customer_id FROM l ORDER BY 1 ON CONFLICT (customer_id) DO NOTHING
     ), inserted AS (
       INSERT INTO bill_orders (order_no, type, credit, customer_id, consignment_no, supplier_id, article, info_text, description,
         total_price_ore, vat_rate, vat_ore, currency, user_id, date_created, booked_date)
       SELECT order_no, type, credit, customer_id, consignment_no, supplier_id, article, info_text, description,
         total_price_ore, vat_rate, vat_ore, currency, user_id, date_created, (date_created AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date
         FROM l
       ON CONFLICT (order_no, type, credit) DO NOTHING
       RETURNING id, customer_id, booked_date, type, ${BILL_ORDER_SEARCH_TEXT} AS text
     )
     INSERT INTO bill_order_search (customer_id, booked_date, line_id, text)
     SELECT customer_id, booked_date, id, text FROM inserted WHERE type <> 'FEE'`,
    [batchParam(rows)],
  );
  return [...new Set(lines.map((l) => l.customerId))];
}
