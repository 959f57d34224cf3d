import { oreToDecimal } from '../../domain/money';

/** A bill row as read by the queries (bigint columns as text). */
export interface BillRow {
  id: string;
  customer_id: number;
  comp_id: number | null;
  ocr: string;
  bill_date: string;
  due_date: string;
  paid_date: string | null;
  currency: string;
  total_capital_ore: string;
  total_vat_ore: string;
  paid_ore: string;
  credit: boolean;
  credits_bill_id: string | null;
}

export const BILL_COLUMNS = `id::text, customer_id, comp_id, ocr, to_char(bill_date, 'YYYY-MM-DD') AS bill_date, to_char(due_date, 'YYYY-MM-DD') AS due_date,
  to_char(paid_date, 'YYYY-MM-DD') AS paid_date, currency, total_capital_ore::text, total_vat_ore::text, paid_ore::text, credit, credits_bill_id::text`;

/** The spec's Bill: amounts incl. VAT in `total` (the list's amount), capital and VAT apart; a credit flag. */
export interface BillResponse {
  id: number;
  type: 'INVOICE' | 'CREDIT';
  refId: string;
  custId: number;
  compId: number | null;
  billDate: string;
  dueDate: string;
  paidDate: string | null;
  paid: boolean;
  currency: string;
  totalCapital: string;
  totalVat: string;
  total: string;
  paidAmount: string;
  credit: boolean;
  creditsBillId: number | null;
  spotfactoringInvoiceId: null;
}

export function toBillResponse(row: BillRow): BillResponse {
  return {
    id: Number(row.id),
    type: row.credit ? 'CREDIT' : 'INVOICE',
    refId: row.ocr,
    custId: row.customer_id,
    compId: row.comp_id,
    billDate: row.bill_date,
    dueDate: row.due_date,
    paidDate: row.paid_date,
    paid: row.paid_date !== null,
    currency: row.currency,
    totalCapital: oreToDecimal(row.total_capital_ore),
    totalVat: oreToDecimal(row.total_vat_ore),
    total: oreToDecimal(BigInt(row.total_capital_ore) + BigInt(row.total_vat_ore)),
    paidAmount: oreToDecimal(row.paid_ore),
    credit: row.credit,
    creditsBillId: row.credits_bill_id === null ? null : Number(row.credits_bill_id),
    spotfactoringInvoiceId: null,
  };
}
