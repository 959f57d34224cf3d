import fc from 'fast-check';
import { insurancePremiumOre, validateGoodsValue } from './insurance';

describe(insurancePremiumOre.name, () => {
  it.each([
    ['at the lowest insurable value (SEK 1 000) is the minimum SEK 65', 100_000, 6_500],
    ['just under the break-even value is still SEK 65', 800_000, 6_500],
    ['at SEK 8 666,67, 0.75 % is SEK 65', 866_667, 6_500],
    ['above it is 0.75 %', 1_000_000, 7_500],
    ['at SEK 123 456,78 is 0.75 % rounded half up', 12_345_678, 92_593],
    ['at the highest insurable value (SEK 1 000 000) is SEK 7 500', 100_000_000, 750_000],
  ])('%s', (_case, goodsValueOre, premiumOre) => {
    expect(insurancePremiumOre(goodsValueOre)).toBe(premiumOre);
  });

  it('is never under SEK 65, whatever the value', () => {
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.double()), (value) => insurancePremiumOre(value) >= 6_500));
  });

  it('never decreases when the goods value grows', () => {
    fc.assert(
      fc.property(
        fc.nat(200_000_000),
        fc.nat(10_000_000),
        (value, more) => insurancePremiumOre(value + more) >= insurancePremiumOre(value),
      ),
    );
  });
});

describe(validateGoodsValue.name, () => {
  it.each([
    ['requires a value when insurance is chosen', undefined, [{ code: 'VALIDATION.REQUIRED' }]],
    ['rejects a goods value under 1 000', 99_999, [{ code: 'VALIDATION.MIN', params: { limit: '1000' } }]],
    ['accepts exactly 1 000', 100_000, []],
    ['accepts a value in between', 2_500_050, []],
    ['accepts exactly 1 000 000', 100_000_000, []],
    ['rejects a goods value over 1 000 000', 100_000_001, [{ code: 'VALIDATION.MAX', params: { limit: '1000000' } }]],
    ['rejects a negative value', -5, [{ code: 'VALIDATION.MIN', params: { limit: '1000' } }]],
    ['rejects a fraction of an öre', 100_000.5, [{ code: 'VALIDATION.NOT_A_NUMBER' }]],
    ['rejects NaN', Number.NaN, [{ code: 'VALIDATION.NOT_A_NUMBER' }]],
  ])('%s', (_case, value, reasons) => {
    expect(validateGoodsValue(value)).toEqual(reasons);
  });
});
