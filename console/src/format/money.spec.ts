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

  it('formats measures with the same separators', () => {
    expect(plain(formatNumber(1234.5, 'sv'))).toBe('1 234,50');
    expect(formatNumber(0.4, 'en')).toBe('0.40');
    expect(formatNumber(Number.NaN, 'sv')).toBe('0,00');
    expect(intlLocale('de')).toBe('sv-SE');
  });
});
