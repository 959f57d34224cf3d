import * as constants from './constants';
import {
  ADMIN_CUSTOMER_LEVEL,
  CONSIGNEE_TYPES,
  DEFAULT_CONSIGNEE_TYPE,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_PRINT_FORMAT,
  GOODS_ITEM_ID_LENGTH,
  INSURANCE_MAX_GOODS_VALUE_ORE,
  INSURANCE_MIN_GOODS_VALUE_ORE,
  INSURANCE_MIN_PREMIUM_ORE,
  INSURANCE_RATE_BASIS_POINTS,
  PRINT_FORMATS,
  TEMPORARY_ORDER_NUMBER_LENGTH,
} from './constants';
import { isKnownCountry } from './countries';

describe('constants', () => {
  it('defaults the country to SE, a known country', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('SE');
    expect(isKnownCountry(DEFAULT_COUNTRY_CODE)).toBe(true);
  });

  it('defaults the print format to PDF, one of a short list of formats', () => {
    expect(DEFAULT_PRINT_FORMAT).toBe('PDF');
    expect(PRINT_FORMATS).toEqual(['PDF', 'PDF_A6', 'ZPL', 'ZPL_300']);
    expect(PRINT_FORMATS).toContain(DEFAULT_PRINT_FORMAT);
  });

  it('knows company and private consignees and defaults to company', () => {
    expect(CONSIGNEE_TYPES).toEqual(['company', 'private']);
    expect(DEFAULT_CONSIGNEE_TYPE).toBe('company');
  });

  it('treats customer level 1 as admin', () => {
    expect(ADMIN_CUSTOMER_LEVEL).toBe(1);
  });

  it('bounds the insured goods value to SEK 1 000 – 1 000 000 in öre', () => {
    expect(INSURANCE_MIN_GOODS_VALUE_ORE).toBe(1_000 * 100);
    expect(INSURANCE_MAX_GOODS_VALUE_ORE).toBe(1_000_000 * 100);
  });

  it('prices insurance at 0.75 % with a SEK 65 minimum', () => {
    expect(INSURANCE_RATE_BASIS_POINTS / 10_000).toBeCloseTo(0.0075);
    expect(INSURANCE_MIN_PREMIUM_ORE).toBe(65 * 100);
  });

  it('uses 6-character goods item ids and 16-character temporary order numbers', () => {
    expect(GOODS_ITEM_ID_LENGTH).toBe(6);
    expect(TEMPORARY_ORDER_NUMBER_LENGTH).toBe(16);
  });

  it('freezes its lists', () => {
    expect(Object.isFrozen(PRINT_FORMATS)).toBe(true);
    expect(Object.isFrozen(CONSIGNEE_TYPES)).toBe(true);
  });

  it('holds whole numbers for every numeric constant', () => {
    for (const value of Object.values(constants)) {
      if (typeof value === 'number') expect(Number.isInteger(value)).toBe(true);
    }
  });
});
