import { translate } from '@freight/kernel';
import { shippingMessages as messages } from '../../shipping.messages';
import { localizedParams, numberParams, reason } from './reasons';

describe('reason texts in the catalogue', () => {
  const reasonCodes = Object.keys(messages).filter(
    (code) => code.startsWith('FILTER.') || code.startsWith('PRICE.'),
  ) as (keyof typeof messages)[];

  it('holds the filter and price reasons', () => {
    expect(reasonCodes).toEqual(
      expect.arrayContaining([
        'FILTER.NO_GOODS',
        'FILTER.PACKAGE_TYPE',
        'FILTER.LOADING_METRES_LIMIT',
        'PRICE.OPTION_NOT_OFFERED',
        'PRICE.OPTION_CONFLICT',
      ]),
    );
  });

  it('uses each language its own rendering of numbers and names', () => {
    for (const code of reasonCodes) {
      const text = messages[code];
      expect(text.sv).not.toMatch(/\{\w+En\}/);
      expect(text.en).not.toMatch(/\{\w+Sv\}/);
    }
  });
});

describe(reason.name, () => {
  it('makes a reason with or without params', () => {
    expect(reason('ERROR.PRICE_NOT_FOUND')).toEqual({ code: 'ERROR.PRICE_NOT_FOUND' });
    expect(reason('FILTER.CARRIER_NOT_CHOSEN', { carrier: 'UPS' })).toEqual({
      code: 'FILTER.CARRIER_NOT_CHOSEN',
      params: { carrier: 'UPS' },
    });
  });
});

describe(numberParams.name, () => {
  it('fills numbers in each language', () => {
    const params = numberParams('limit', 13.6);
    expect(params).toEqual({ limit: 13.6, limitSv: '13,6', limitEn: '13.6' });
    expect(translate('FILTER.LOADING_METRES_LIMIT', 'sv', params)).toBe('Försändelsen tar mer än produktens gräns på 13,6 flakmeter');
    expect(translate('FILTER.LOADING_METRES_LIMIT', 'en', params)).toBe(
      "The consignment takes more than the product's limit of 13.6 loading metres",
    );
  });
});

describe(localizedParams.name, () => {
  it('fills names in each language', () => {
    const params = localizedParams('packageType', 'pallet', { sv: 'EUR-pall', en: 'EUR pallet' });
    expect(translate('FILTER.PACKAGE_TYPE', 'sv', params)).toBe('Produkten tar inte kollislaget EUR-pall');
    expect(translate('FILTER.PACKAGE_TYPE', 'en', params)).toBe('The product does not take the package type EUR pallet');
  });
});
