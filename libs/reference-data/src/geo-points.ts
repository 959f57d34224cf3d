/**
 * Reference points for transport distances (issue 33: emissions by EN ISO 14083 / GLEC). A point stands for
 * an area, not an address: its great-circle distance to another point, times a road detour factor, is the
 * distance estimate the emission calculation uses where no routed distance is known.
 *
 * - Sweden: one point per two-digit postcode area (10–98), the area's main post town (decimal degrees,
 *   WGS 84, rounded to 0.01°). Area sizes in the north make this coarse (tens of km); in the south, a few km.
 * - Other countries: one point per country, its capital (where most consignments are collected and
 *   delivered, which a geometric centroid is not for long countries such as Norway or Chile).
 *
 * A country without a point gives no distance: the calculation then answers "not estimated" rather than guess.
 */
export interface GeoPoint {
  readonly lat: number;
  readonly lon: number;
  /** What the point stands for, for the "how we calculate" text and the yearly report. */
  readonly name: string;
}

type Row = readonly [lat: number, lon: number, name: string];

/** Sweden by the first two digits of the postcode. */
const SE_AREAS: Readonly<Record<string, Row>> = {
  '10': [59.33, 18.06, 'Stockholm'],
  '11': [59.33, 18.07, 'Stockholm'],
  '12': [59.29, 18.05, 'Stockholm söder'],
  '13': [59.31, 18.2, 'Nacka'],
  '14': [59.22, 17.95, 'Huddinge'],
  '15': [59.2, 17.63, 'Södertälje'],
  '16': [59.37, 17.9, 'Bromma'],
  '17': [59.36, 18.0, 'Solna'],
  '18': [59.44, 18.07, 'Täby'],
  '19': [59.52, 17.92, 'Upplands Väsby'],
  '20': [55.6, 13.0, 'Malmö'],
  '21': [55.59, 13.02, 'Malmö'],
  '22': [55.7, 13.19, 'Lund'],
  '23': [55.43, 13.2, 'Trelleborg'],
  '24': [55.84, 13.3, 'Eslöv'],
  '25': [56.05, 12.69, 'Helsingborg'],
  '26': [56.24, 12.86, 'Ängelholm'],
  '27': [55.43, 13.82, 'Ystad'],
  '28': [56.16, 13.77, 'Hässleholm'],
  '29': [56.03, 14.16, 'Kristianstad'],
  '30': [56.67, 12.86, 'Halmstad'],
  '31': [56.9, 12.49, 'Falkenberg'],
  '33': [57.18, 14.05, 'Värnamo'],
  '34': [56.83, 13.94, 'Ljungby'],
  '35': [56.88, 14.81, 'Växjö'],
  '36': [56.73, 15.27, 'Lessebo'],
  '37': [56.16, 15.59, 'Karlskrona'],
  '38': [56.72, 15.92, 'Nybro'],
  '39': [56.66, 16.36, 'Kalmar'],
  '40': [57.71, 11.97, 'Göteborg'],
  '41': [57.7, 11.97, 'Göteborg'],
  '42': [57.72, 11.9, 'Hisingen'],
  '43': [57.66, 12.01, 'Mölndal'],
  '44': [57.93, 12.53, 'Alingsås'],
  '45': [58.35, 11.94, 'Uddevalla'],
  '46': [58.28, 12.29, 'Trollhättan'],
  '50': [57.72, 12.94, 'Borås'],
  '51': [57.49, 12.69, 'Kinna'],
  '52': [58.17, 13.55, 'Falköping'],
  '53': [58.5, 13.16, 'Lidköping'],
  '54': [58.39, 13.85, 'Skövde'],
  '55': [57.78, 14.16, 'Jönköping'],
  '56': [57.65, 14.65, 'Huskvarna'],
  '57': [57.65, 14.69, 'Nässjö'],
  '58': [58.41, 15.62, 'Linköping'],
  '59': [58.54, 15.04, 'Motala'],
  '60': [58.59, 16.19, 'Norrköping'],
  '61': [58.75, 17.01, 'Nyköping'],
  '62': [57.64, 18.3, 'Visby'],
  '63': [59.37, 16.51, 'Eskilstuna'],
  '64': [58.99, 16.21, 'Katrineholm'],
  '65': [59.38, 13.5, 'Karlstad'],
  '66': [59.2, 12.92, 'Säffle'],
  '67': [59.65, 12.59, 'Arvika'],
  '68': [59.31, 14.11, 'Kristinehamn'],
  '69': [59.33, 14.52, 'Karlskoga'],
  '70': [59.27, 15.21, 'Örebro'],
  '71': [59.58, 15.25, 'Lindesberg'],
  '72': [59.61, 16.55, 'Västerås'],
  '73': [59.51, 15.99, 'Köping'],
  '74': [59.64, 17.08, 'Enköping'],
  '75': [59.86, 17.64, 'Uppsala'],
  '76': [59.76, 18.7, 'Norrtälje'],
  '77': [60.15, 15.19, 'Ludvika'],
  '78': [60.48, 15.42, 'Borlänge'],
  '79': [60.61, 15.63, 'Falun'],
  '80': [60.67, 17.14, 'Gävle'],
  '81': [60.62, 16.78, 'Sandviken'],
  '82': [61.35, 16.39, 'Bollnäs'],
  '83': [63.18, 14.64, 'Östersund'],
  '84': [62.43, 15.4, 'Bräcke'],
  '85': [62.39, 17.31, 'Sundsvall'],
  '86': [62.49, 17.33, 'Timrå'],
  '87': [62.63, 17.94, 'Härnösand'],
  '88': [63.17, 17.27, 'Sollefteå'],
  '89': [63.29, 18.72, 'Örnsköldsvik'],
  '90': [63.83, 20.26, 'Umeå'],
  '91': [63.97, 19.82, 'Vännäs'],
  '92': [64.6, 18.68, 'Lycksele'],
  '93': [64.75, 20.95, 'Skellefteå'],
  '94': [65.32, 21.48, 'Piteå'],
  '95': [65.85, 23.14, 'Kalix'],
  '96': [65.82, 21.69, 'Boden'],
  '97': [65.58, 22.15, 'Luleå'],
  '98': [67.86, 20.23, 'Kiruna'],
};

