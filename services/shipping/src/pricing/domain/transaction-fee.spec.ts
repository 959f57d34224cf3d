import type { PriceResult } from '../../shared/freight/freight.types';
import { withTransactionFee } from './transaction-fee';

const priced = (over: Partial<PriceResult> = {}): PriceResult => ({
  templateName: 'PN_PARCEL',
  code: 'PN',
  priceList: 1,
  zone: 'SE1',
  chargeableWeightKg: 5,
  lines: [{ kind: 'freight', label: { sv: 'Frakt', en: 'Freight' }, amountOre: 10_000 }],
  netOre: 10_000,
  vatOre: 2_500,
  totalOre: 12_500,
  currency: 'SEK',
  errors: [],
  ...over,
});

describe('withTransactionFee', () => {
  it('adds the fee as the last line with its 25 % VAT to a domestic quote', () => {
    const quote = withTransactionFee(priced(), 1_500, 'SE');
    expect(quote.lines.at(-1)).toEqual({
      kind: 'transaction_fee',
      label: { sv: 'Transaktionsavgift', en: 'Transaction fee' },
      amountOre: 1_500,
    });
    expect([quote.netOre, quote.vatOre, quote.totalOre]).toEqual([11_500, 2_875, 14_375]);
  });

  it('adds it without VAT to a transport leaving the EU (10 kap. 68 § ML)', () => {
    const quote = withTransactionFee(priced({ vatOre: 0, totalOre: 10_000 }), 1_500, 'NO');
    expect([quote.netOre, quote.vatOre, quote.totalOre]).toEqual([11_500, 0, 11_500]);
  });

  it('leaves a quote with errors, and a zero fee, as they were', () => {
    const failed = priced({ errors: [{ code: 'ERROR.PRICE_NOT_FOUND' }], netOre: 0, vatOre: 0, totalOre: 0 });
    expect(withTransactionFee(failed, 1_500, 'SE')).toBe(failed);
    const free = priced();
    expect(withTransactionFee(free, 0, 'SE')).toBe(free);
  });
});
