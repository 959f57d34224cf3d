import type { EntityManager } from 'typeorm';
import { BILL_COLUMNS, BillRow } from '../domain/bill.response';
import { InvoiceDocument } from '../render/invoice-pdf';

/** A stored bill with what its PDF prints besides the lines. */
export type StoredInvoice = BillRow & { buyer: InvoiceDocument['buyer']; period_from: string; period_to: string };

/** The bill, or undefined when there is none. No tenancy here: the callers check it (the mailer needs none). */
export async function readInvoice(manager: EntityManager, billId: number | string): Promise<StoredInvoice | undefined> {
  const [found]: StoredInvoice[] = await manager.query(
    `SELECT ${BILL_COLUMNS}, buyer, to_char(period_from, 'YYYY-MM-DD') AS period_from, to_char(period_to, 'YYYY-MM-DD') AS period_to FROM bills WHERE id = $1`,
    [billId],
  );
  return found;
}

/** How many lines the bill has: a cheap look before rendering all of them. */
export async function countInvoiceLines(manager: EntityManager, billId: number | string): Promise<number> {
  const [{ n }]: { n: number }[] = await manager.query('SELECT count(*)::int AS n FROM bill_orders WHERE bill_id = $1', [billId]);
  return n;
}

/**
 * The document a stored invoice's PDF is rendered from, lines included: the one read behind both
 * GET /bill/link/{id} and the invoice mail, so both carry the same bytes.
 */
export async function invoiceDocument(manager: EntityManager, bill: StoredInvoice): Promise<InvoiceDocument> {
  const lines: {
    booked_date: string;
    order_no: string;
    description: string;
    total_price_ore: string;
    vat_rate: number;
    vat_ore: string;
  }[] = await manager.query(
    `SELECT to_char(booked_date, 'YYYY-MM-DD') AS booked_date, order_no, description, total_price_ore::text, vat_rate, vat_ore::text
       FROM bill_orders WHERE bill_id = $1 ORDER BY booked_date, order_no, id`,
    [bill.id],
  );
  return {
    id: bill.id,
    ocr: bill.ocr,
    billDate: bill.bill_date,
    dueDate: bill.due_date,
    periodFrom: bill.period_from,
    periodTo: bill.period_to,
    currency: bill.currency,
    totalCapitalOre: BigInt(bill.total_capital_ore),
    totalVatOre: BigInt(bill.total_vat_ore),
    credit: bill.credit,
    creditsBillId: bill.credits_bill_id,
    buyer: bill.buyer,
    customerId: bill.customer_id,
    lines: lines.map((l) => ({
      date: l.booked_date,
      orderNo: l.order_no,
      description: l.description,
      priceOre: BigInt(l.total_price_ore),
      vatRate: l.vat_rate,
      vatOre: BigInt(l.vat_ore),
    })),
  };
}
