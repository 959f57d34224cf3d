import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { oreToDecimal } from '../../../domain/money';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

export interface ReconciliationReport {
  bookedOrders: number;
  billedOrders: number;
  /** Booked orders with no freight line. */
  bookedNotBilled: { orderNo: string; customerId: number; price: string }[];
  /** Orders with lines but no booking received. */
  billedNotBooked: { orderNo: string; customerId: number; price: string }[];
  /** Orders whose freight or insurance lines (credits included) differ from what was booked. */
  amountsDiffer: { orderNo: string; booked: string; billed: string }[];
  /** Payments dated in the period, each counted once: `duplicates` is how many more rows share a bank identity (0). */
  payments: { registered: number; amount: string; unmatched: number; duplicates: number };
  /** Bills (dated in the period) whose paid amount is not the sum of their registered payments. */
  paidDiffers: { billId: string; customerId: number; paid: string; payments: string }[];
}

export class ReconcileQuery {
  constructor(readonly period: { from: string | null; to: string | null }) {}
}

const LIMIT = 500;

/**
 * Booked versus billed over a period of booking dates (Stockholm), and paid versus the payments registered over the
 * period's payment and bill dates: every list is empty and `duplicates` 0 on a healthy system.
 */
@QueryHandler(ReconcileQuery)
export class ReconcileHandler implements IQueryHandler<ReconcileQuery, ReconciliationReport> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ period }: ReconcileQuery): Promise<ReconciliationReport> {
    const inPeriod = (column: string) =>
      `($1::date IS NULL OR (${column} AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date >= $1) AND ($2::date IS NULL OR (${column} AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date <= $2)`;
    const params = [period.from, period.to];
    const [counts]: { booked: number; billed: number }[] = await this.tx.manager.query(
      `SELECT (SELECT count(*)::int FROM booked_orders WHERE ${inPeriod('booked_at')}) AS booked,
              (SELECT count(DISTINCT order_no)::int FROM bill_orders WHERE NOT credit AND ${inPeriod('date_created')}) AS billed`,
      params,
    );
    const billed = `SELECT order_no, min(customer_id) AS customer_id, sum(total_price_ore) FILTER (WHERE type <> 'FEE') AS amount,
                           bool_or(type = 'FREIGHT' AND NOT credit) AS has_freight, min(date_created) FILTER (WHERE NOT credit) AS booked_at
                      FROM bill_orders GROUP BY order_no`;
    const bookedNotBilled: { order_no: string; customer_id: number; price: string }[] = await this.tx.manager.query(
      `SELECT b.order_no, b.customer_id, b.price_ore::text AS price FROM booked_orders b
        WHERE ${inPeriod('b.booked_at')} AND NOT EXISTS (SELECT 1 FROM bill_orders o WHERE o.order_no = b.order_no AND o.type = 'FREIGHT' AND NOT o.credit)
        ORDER BY b.booked_at LIMIT ${LIMIT}`,
      params,
    );
    const billedNotBooked: { order_no: string; customer_id: number; amount: string }[] = await this.tx.manager.query(
      `SELECT l.order_no, l.customer_id, l.amount::text FROM (${billed}) l
        WHERE l.has_freight AND ${inPeriod('l.booked_at')} AND NOT EXISTS (SELECT 1 FROM booked_orders b WHERE b.order_no = l.order_no)
        ORDER BY l.order_no LIMIT ${LIMIT}`,
      params,
    );
    // A credited order is billed net zero against its booking: compare the uncredited lines.
    const differ: { order_no: string; booked: string; billed: string }[] = await this.tx.manager.query(
      `SELECT b.order_no, (b.price_ore + b.insurance_price_ore)::text AS booked, l.amount::text AS billed
         FROM booked_orders b
         JOIN (SELECT order_no, sum(total_price_ore) AS amount FROM bill_orders WHERE type <> 'FEE' AND NOT credit GROUP BY order_no) l USING (order_no)
        WHERE ${inPeriod('b.booked_at')} AND l.amount <> b.price_ore + b.insurance_price_ore
        ORDER BY b.order_no LIMIT ${LIMIT}`,
      params,
    );
    const datedIn = (column: string) => `($1::date IS NULL OR ${column} >= $1) AND ($2::date IS NULL OR ${column} <= $2)`;
    const [payments]: { registered: number; amount: string; unmatched: number; duplicates: number }[] = await this.tx.manager.query(
      `SELECT count(*)::int AS registered, coalesce(sum(amount_ore), 0)::text AS amount,
              (count(*) FILTER (WHERE bill_id IS NULL))::int AS unmatched,
              (count(*) - count(DISTINCT (receiving_bankgiro, paid_on, bgc_serial, ocr, amount_ore)) FILTER (WHERE bgc_serial <> '')
                        - count(*) FILTER (WHERE bgc_serial = ''))::int AS duplicates
         FROM payments WHERE ${datedIn('paid_on')}`,
      params,
    );
    const paidDiffers: { id: string; customer_id: number; paid: string; payments: string }[] = await this.tx.manager.query(
      `SELECT b.id::text, b.customer_id, b.paid_ore::text AS paid, coalesce(p.amount, 0)::text AS payments
         FROM bills b LEFT JOIN (SELECT bill_id, sum(amount_ore) AS amount FROM payments WHERE bill_id IS NOT NULL GROUP BY bill_id) p ON p.bill_id = b.id
        WHERE ${datedIn('b.bill_date')} AND b.paid_ore <> coalesce(p.amount, 0)
        ORDER BY b.id LIMIT ${LIMIT}`,
      params,
    );
    return {
      bookedOrders: counts.booked,
      billedOrders: counts.billed,
      bookedNotBilled: bookedNotBilled.map((r) => ({ orderNo: r.order_no, customerId: r.customer_id, price: oreToDecimal(r.price) })),
      billedNotBooked: billedNotBooked.map((r) => ({ orderNo: r.order_no, customerId: r.customer_id, price: oreToDecimal(r.amount) })),
      amountsDiffer: differ.map((r) => ({ orderNo: r.order_no, booked: oreToDecimal(r.booked), billed: oreToDecimal(r.billed) })),
      payments: { ...payments, amount: oreToDecimal(payments.amount) },
      paidDiffers: paidDiffers.map((r) => ({
        billId: r.id,
        customerId: r.customer_id,
        paid: oreToDecimal(r.paid),
        payments: oreToDecimal(r.payments),
      })),
    };
  }
}
