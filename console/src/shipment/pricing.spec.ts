import { describe, expect, it } from '@jest/globals';
import { aFreightService, aPriceResult } from '../testing/apiFixtures';
import { normalizeFilterAnswer, pairPrices, rankOffers, sortOffers, type PricedService, type PriceAnswer } from './pricing';

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

describe(sortOffers.name, () => {
  const offer = (templateName: string, total: string | null, max: number, co2eGrams?: number): PricedService => ({
    service: aFreightService({ templateName, deliveryMinDays: 1, deliveryMaxDays: max }),
    price: aPriceResult({
      templateName,
      total,
      priceExclVat: total,
      errors: total === null ? [{ code: 'ERROR.PRICE_NOT_FOUND', description: 'Inget pris' }] : [],
      emission:
        co2eGrams === undefined
          ? null
          : { co2eGrams, co2eKgFormatted: '', tonneKm: 0, distanceKm: 0, mode: 'road', method: '', factors: [] },
    }),
  });
  // In rankOffers' (price) order.
  const offers = [
    offer('C', '100.00', 4, 900),
    offer('A', '200.00', 1, 300),
    offer('X', '250.00', 2),
    offer('D', '300.00', 1, 100),
    offer('B', null, 1, 1),
  ];

  it('keeps the price order, and sorts by the last delivery day or by emissions, unpriced last', () => {
    expect(sortOffers(offers, 'price').map((o) => o.service.templateName)).toEqual(['C', 'A', 'X', 'D', 'B']);
    expect(sortOffers(offers, 'speed').map((o) => o.service.templateName)).toEqual(['A', 'D', 'X', 'C', 'B']);
    // Least CO2e first; an offer without an estimate after those with one.
    expect(sortOffers(offers, 'emissions').map((o) => o.service.templateName)).toEqual(['D', 'A', 'C', 'X', 'B']);
  });
});
