import { agreementNumberFor, DEFAULT_AGREEMENT_NO_OTHER_PRICE_LISTS, DEFAULT_AGREEMENT_NO_PRICE_LIST_2 } from './agreement-number';

describe(agreementNumberFor.name, () => {
  it.each<[string, number, Record<string, string>, number, { agreementNo: string; source: string }]>([
    ['the customer own number for the carrier', 1, { '131': 'UPS-778' }, 131, { agreementNo: 'UPS-778', source: 'customer' }],
    ['the own number on price list 2 too', 2, { '4': 'PN-1' }, 4, { agreementNo: 'PN-1', source: 'customer' }],
    ['the price list 2 default without an own number', 2, {}, 131, { agreementNo: DEFAULT_AGREEMENT_NO_PRICE_LIST_2, source: 'default' }],
    ['the other default on price list 1', 1, {}, 131, { agreementNo: DEFAULT_AGREEMENT_NO_OTHER_PRICE_LISTS, source: 'default' }],
    ['the other default on price list 3', 3, {}, 116, { agreementNo: DEFAULT_AGREEMENT_NO_OTHER_PRICE_LISTS, source: 'default' }],
    [
      'the default when the own number is for another carrier',
      1,
      { '116': 'DB-9' },
      131,
      { agreementNo: DEFAULT_AGREEMENT_NO_OTHER_PRICE_LISTS, source: 'default' },
    ],
    [
      'the default when the own number is blank',
      2,
      { '131': ' ' },
      131,
      { agreementNo: DEFAULT_AGREEMENT_NO_PRICE_LIST_2, source: 'default' },
    ],
  ])('gives %s', (_case, priceList, agreementNumbers, supplierId, expected) => {
    expect(agreementNumberFor({ priceList, agreementNumbers }, supplierId)).toEqual({ supplierId, ...expected });
  });

  it('has two different defaults', () => {
    expect(DEFAULT_AGREEMENT_NO_PRICE_LIST_2).not.toBe(DEFAULT_AGREEMENT_NO_OTHER_PRICE_LISTS);
  });
});