/** Other countries: the capital's coordinates. */
const COUNTRY_POINTS: Readonly<Record<string, Row>> = {
  SE: [59.33, 18.06, 'Stockholm'],
  NO: [59.91, 10.75, 'Oslo'],
  DK: [55.68, 12.57, 'København'],
  FI: [60.17, 24.94, 'Helsinki'],
  IS: [64.15, -21.94, 'Reykjavík'],
  DE: [52.52, 13.4, 'Berlin'],
  PL: [52.23, 21.01, 'Warszawa'],
  NL: [52.37, 4.9, 'Amsterdam'],
  BE: [50.85, 4.35, 'Bruxelles'],
  LU: [49.61, 6.13, 'Luxembourg'],
  FR: [48.86, 2.35, 'Paris'],
  GB: [51.51, -0.13, 'London'],
  IE: [53.35, -6.26, 'Dublin'],
  ES: [40.42, -3.7, 'Madrid'],
  PT: [38.72, -9.14, 'Lisboa'],
  IT: [41.9, 12.5, 'Roma'],
  CH: [46.95, 7.45, 'Bern'],
  LI: [47.14, 9.52, 'Vaduz'],
  AT: [48.21, 16.37, 'Wien'],
  CZ: [50.08, 14.44, 'Praha'],
  SK: [48.15, 17.11, 'Bratislava'],
  HU: [47.5, 19.04, 'Budapest'],
  SI: [46.06, 14.51, 'Ljubljana'],
  HR: [45.81, 15.98, 'Zagreb'],
  RO: [44.43, 26.1, 'București'],
  BG: [42.7, 23.32, 'Sofia'],
  GR: [37.98, 23.73, 'Athína'],
  CY: [35.17, 33.36, 'Lefkosía'],
  MT: [35.9, 14.51, 'Valletta'],
  EE: [59.44, 24.75, 'Tallinn'],
  LV: [56.95, 24.11, 'Rīga'],
  LT: [54.69, 25.28, 'Vilnius'],
  UA: [50.45, 30.52, 'Kyiv'],
  RS: [44.79, 20.45, 'Beograd'],
  TR: [39.93, 32.86, 'Ankara'],
  US: [40.71, -74.01, 'New York'],
  CA: [43.65, -79.38, 'Toronto'],
  MX: [19.43, -99.13, 'Ciudad de México'],
  BR: [-23.55, -46.63, 'São Paulo'],
  AR: [-34.6, -58.38, 'Buenos Aires'],
  CL: [-33.45, -70.67, 'Santiago'],
  CN: [31.23, 121.47, 'Shanghai'],
  HK: [22.32, 114.17, 'Hong Kong'],
  JP: [35.68, 139.69, 'Tokyo'],
  KR: [37.57, 126.98, 'Seoul'],
  TW: [25.03, 121.57, 'Taipei'],
  SG: [1.35, 103.82, 'Singapore'],
  IN: [19.08, 72.88, 'Mumbai'],
  AE: [25.2, 55.27, 'Dubai'],
  SA: [24.71, 46.68, 'Riyadh'],
  IL: [32.08, 34.78, 'Tel Aviv'],
  ZA: [-26.2, 28.05, 'Johannesburg'],
  EG: [30.04, 31.24, 'Cairo'],
  AU: [-33.87, 151.21, 'Sydney'],
  NZ: [-36.85, 174.76, 'Auckland'],
};

const point = ([lat, lon, name]: Row): GeoPoint => Object.freeze({ lat, lon, name });

/**
 * The reference point of a postcode: Sweden's two-digit area, else the country's point; undefined when
 * neither is known (a malformed Swedish postcode, a country without a point).
 */
export function geoPointOf(countryCode: string, postcode: string): GeoPoint | undefined {
  const country = (countryCode ?? '').trim().toUpperCase();
  if (country === 'SE') {
    const digits = (postcode ?? '').replace(/\s/g, '');
    const area = /^\d{5}$/.test(digits) ? SE_AREAS[digits.slice(0, 2)] : undefined;
    return area ? point(area) : undefined;
  }
  const row = COUNTRY_POINTS[country];
  return row ? point(row) : undefined;
}

/** The countries with a reference point (Sweden by postcode area). */
export const GEO_POINT_COUNTRIES: readonly string[] = Object.freeze(Object.keys(COUNTRY_POINTS));

/** The Swedish two-digit postcode areas with a reference point. */
export const SE_POSTCODE_AREAS: readonly string[] = Object.freeze(Object.keys(SE_AREAS));

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine) between two points. */
export function greatCircleKm(a: Pick<GeoPoint, 'lat' | 'lon'>, b: Pick<GeoPoint, 'lat' | 'lon'>): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
