import { findCarrier } from '@freight/reference-data';
import { oreToDecimal } from '../../domain/money';
import type { BillOrderRow } from '../../bill-orders';

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
