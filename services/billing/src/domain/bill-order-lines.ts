import { findCarrier, isExportTransport, transportVatPercent } from '@freight/reference-data';
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
  /** The receiver's country (OrderBooked v2); absent in older events, which were billed with 25 %. */
  consigneeCountry?: string;
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
 * A booking's lines, each excluding VAT with its own VAT: the freight, the insurance premium (when insured) and
 * the transaction fee. The freight and the fee of a transport to a receiver outside the EU customs territory are
 * exempt (0 %, 10 kap. 68 § ML, see @freight/reference-data's vat.ts) and say so; the premium keeps 25 %.
 * `credit` turns them into the lines that cancel them.
 */
export function billOrderLines(order: BookedOrder, transactionFeeOre: number, credit = false): BillOrderLine[] {
  const supplier = findCarrier(order.supplierId)?.name ?? String(order.supplierId);
  const sign = credit ? -1 : 1;
  const transportRate = transportVatPercent(order.consigneeCountry);
  const line = (type: BillOrderType, article: string, priceOre: number, description: string, rate = VAT_RATE_PERCENT): BillOrderLine => ({
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
    vatRate: rate,
    vatOre: vatOre(sign * priceOre, rate),
    currency: order.currency || 'SEK',
    userId: order.bookedBy,
    dateCreated: order.bookedAt,
  });
  // An exempt line names its exemption, as an invoice must (17 kap. 24 § ML).
  const exempt = isExportTransport(order.consigneeCountry) ? ' (momsfri export, 10 kap. 68 § ML)' : '';
  const lines = [
    line(
      'FREIGHT',
      order.templateName,
      order.priceOre,
      `${credit ? `Kreditering frakt ${supplier}` : `Frakt ${supplier}`}${exempt}`,
      transportRate,
    ),
  ];
  if (order.insured && order.insurancePriceOre > 0) {
    lines.push(line('INSURANCE', 'INSURANCE', order.insurancePriceOre, `Transportförsäkring, varuvärde ${order.goodsValueOre / 100} kr`));
  }
  if (transactionFeeOre > 0) lines.push(line('FEE', 'TRANSACTION_FEE', transactionFeeOre, `Transaktionsavgift${exempt}`, transportRate));
  return lines;
}
