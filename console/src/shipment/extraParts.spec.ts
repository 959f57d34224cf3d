import { describe, expect, it } from '@jest/globals';
import type { CompletionErrors } from './completionRules';
import { extraPartsOf, extraServerParts, newExtraPart, validateExtraParts } from './extraParts';

describe('optional parts', () => {
  const agent = { name: 'Ombud AB', address1: 'Kajen 3', postcode: '41764', city: 'Göteborg', countrycode: 'SE' };

  it('requires every field of an added part and nothing of the others', () => {
    const errors: CompletionErrors = {};
    validateExtraParts({ pickupAddress: { ...newExtraPart(), name: 'Lager' } }, errors);
    expect(Object.keys(errors).sort()).toEqual(['pickupAddress.address1', 'pickupAddress.city', 'pickupAddress.postcode']);
    const none: CompletionErrors = {};
    validateExtraParts(undefined, none);
    expect(none).toEqual({});
  });

  it("sends the added parts in the spec's order and reads them back", () => {
    const parts = { customsVATPayer: { ...agent, name: 'Tull AB' }, receivingAgent: agent };
    const server = extraServerParts(parts);
    expect(server.map((part) => part.role)).toEqual(['receivingAgent', 'customsVATPayer']);
    expect(server[0].address).toEqual({
      name: 'Ombud AB',
      addressLine: ['Kajen 3', ''],
      postcode: '41764',
      city: 'Göteborg',
      countrycode: 'SE',
    });
    expect(extraPartsOf([{ role: 'consignor', address: {} }, ...server])).toEqual(parts);
    expect(extraPartsOf(undefined)).toEqual({});
  });
});
