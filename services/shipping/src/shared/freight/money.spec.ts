import fc from 'fast-check';
import { VAT_BASIS_POINTS, formatNumber, formatPercent, formatSek, percentOfOre, sekToOre, vatOf } from './money';

describe(percentOfOre.name, () => {
  it.each([
    [200_000, 75, 1_500],
    [100, 2500, 25],
    [2, 2500, 1], // 0.5 öre rounds half up
    [1, 2500, 0], // 0.25 öre rounds down
    [6, 2500, 2], // 1.5 öre rounds half up
    [211_500, 1400, 29_610],
    [0, 1650, 0],
  ])('%p öre × %p bp is %p öre', (ore, bp, expected) => {
    expect(percentOfOre(ore, bp)).toBe(expected);
  });

  it('is exact where floating point is not (0.75 % of 1 234 567,89 kr)', () => {
    expect(percentOfOre(123_456_789, 75)).toBe(925_926); // 925 925.9175 → 925 926
  });

  it('never decreases when the amount grows', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000_000),
        fc.nat(1_000_000),
        fc.nat(10_000),
        (ore, more, bp) => percentOfOre(ore + more, bp) >= percentOfOre(ore, bp),
      ),
    );
  });
});

describe(vatOf.name, () => {
  it('is 25 %', () => {
    expect(VAT_BASIS_POINTS).toBe(2500);
    expect(vatOf(241_110)).toBe(60_278); // 60 277.5 → half up
    expect(vatOf(100_000)).toBe(25_000);
  });
});

describe(sekToOre.name, () => {
  it.each([
    [65, 6_500],
    [2.95, 295],
    [0.74, 74],
  ])('%p kr is %p öre', (sek, ore) => expect(sekToOre(sek)).toBe(ore));
});

describe(formatSek.name, () => {
  it.each<[number, string, string]>([
    [123_450, '1 234,50', '1,234.50'],
    [6_500, '65,00', '65.00'],
    [5, '0,05', '0.05'],
    [0, '0,00', '0.00'],
    [100_000_000, '1 000 000,00', '1,000,000.00'],
    [-123_450, '-1 234,50', '-1,234.50'],
    [99_999, '999,99', '999.99'],
  ])('shows %p öre as %p in Swedish and %p in English', (ore, sv, en) => {
    expect(formatSek(ore, 'sv')).toBe(sv);
    expect(formatSek(ore, 'en')).toBe(en);
  });

  it('always shows two decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        (ore) => /^-?\d{1,3}( \d{3})*,\d{2}$/.test(formatSek(ore, 'sv')) && /^-?\d{1,3}(,\d{3})*\.\d{2}$/.test(formatSek(ore, 'en')),
      ),
    );
  });
});

describe(formatNumber.name, () => {
  it.each<[number, string, string]>([
    [1480, '1 480', '1,480'],
    [0.4, '0,4', '0.4'],
    [13.6, '13,6', '13.6'],
    [16.5, '16,5', '16.5'],
    [2, '2', '2'],
  ])('shows %p as %p / %p', (value, sv, en) => {
    expect(formatNumber(value, 'sv')).toBe(sv);
    expect(formatNumber(value, 'en')).toBe(en);
  });
});

describe(formatPercent.name, () => {
  it('shows basis points as a percentage', () => {
    expect(formatPercent(1650, 'sv')).toBe('16,5 %');
    expect(formatPercent(75, 'en')).toBe('0.75 %');
    expect(formatPercent(2500, 'sv')).toBe('25 %');
  });
});
