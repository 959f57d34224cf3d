import { isExportTransport } from '@freight/reference-data';
import { vatOf } from '../../shared/freight/money';
import type { PriceResult } from '../../shared/freight/freight.types';

/**
 * A quote as the member will be invoiced for it: the priced consignment plus billing's transaction fee, with the
 * fee's VAT (none on a transport leaving the EU, 10 kap. 68 § ML, as billing bills it). Only quotes carry it: an
 * order's price excludes the fee (spec: order amounts exclude VAT and transaction fee), and billing adds it.
 */
export function withTransactionFee(result: PriceResult, feeOre: number, consigneeCountry: string | undefined): PriceResult {
  if (result.errors.length > 0 || feeOre <= 0) return result;
  const feeVatOre = isExportTransport(consigneeCountry) ? 0 : vatOf(feeOre);
  return {
    ...result,
    lines: [...result.lines, { kind: 'transaction_fee', label: { sv: 'Transaktionsavgift', en: 'Transaction fee' }, amountOre: feeOre }],
    netOre: result.netOre + feeOre,
    vatOre: result.vatOre + feeVatOre,
    totalOre: result.totalOre + feeOre + feeVatOre,
  };
}
