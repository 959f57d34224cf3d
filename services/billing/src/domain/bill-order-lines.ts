import { findCarrier } from '@freight/reference-data';
import { VAT_RATE_PERCENT, vatOre } from './money';

export type BillOrderType = 'FREIGHT' | 'INSURANCE' | 'FEE';

/** What billing takes from OrderBooked (v1). */
export interface BookedOrder {
  orderNo: string;
  customerId: number;
  consignmentNo: string;
  supplierId: number;
  templateName: string;
  priceOre: number;
  currency: string;
  insured: boolean;
  goodsValueOre: number;
  insurancePriceOre: number;
  bookedAt: string;
  bookedBy: string;
}

export interface BillOrderLine {
  orderNo: string;
  type: BillOrderType;
  credit: boolean;
  customerId: number;
  consignmentNo: string;
  supplierId: number;
  article: string;
  infoText: string;
  description: string;
  totalPriceOre: number;
  vatRate: number;
  vatOre: number;
  currency: string;
  userId: string;
  dateCreated: string;
}

/**
 * A booking's lines, each excluding VAT with its own 25 % VAT: the freight, the insurance premium (when
 * insured) and the transaction fee. `credit` turns them into the lines that cancel them.
 */
export function billOrderLines(order: BookedOrder, transactionFeeOre: number, credit = false): BillOrderLine[] {
  const supplier = findCarrier(order.supplierId)?.name ?? String(order.supplierId);
  const sign = credit ? -1 : 1;
  const line = (type: BillOrderType, article: string, priceOre: number, description: string): BillOrderLine => ({
    orderNo: order.orderNo,
    type,
    credit,
    customerId: order.customerId,
    consignmentNo: order.consignmentNo,
    supplierId: order.supplierId,
    article,
    infoText: `${supplier} ${order.consignmentNo}`.trim(),
    description,
    totalPriceOre: sign * priceOre,
    vatRate: VAT_RATE_PERCENT,
    vatOre: vatOre(sign * priceOre),
    currency: order.currency || 'SEK',
    userId: order.bookedBy,
    dateCreated: order.bookedAt,
  });
  const lines = [line('FREIGHT', order.templateName, order.priceOre, credit ? `Kreditering frakt ${supplier}` : `Frakt ${supplier}`)];
  if (order.insured && order.insurancePriceOre > 0) {
    lines.push(line('INSURANCE', 'INSURANCE', order.insurancePriceOre, `Transportförsäkring, varuvärde ${order.goodsValueOre / 100} kr`));
  }
  if (transactionFeeOre > 0) lines.push(line('FEE', 'TRANSACTION_FEE', transactionFeeOre, 'Transaktionsavgift'));
  return lines;
}
