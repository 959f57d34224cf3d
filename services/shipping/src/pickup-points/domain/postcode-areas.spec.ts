import { locateSwedishPostcode, normalizeSwedishPostcode } from './postcode-areas';

describe('normalizeSwedishPostcode', () => {
  it.each([
    ['11122', '11122'],
    ['111 22', '11122'],
    [' 41304 ', '41304'],
  ])('%s is %s', (typed, normalized) => expect(normalizeSwedishPostcode(typed)).toBe(normalized));

  it.each(['01122', '1112', '111222', '111-22', 'ABCDE', ''])('%s is no Swedish postcode', (typed) =>
    expect(normalizeSwedishPostcode(typed)).toBeUndefined(),
  );
});

describe('locateSwedishPostcode', () => {
  it('places a postcode at its area, so two postcodes of one area are one place', () => {
    expect(locateSwedishPostcode('113 45')).toEqual(locateSwedishPostcode('11360'));
    expect(locateSwedishPostcode('11122')!.latitude).toBeCloseTo(59.33, 1);
    expect(locateSwedishPostcode('41304')!.longitude).toBeCloseTo(11.95, 1);
  });

  it('knows no place for an area it does not list, nor for what is no postcode', () => {
    expect(locateSwedishPostcode('98491')).toBeUndefined();
    expect(locateSwedishPostcode('hello')).toBeUndefined();
  });
});
