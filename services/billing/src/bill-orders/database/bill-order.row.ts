import type { BillOrderType } from '../../domain/bill-order-lines';

/** A bill_orders row as the bill-order reads select it (BILL_ORDER_COLUMNS, with the customer's name joined as c). */
export interface BillOrderRow {
  id: string;
  order_no: string;
  type: BillOrderType;
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

/** The columns of a BillOrderRow, for a read over bill_orders o joined with customers c. */
export const BILL_ORDER_COLUMNS = `o.id::text, o.order_no, o.type, o.credit, o.customer_id, c.name AS customer, o.consignment_no, o.supplier_id, o.article,
  o.info_text, o.description, o.total_price_ore::text, o.vat_ore::text, o.vat_rate, o.currency, o.user_id, o.date_created,
  to_char(o.booked_date, 'YYYY-MM-DD') AS booked_date, o.bill_id::text, to_char(o.date_billed, 'YYYY-MM-DD') AS date_billed`;

/** The text a bill order line is searched by (GET /bill/orders?q=): bill_order_search rows are written from it, at booking and by the migration that filled them. */
export const BILL_ORDER_SEARCH_TEXT = "order_no || ' ' || consignment_no || ' ' || article || ' ' || description";
