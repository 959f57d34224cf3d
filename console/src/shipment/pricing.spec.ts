import { describe, expect, it } from '@jest/globals';
import { normalizeFilterAnswer, pairPrices, type PriceAnswer } from './pricing';

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
        expect(paired.map(p => p.price?.templateName)).toEqual(['A', 'B']);
        expect(pairPrices([{ templateName: 'C' }], [])[0].price).toBeUndefined();
    });
});
