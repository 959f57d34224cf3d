import { describe, expect, it } from '@jest/globals';
import { aFreightService, aPriceResult } from '../testing/apiFixtures';
import { normalizeFilterAnswer, pairPrices, rankOffers, type PricedService, type PriceAnswer } from './pricing';

describe('offers and prices', () => {
  it('normalizes a partial filter answer', () => {
    expect(normalizeFilterAnswer({ notOffered: [{ templateName: 'A' }] })).toEqual({
      freightServices: [],
      notOffered: [{ templateName: 'A', reasons: [] }],
      errors: [],
    });
  });

  it('pairs prices with products by template name', () => {
    const price = (templateName: string): PriceAnswer => aPriceResult({ templateName, total: '1.00' });
    const paired = pairPrices([aFreightService({ templateName: 'A' }), aFreightService({ templateName: 'B' })], [price('B'), price('A')]);
    expect(paired.map((p) => p.price?.templateName)).toEqual(['A', 'B']);
    expect(pairPrices([aFreightService({ templateName: 'C' })], [])[0].price).toBeUndefined();
  });
});

describe(rankOffers.name, () => {
  const offer = (templateName: string, total: string | null, min: number, max: number): PricedService => ({
    service: aFreightService({ templateName, deliveryMinDays: min, deliveryMaxDays: max }),
    price: aPriceResult({
      templateName,
      total,
      priceExclVat: total,
      errors: total === null ? [{ code: 'ERROR.PRICE_NOT_FOUND', description: 'Inget pris' }] : [],
    }),
  });

  it('sorts by the server total, unpriced last, and marks the cheapest and the fastest', () => {
    const ranked = rankOffers([
      offer('A', '300.00', 1, 3),
      offer('B', null, 1, 1),
      offer('C', '159.43', 2, 4),
      offer('D', '1503.66', 1, 1),
    ]);
    expect(ranked.offers.map((o) => o.service.templateName)).toEqual(['C', 'A', 'D', 'B']);
    expect(ranked.cheapest).toBe('C');
    expect(ranked.fastest).toBe('D');
  });

  it('marks nothing when there is no rival', () => {
    expect(rankOffers([offer('A', '10.00', 1, 2)])).toEqual({ offers: [expect.anything()] });
    expect(rankOffers([])).toEqual({ offers: [] });
  });
});
