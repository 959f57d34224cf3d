import { describe, expect, it } from '@jest/globals';
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
    const price = (templateName: string): PriceAnswer => ({ templateName, total: 1, breakdown: [], errors: [] });
    const paired = pairPrices([{ templateName: 'A' }, { templateName: 'B' }], [price('B'), price('A')]);
    expect(paired.map((p) => p.price?.templateName)).toEqual(['A', 'B']);
    expect(pairPrices([{ templateName: 'C' }], [])[0].price).toBeUndefined();
  });
});

describe(rankOffers.name, () => {
  const offer = (templateName: string, total: string | null, min?: number, max?: number): PricedService => ({
    service: { templateName, deliveryMinDays: min, deliveryMaxDays: max },
    price: { templateName, total, priceExclVat: total, breakdown: [], errors: total === null ? [{ code: 'ERROR.PRICE_NOT_FOUND' }] : [] },
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
