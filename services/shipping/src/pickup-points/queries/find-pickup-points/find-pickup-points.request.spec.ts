import { DomainError } from '@freight/kernel';
import { parsePickupPointsQuery } from './find-pickup-points.request';

const refusal = (query: Record<string, unknown>) => {
  try {
    parsePickupPointsQuery(query);
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, fieldErrors: error.fieldErrors };
    throw error;
  }
  throw new Error('accepted');
};

describe('parsePickupPointsQuery', () => {
  it('takes a Swedish postcode with or without its space, the country defaulting to SE', () => {
    expect(parsePickupPointsQuery({ postcode: '113 34' })).toEqual({ postcode: '11334', countryCode: 'SE' });
    expect(parsePickupPointsQuery({ postcode: '41304', countryCode: 'se' })).toEqual({ postcode: '41304', countryCode: 'SE' });
    expect(parsePickupPointsQuery({ postcode: 'n1 9gu', countryCode: 'GB' })).toEqual({ postcode: 'N1 9GU', countryCode: 'GB' });
  });

  it('refuses a Swedish postcode that is not five digits in the filter words', () => {
    expect(refusal({ postcode: '0123' })).toEqual({
      kind: 'invalid',
      fieldErrors: [{ field: 'postcode', code: 'FILTER.POSTCODE_INVALID', params: { postcode: '0123' } }],
    });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{}, 'postcode', 'VALIDATION.REQUIRED'],
    [{ postcode: '  ' }, 'postcode', 'VALIDATION.REQUIRED'],
    [{ postcode: ['11122', '11123'] }, 'postcode', 'VALIDATION.INVALID_FORMAT'],
    [{ postcode: '1'.repeat(13) }, 'postcode', 'VALIDATION.TOO_LONG'],
    [{ postcode: '<script>', countryCode: 'DE' }, 'postcode', 'VALIDATION.INVALID_FORMAT'],
    [{ postcode: '11122', countryCode: 'XX' }, 'countryCode', 'VALIDATION.INVALID_FORMAT'],
    [{ postcode: '11122', countryCode: ['SE'] }, 'countryCode', 'VALIDATION.INVALID_FORMAT'],
    [{ postcode: '11122', radius: '5' }, 'radius', 'VALIDATION.UNKNOWN_FIELD'],
  ])('refuses %j: %s %s', (query, field, code) => {
    expect(refusal(query)).toEqual({ kind: 'invalid', fieldErrors: [{ field, code }] });
  });
});
