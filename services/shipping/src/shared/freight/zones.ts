import { EU_COUNTRY_CODES, findCountry } from '@freight/reference-data';
import type { AddressInput, Localized } from './freight.types';

/**
 * Price zones. A tariff prices each weight break per zone; the zone of a consignment depends only on
 * where it goes from and to.
 *
 * Domestic (both ends in Sweden): by postcode area, the first two digits of the five-digit postcode.
 *
 * | region | postcode areas | covers                                                                     |
 * |--------|----------------|----------------------------------------------------------------------------|
 * | STO    | 10–19          | Stockholm, Södertälje, Södertörn                                            |
 * | SYD    | 20–39          | Skåne (Malmö, Helsingborg), Halland, Blekinge, Småland (Växjö, Kalmar)      |
 * | VAST   | 40–54          | Göteborg, Bohuslän, Trollhättan, Borås, Skaraborg                           |
 * | MITT   | 55–79          | Jönköping, Östergötland, Sörmland, Gotland, Värmland, Örebro, Västmanland, Uppsala, Dalarna |
 * | SNL    | 80–89          | Södra Norrland: Gävleborg, Jämtland, Västernorrland                         |
 * | ONL    | 90–99          | Övre Norrland: Västerbotten, Norrbotten                                     |
 *
 * Zone by pair of regions (symmetric), following road distance:
 *
 * |      | STO | SYD | VAST | MITT | SNL | ONL |
 * |------|-----|-----|------|------|-----|-----|
 * | STO  | SE1 | SE3 | SE2  | SE2  | SE2 | SE3 |
 * | SYD  |     | SE1 | SE2  | SE2  | SE3 | SE4 |
 * | VAST |     |     | SE1  | SE2  | SE3 | SE4 |
 * | MITT |     |     |      | SE1  | SE2 | SE3 |
 * | SNL  |     |     |      |      | SE1 | SE2 |
 * | ONL  |     |     |      |      |     | SE1 |
 *
 * SE1 within the region (same day or next, under ~250 km), SE2 neighbouring (Stockholm–Göteborg
 * 470 km), SE3 distant (Stockholm–Malmö 610 km, Göteborg–Sundsvall 750 km), SE4 the far ends
 * (Malmö–Luleå 1 500 km).
 *
 * International (one end in Sweden): by the other end's country group.
 *
 * | zone   | countries                                                                             |
 * |--------|---------------------------------------------------------------------------------------|
 * | NORDIC | NO, DK, FI, AX                                                                        |
 * | EU1    | EU near: DE, PL, NL, BE, LU, EE, LV, LT                                               |
 * | EU2    | EU far: the other EU members (AT, BG, CY, CZ, ES, FR, GR, HR, HU, IE, IT, MT, PT, RO, SI, SK) |
 * | EUROPE | Europe outside the EU: GB, CH, LI, IS, FO, SJ, GI, AD, MC, SM, VA, GG, JE, IM, RS, XS, BA, ME, MK, AL, KV, MD, UA, TR, BY, RU, XC, XM |
 * | WORLD1 | main overseas markets: US, CA, PR, CN, HK, MO, JP, KR, TW, SG, AU, NZ, AE, IL            |
 * | WORLD2 | every other known country                                                            |
 *
 * Imports (from abroad to Sweden) take the zone of the country they come from.
 * A zone is geography only; whether a product goes there at all is the product's `toCountries`.
 * No zone (undefined): an unknown country, a Swedish address whose postcode is not five digits
 * starting 1–9 (at either end, domestic or not), or neither end in Sweden.
 */

export type DomesticRegion = 'STO' | 'SYD' | 'VAST' | 'MITT' | 'SNL' | 'ONL';
export type DomesticZone = 'SE1' | 'SE2' | 'SE3' | 'SE4';
export type InternationalZone = 'NORDIC' | 'EU1' | 'EU2' | 'EUROPE' | 'WORLD1' | 'WORLD2';
export type ZoneId = DomesticZone | InternationalZone;

export const DOMESTIC_ZONES: readonly DomesticZone[] = ['SE1', 'SE2', 'SE3', 'SE4'];
export const INTERNATIONAL_ZONES: readonly InternationalZone[] = ['NORDIC', 'EU1', 'EU2', 'EUROPE', 'WORLD1', 'WORLD2'];
export const ZONES: readonly ZoneId[] = [...DOMESTIC_ZONES, ...INTERNATIONAL_ZONES];

/** Zone names for price breakdowns and the tariff admin. */
export const ZONE_NAMES: Readonly<Record<ZoneId, Localized>> = {
  SE1: { sv: 'Inrikes, inom regionen', en: 'Domestic, within the region' },
  SE2: { sv: 'Inrikes, närliggande region', en: 'Domestic, neighbouring region' },
  SE3: { sv: 'Inrikes, avlägsen region', en: 'Domestic, distant region' },
  SE4: { sv: 'Inrikes, Syd- och Västsverige–Övre Norrland', en: 'Domestic, southern or western Sweden to upper Norrland' },
  NORDIC: { sv: 'Norden', en: 'Nordic countries' },
  EU1: { sv: 'EU, närområdet', en: 'EU, near' },
  EU2: { sv: 'EU, övriga', en: 'EU, far' },
  EUROPE: { sv: 'Europa utanför EU', en: 'Europe outside the EU' },
  WORLD1: { sv: 'Världen, huvudmarknader', en: 'World, main markets' },
  WORLD2: { sv: 'Världen, övriga', en: 'World, other' },
};

