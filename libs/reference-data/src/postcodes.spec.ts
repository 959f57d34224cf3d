import { DK_POSTCODE_AREAS, FI_POSTCODE_AREAS, NO_POSTCODE_AREAS, PostcodeArea, SE_POSTCODE_AREAS } from './postcode-areas';
import { findCity, normalizePostcode, POSTCODE_LOOKUP_COUNTRIES } from './postcodes';

describe('postcodes', () => {
  it.each([
    ['SE', '111 22', '11122'],
    ['SE', ' 41101 ', '41101'],
    ['NO', '0150', '0150'],
    ['DK', '2100', '2100'],
    ['FI', '00100', '00100'],
    ['DE', '10115', '10115'],
    ['GB', 'sw1a 1aa', 'SW1A 1AA'],
  ])('normalizes a well-formed %s postcode %p to %p', (country, raw, normalized) => {
    expect(normalizePostcode(country, raw)).toBe(normalized);
  });

  it.each([
    ['SE', '01234'],
    ['SE', '1234'],
    ['SE', '123456'],
    ['SE', '12 345'],
    ['SE', 'ABCDE'],
    ['NO', '12345'],
    ['DK', '0999'],
    ['FI', '0010'],
    ['DE', '-1'],
    ['GB', 'A'.repeat(13)],
  ])('refuses a malformed %s postcode %p', (country, raw) => {
    expect(normalizePostcode(country, raw)).toBeUndefined();
  });

  it.each([
    ['SE', '111 22', 'Stockholm'],
    ['SE', '41101', 'Göteborg'],
    ['SE', '21119', 'Malmö'],
    ['SE', '75320', 'Uppsala'],
    ['SE', '58330', 'Linköping'],
    ['SE', '98131', 'Kiruna'],
    ['SE', '62155', 'Visby'],
    ['NO', '0150', 'Oslo'],
    ['NO', '5003', 'Bergen'],
    ['DK', '8000', 'Aarhus C'],
    ['FI', '33100', 'Tampere'],
  ])('finds the city of %s %s: %s', (country, postcode, city) => {
    expect(findCity(country, postcode)).toBe(city);
  });

  it('finds no city outside the tables, for a malformed postcode, or in a country without a table', () => {
    expect(findCity('SE', '99999')).toBeUndefined();
    expect(findCity('NO', '9800')).toBeUndefined();
    expect(findCity('SE', '0999')).toBeUndefined();
    expect(findCity('DE', '10115')).toBeUndefined();
  });

  it('covers every Swedish postcode area from 100 to 984 by its first three digits', () => {
    const missing: number[] = [];
    for (let prefix = 100; prefix <= 984; prefix++) if (!findCity('SE', `${prefix}00`)) missing.push(prefix);
    expect(missing).toEqual([]);
  });

  it.each([
    ['SE', SE_POSTCODE_AREAS],
    ['NO', NO_POSTCODE_AREAS],
    ['DK', DK_POSTCODE_AREAS],
    ['FI', FI_POSTCODE_AREAS],
  ] as [string, readonly PostcodeArea[]][])(
    'keeps the %s areas sorted and apart (the lookup searches them by halves)',
    (country, areas) => {
      expect(POSTCODE_LOOKUP_COUNTRIES).toContain(country);
      for (const [i, [first, last, city]] of areas.entries()) {
        expect(first).toBeLessThanOrEqual(last);
        expect(city.trim()).toBe(city);
        if (i > 0) expect(first).toBeGreaterThan(areas[i - 1][1]);
      }
    },
  );
});
