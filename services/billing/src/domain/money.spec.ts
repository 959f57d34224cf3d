import { oreToDecimal, oreToSwedish, vatOre } from './money';

describe(vatOre.name, () => {
  it.each([
    [10_000, 2_500],
    [1, 0],
    [2, 1],
    [6_500, 1_625],
    [-10_000, -2_500],
    [-2, -1],
    [0, 0],
  ])('takes 25 %% of %i öre as %i öre', (price, vat) => {
    expect(vatOre(price)).toBe(vat);
  });
});

describe(oreToDecimal.name, () => {
  it.each<[number | string, string]>([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [123_450, '1234.50'],
    ['9007199254740993', '90071992547409.93'],
  ])('writes %s öre as %s', (ore, text) => {
    expect(oreToDecimal(ore)).toBe(text);
  });
});

describe(oreToSwedish.name, () => {
  it('groups thousands and uses a decimal comma', () => {
    expect(oreToSwedish(123_456_789)).toBe('1\u00a0234\u00a0567,89');
    expect(oreToSwedish(-12_500)).toBe('-125,00');
  });
});
