import { messages } from '@freight/kernel';
import { REASON_TEXTS, isNewReasonCode, localizedParams, newReasonText, numberParams, reason } from './reasons';

describe('REASON_TEXTS', () => {
  it('holds only codes the kernel catalogue does not have yet', () => {
    expect(Object.keys(REASON_TEXTS).filter((code) => code in messages)).toEqual([]);
  });

  it('has a Swedish and an English text for every code, with the same placeholders but for the language-specific ones', () => {
    for (const [code, text] of Object.entries(REASON_TEXTS)) {
      const names = (t: string) => [...t.matchAll(/\{(\w+?)(?:Sv|En)?\}/g)].map((m) => m[1]).sort();
      expect({ code, sv: names(text.sv) }).toEqual({ code, sv: names(text.en) });
      expect(text.sv).not.toMatch(/\{\w+En\}/);
      expect(text.en).not.toMatch(/\{\w+Sv\}/);
    }
  });
});

describe(reason.name, () => {
  it('makes a reason with or without params', () => {
    expect(reason('ERROR.PRICE_NOT_FOUND')).toEqual({ code: 'ERROR.PRICE_NOT_FOUND' });
    expect(reason('FILTER.CARRIER_NOT_CHOSEN', { carrier: 'UPS' })).toEqual({ code: 'FILTER.CARRIER_NOT_CHOSEN', params: { carrier: 'UPS' } });
  });
});

describe(newReasonText.name, () => {
  it('fills numbers in each language', () => {
    const params = numberParams('limit', 13.6);
    expect(params).toEqual({ limit: 13.6, limitSv: '13,6', limitEn: '13.6' });
    expect(newReasonText('FILTER.LOADING_METRES_LIMIT', 'sv', params)).toBe('Försändelsen tar mer än produktens gräns på 13,6 flakmeter');
    expect(newReasonText('FILTER.LOADING_METRES_LIMIT', 'en', params)).toBe("The consignment takes more than the product's limit of 13.6 loading metres");
  });

  it('fills names in each language', () => {
    const params = localizedParams('packageType', 'pallet', { sv: 'EUR-pall', en: 'EUR pallet' });
    expect(newReasonText('FILTER.PACKAGE_TYPE', 'sv', params)).toBe('Produkten tar inte kollislaget EUR-pall');
    expect(newReasonText('FILTER.PACKAGE_TYPE', 'en', params)).toBe('The product does not take the package type EUR pallet');
  });
});

describe(isNewReasonCode.name, () => {
  it('knows the new codes only', () => {
    expect(isNewReasonCode('FILTER.NO_GOODS')).toBe(true);
    expect(isNewReasonCode('ERROR.PRICE_NOT_FOUND')).toBe(false);
  });
});
