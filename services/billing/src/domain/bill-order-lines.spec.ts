import { billOrderLines, BookedOrder } from './bill-order-lines';

const order: BookedOrder = {
  orderNo: '131000000042',
  customerId: 1001,
  consignmentNo: '131000000042',
  supplierId: 131,
  templateName: 'UPS_STANDARD',
  priceOre: 24_900,
  currency: 'SEK',
  insured: true,
  goodsValueOre: 1_000_000,
  insurancePriceOre: 7_500,
  bookedAt: '2026-11-21T09:30:00.000Z',
  bookedBy: '7',
};

describe(billOrderLines.name, () => {
  it('bills the freight, the insurance premium and the transaction fee, each with 25 % VAT', () => {
    const lines = billOrderLines(order, 1_500);

    expect(lines.map((l) => [l.type, l.totalPriceOre, l.vatOre])).toEqual([
      ['FREIGHT', 24_900, 6_225],
      ['INSURANCE', 7_500, 1_875],
      ['FEE', 1_500, 375],
    ]);
    expect(lines.every((l) => l.vatRate === 25 && l.customerId === 1001 && !l.credit)).toBe(true);
  });

  it('has no insurance line for an uninsured order and no fee line when the fee is zero', () => {
    expect(billOrderLines({ ...order, insured: false }, 0).map((l) => l.type)).toEqual(['FREIGHT']);
  });

  it('writes credit lines as the negatives of the lines they cancel', () => {
    const credit = billOrderLines(order, 1_500, true);

    expect(credit.map((l) => [l.totalPriceOre, l.vatOre, l.credit])).toEqual([
      [-24_900, -6_225, true],
      [-7_500, -1_875, true],
      [-1_500, -375, true],
    ]);
  });

  it('bills the freight and fee of a transport leaving the EU without VAT, naming the exemption; the premium keeps 25 %', () => {
    const lines = billOrderLines({ ...order, consigneeCountry: 'NO' }, 1_500);
    expect(lines.map((l) => [l.type, l.vatRate, l.vatOre])).toEqual([
      ['FREIGHT', 0, 0],
      ['INSURANCE', 25, 1_875],
      ['FEE', 0, 0],
    ]);
    expect(lines[0].description).toBe('Frakt UPS (momsfri export, 10 kap. 68 § ML)');
    expect(billOrderLines({ ...order, consigneeCountry: 'NO' }, 1_500, true).map((l) => l.vatOre)).toEqual([0, -1_875, 0]);
    // Inside the EU, and an older event without the country: 25 %.
    expect(billOrderLines({ ...order, consigneeCountry: 'DK' }, 1_500).every((l) => l.vatRate === 25)).toBe(true);
    expect(billOrderLines(order, 1_500).every((l) => l.vatRate === 25)).toBe(true);
  });
});