export const HOME_COUNTRY = 'SE';

/** [first postcode area, last postcode area, region], by the first two digits. */
const REGION_AREAS: ReadonlyArray<readonly [number, number, DomesticRegion]> = [
  [10, 19, 'STO'],
  [20, 39, 'SYD'],
  [40, 54, 'VAST'],
  [55, 79, 'MITT'],
  [80, 89, 'SNL'],
  [90, 99, 'ONL'],
];

const REGION_ORDER: readonly DomesticRegion[] = ['STO', 'SYD', 'VAST', 'MITT', 'SNL', 'ONL'];

/** The table above in full (it is symmetric), rows and columns in REGION_ORDER. */
const DOMESTIC_MATRIX: ReadonlyArray<readonly DomesticZone[]> = [
  ['SE1', 'SE3', 'SE2', 'SE2', 'SE2', 'SE3'],
  ['SE3', 'SE1', 'SE2', 'SE2', 'SE3', 'SE4'],
  ['SE2', 'SE2', 'SE1', 'SE2', 'SE3', 'SE4'],
  ['SE2', 'SE2', 'SE2', 'SE1', 'SE2', 'SE3'],
  ['SE2', 'SE3', 'SE3', 'SE2', 'SE1', 'SE2'],
  ['SE3', 'SE4', 'SE4', 'SE3', 'SE2', 'SE1'],
];

export const NORDIC_COUNTRY_CODES: readonly string[] = ['NO', 'DK', 'FI', 'AX'];
export const EU_NEAR_COUNTRY_CODES: readonly string[] = ['DE', 'PL', 'NL', 'BE', 'LU', 'EE', 'LV', 'LT'];
export const EU_FAR_COUNTRY_CODES: readonly string[] = EU_COUNTRY_CODES.filter(
  (code) => code !== HOME_COUNTRY && !NORDIC_COUNTRY_CODES.includes(code) && !EU_NEAR_COUNTRY_CODES.includes(code),
);
export const EUROPE_NON_EU_COUNTRY_CODES: readonly string[] = [
  'GB',
  'CH',
  'LI',
  'IS',
  'FO',
  'SJ',
  'GI',
  'AD',
  'MC',
  'SM',
  'VA',
  'GG',
  'JE',
  'IM',
  'RS',
  'XS',
  'BA',
  'ME',
  'MK',
  'AL',
  'KV',
  'MD',
  'UA',
  'TR',
  'BY',
  'RU',
  'XC',
  'XM',
];
export const WORLD_MAIN_COUNTRY_CODES: readonly string[] = [
  'US',
  'CA',
  'PR',
  'CN',
  'HK',
  'MO',
  'JP',
  'KR',
  'TW',
  'SG',
  'AU',
  'NZ',
  'AE',
  'IL',
];

const COUNTRY_ZONE: ReadonlyMap<string, InternationalZone> = new Map([
  ...NORDIC_COUNTRY_CODES.map((c) => [c, 'NORDIC'] as const),
  ...EU_NEAR_COUNTRY_CODES.map((c) => [c, 'EU1'] as const),
  ...EU_FAR_COUNTRY_CODES.map((c) => [c, 'EU2'] as const),
  ...EUROPE_NON_EU_COUNTRY_CODES.map((c) => [c, 'EUROPE'] as const),
  ...WORLD_MAIN_COUNTRY_CODES.map((c) => [c, 'WORLD1'] as const),
]);

function countryOf(address: AddressInput): string {
  return (address.countrycode ?? '').trim().toUpperCase();
}

/** A Swedish postcode: five digits, the first 1–9, optionally "NNN NN". */
const SWEDISH_POSTCODE = /^([1-9]\d)\d\s?\d{2}$/;

export function isSwedishPostcode(postcode: string | undefined): boolean {
  return SWEDISH_POSTCODE.test((postcode ?? '').trim());
}

/** The domestic region of a Swedish postcode, or undefined when it is not one. */
export function domesticRegion(postcode: string | undefined): DomesticRegion | undefined {
  const match = SWEDISH_POSTCODE.exec((postcode ?? '').trim());
  if (!match) return undefined;
  const area = Number(match[1]);
  return REGION_AREAS.find(([first, last]) => area >= first && area <= last)?.[2];
}

/** The international zone of a country other than Sweden, or undefined for an unknown code. */
export function countryZone(countryCode: string): InternationalZone | undefined {
  const code = countryCode.trim().toUpperCase();
  if (code === HOME_COUNTRY || !findCountry(code)) return undefined;
  return COUNTRY_ZONE.get(code) ?? 'WORLD2';
}

/** The price zone of a consignment from `from` to `to` (see the tables above), or undefined. */
export function zoneFor(from: AddressInput, to: AddressInput): ZoneId | undefined {
  const fromCountry = countryOf(from);
  const toCountry = countryOf(to);
  if (fromCountry === HOME_COUNTRY && toCountry === HOME_COUNTRY) {
    const a = domesticRegion(from.postcode);
    const b = domesticRegion(to.postcode);
    if (!a || !b) return undefined;
    return DOMESTIC_MATRIX[REGION_ORDER.indexOf(a)][REGION_ORDER.indexOf(b)];
  }
  if (fromCountry === HOME_COUNTRY) return isSwedishPostcode(from.postcode) ? countryZone(toCountry) : undefined;
  if (toCountry === HOME_COUNTRY) return isSwedishPostcode(to.postcode) ? countryZone(fromCountry) : undefined;
  return undefined;
}
