import { findCarrier } from '@freight/reference-data';
import { oreToDecimal } from '../../domain/money';

export interface BillOrderRow {
  id: string;
  order_no: string;
  type: string;
  credit: boolean;
  customer_id: number;
  customer: string;
  consignment_no: string;
  supplier_id: number;
  article: string;
  info_text: string;
  description: string;
  total_price_ore: string;
  vat_ore: string;
  vat_rate: number;
  currency: string;
  user_id: string;
  date_created: Date;
  booked_date: string;
  bill_id: string | null;
  date_billed: string | null;
}

export const BILL_ORDER_COLUMNS = `o.id::text, o.order_no, o.type, o.credit, o.customer_id, c.name AS customer, o.consignment_no, o.supplier_id, o.article,
  o.info_text, o.description, o.total_price_ore::text, o.vat_ore::text, o.vat_rate, o.currency, o.user_id, o.date_created,
  to_char(o.booked_date, 'YYYY-MM-DD') AS booked_date, o.bill_id::text, to_char(o.date_billed, 'YYYY-MM-DD') AS date_billed`;

/** The spec's BillOrder: the amount excludes VAT (VAT apart, in `vat`). */
export interface BillOrderResponse {
  id: number;
  type: string;
  credit: boolean;
  article: string;
  infoText: string;
  totalPrice: string;
  vat: string;
  vatRate: number;
  currency: string;
  custId: number;
  customer: string;
  supplierId: number;
  supplier: string;
  dateCreated: string;
  billed: boolean;
  dateBilled: string | null;
  billId: number | null;
  orderno: string;
  consignmentNo: string;
  user: string;
  date: string;
  description: string;
}

export function toBillOrderResponse(row: BillOrderRow): BillOrderResponse {
  return {
    id: Number(row.id),
    type: row.type,
    credit: row.credit,
    article: row.article,
    infoText: row.info_text,
    totalPrice: oreToDecimal(row.total_price_ore),
    vat: oreToDecimal(row.vat_ore),
    vatRate: row.vat_rate,
    currency: row.currency,
    custId: row.customer_id,
    customer: row.customer ?? '',
    supplierId: row.supplier_id,
    supplier: findCarrier(row.supplier_id)?.name ?? '',
    dateCreated: row.date_created.toISOString(),
    billed: row.bill_id !== null,
    dateBilled: row.date_billed,
    billId: row.bill_id === null ? null : Number(row.bill_id),
    orderno: row.order_no,
    consignmentNo: row.consignment_no,
    user: row.user_id,
    date: row.booked_date,
    description: row.description,
  };
}
