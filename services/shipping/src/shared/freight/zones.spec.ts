import { COUNTRIES } from '@freight/reference-data';
import type { AddressInput } from './freight.types';
import { DOMESTIC_ZONES, ZONES, ZONE_NAMES, countryZone, domesticRegion, isSwedishPostcode, zoneFor } from './zones';

const se = (postcode: string): AddressInput => ({ countrycode: 'SE', postcode });
const abroad = (countrycode: string, postcode = '1000'): AddressInput => ({ countrycode, postcode });

describe(isSwedishPostcode.name, () => {
  it.each([
    ['11122', true],
    ['111 22', true],
    [' 41301 ', true],
    ['98132', true],
    ['01234', false],
    ['1112', false],
    ['111222', false],
    ['ABCDE', false],
    ['', false],
  ])('%p → %p', (postcode, valid) => expect(isSwedishPostcode(postcode)).toBe(valid));
});

describe(domesticRegion.name, () => {
  it.each([
    ['11122', 'STO'], // Stockholm
    ['19147', 'STO'], // Sollentuna
    ['21119', 'SYD'], // Malmö
    ['35230', 'SYD'], // Växjö
    ['39231', 'SYD'], // Kalmar
    ['41301', 'VAST'], // Göteborg
    ['50630', 'VAST'], // Borås
    ['54130', 'VAST'], // Skövde
    ['55318', 'MITT'], // Jönköping
    ['58222', 'MITT'], // Linköping
    ['65224', 'MITT'], // Karlstad
    ['75320', 'MITT'], // Uppsala
    ['79171', 'MITT'], // Falun
    ['80320', 'SNL'], // Gävle
    ['85230', 'SNL'], // Sundsvall
    ['90326', 'ONL'], // Umeå
    ['97231', 'ONL'], // Luleå
    ['98131', 'ONL'], // Kiruna
  ])('%p is in %p', (postcode, region) => expect(domesticRegion(postcode)).toBe(region));
});

describe(countryZone.name, () => {
  it.each([
    ['NO', 'NORDIC'],
    ['dk', 'NORDIC'],
    ['FI', 'NORDIC'],
    ['DE', 'EU1'],
    ['PL', 'EU1'],
    ['EE', 'EU1'],
    ['FR', 'EU2'],
    ['ES', 'EU2'],
    ['IE', 'EU2'],
    ['GB', 'EUROPE'],
    ['CH', 'EUROPE'],
    ['KV', 'EUROPE'],
    ['US', 'WORLD1'],
    ['CN', 'WORLD1'],
    ['BR', 'WORLD2'],
    ['ZA', 'WORLD2'],
    ['XY', 'WORLD2'],
  ])('%p is in %p', (country, zone) => expect(countryZone(country)).toBe(zone));

  it.each(['SE', 'ZZ', ''])('has no zone for %p', (country) => expect(countryZone(country)).toBeUndefined());

  it('gives every known country but Sweden a zone', () => {
    expect(COUNTRIES.filter((c) => c.code !== 'SE' && countryZone(c.code) === undefined)).toEqual([]);
  });
});

describe(zoneFor.name, () => {
  it.each([
    ['Stockholm → Stockholm', se('11122'), se('17165'), 'SE1'],
    ['Stockholm → Göteborg', se('11122'), se('41301'), 'SE2'],
    ['Göteborg → Stockholm (symmetric)', se('41301'), se('11122'), 'SE2'],
    ['Stockholm → Malmö', se('11122'), se('21119'), 'SE3'],
    ['Malmö → Göteborg', se('21119'), se('41301'), 'SE2'],
    ['Göteborg → Sundsvall', se('41301'), se('85230'), 'SE3'],
    ['Stockholm → Luleå', se('11122'), se('97231'), 'SE3'],
    ['Malmö → Luleå', se('21119'), se('97231'), 'SE4'],
    ['Göteborg → Kiruna', se('41301'), se('98131'), 'SE4'],
    ['Sundsvall → Umeå', se('85230'), se('90326'), 'SE2'],
    ['Stockholm → Oslo', se('11122'), abroad('NO', '0150'), 'NORDIC'],
    ['Stockholm → Berlin', se('11122'), abroad('DE', '10115'), 'EU1'],
    ['Stockholm → New York', se('11122'), abroad('US', '10001'), 'WORLD1'],
    ['Helsinki → Stockholm (import)', abroad('FI', '00100'), se('11122'), 'NORDIC'],
  ])('%s is %p', (_case, from, to, zone) => expect(zoneFor(from, to)).toBe(zone));

  it.each([
    ['a malformed Swedish postcode', se('1112'), se('41301')],
    ['a Swedish postcode starting with 0', se('01122'), se('41301')],
    ['a malformed Swedish postcode abroad-bound', se('ABC'), abroad('NO', '0150')],
    ['an unknown country', se('11122'), abroad('ZZ')],
    ['neither end in Sweden', abroad('NO', '0150'), abroad('DK', '1050')],
  ])('has no zone for %s', (_case, from, to) => expect(zoneFor(from, to)).toBeUndefined());

  it('is symmetric for every pair of domestic regions', () => {
    const postcodes = ['11122', '21119', '41301', '58222', '85230', '97231'];
    for (const a of postcodes) for (const b of postcodes) expect(zoneFor(se(a), se(b))).toBe(zoneFor(se(b), se(a)));
    for (const a of postcodes) expect(zoneFor(se(a), se(a))).toBe('SE1');
  });

  it('only gives known zones, each with a Swedish and an English name', () => {
    expect(DOMESTIC_ZONES.every((z) => ZONES.includes(z))).toBe(true);
    for (const zone of ZONES) expect(ZONE_NAMES[zone]).toEqual({ sv: expect.any(String), en: expect.any(String) });
  });
});
