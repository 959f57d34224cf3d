import { describe, expect, it } from '@jest/globals';
import { formatMoney, formatNumber, formatOre, intlLocale, toOre } from './money';

/** Intl separates thousands and the currency with (narrow) no-break spaces: compare with plain ones. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('money formatter', () => {
  it('reads wire amounts into öre without rounding twice', () => {
    expect(toOre('159.43')).toBe(15943);
    expect(toOre('1503.66')).toBe(150366);
    expect(toOre(0.1 + 0.2)).toBe(30);
    expect(toOre('12,5')).toBe(1250);
    expect(toOre('')).toBeUndefined();
    expect(toOre(null)).toBeUndefined();
    expect(toOre('abc')).toBeUndefined();
  });

  it('shows two decimals, the language separators and always the currency', () => {
    expect(plain(formatOre(15943, 'sv'))).toBe('159,43 kr');
    expect(plain(formatOre(2500000, 'sv'))).toBe('25 000,00 kr');
    expect(plain(formatOre(150366, 'en'))).toBe('SEK 1,503.66');
    expect(plain(formatMoney('187.5', 'sv', 'SEK'))).toBe('187,50 kr');
    expect(plain(formatMoney('10', 'sv', 'EUR'))).toBe('10,00 €');
    expect(plain(formatMoney('10', 'sv', null))).toBe('10,00 kr');
    expect(formatMoney(undefined, 'sv')).toBeUndefined();
  });

  it('writes the exact characters: no-break spaces (U+00A0) between thousands and before kr, a decimal comma, a real minus (issue 29 item 14)', () => {
    expect(formatOre(123450, 'sv')).toBe('1\u00a0234,50\u00a0kr');
    expect(formatOre(100000000, 'sv')).toBe('1\u00a0000\u00a0000,00\u00a0kr');
    expect(formatOre(-21804, 'sv')).toBe('\u2212218,04\u00a0kr');
    expect(formatOre(0, 'sv')).toBe('0,00\u00a0kr');
    expect(formatOre(123450, 'en')).toBe('SEK\u00a01,234.50');
    expect(formatMoney('1234.5', 'sv')).toBe('1\u00a0234,50\u00a0kr');
    expect(formatMoney(' 12000.00 ', 'sv')).toBe('12\u00a0000,00\u00a0kr');
    expect(formatMoney('1426.95', 'sv', 'SEK')).toBe('1\u00a0426,95\u00a0kr');
    expect(formatOre(123450, 'sv')).not.toMatch(/[ \u202f]/);
    // A currency code still being typed: the amount, then the text as it is.
    expect(formatOre(173050, 'sv', 'US')).toBe('1\u00a0730,50\u00a0US');
    expect(formatOre(173050, 'sv', 'usd')).toBe('1\u00a0730,50\u00a0US$');
  });

  it('formats measures with the same separators', () => {
    expect(plain(formatNumber(1234.5, 'sv'))).toBe('1 234,50');
    expect(formatNumber(0.4, 'en')).toBe('0.40');
    expect(formatNumber(Number.NaN, 'sv')).toBe('0,00');
    expect(intlLocale('de')).toBe('sv-SE');
  });
});
