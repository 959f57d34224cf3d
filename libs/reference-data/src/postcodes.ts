import { DK_POSTCODE_AREAS, FI_POSTCODE_AREAS, NO_POSTCODE_AREAS, PostcodeArea, SE_POSTCODE_AREAS } from './postcode-areas';

/**
 * Postcode rules per country and the postcode → city lookup (spec section 8, "City not found"). A country with
 * a table has a strict format; any other country's postcode is only checked for sane characters.
 */
interface PostcodeTable {
  /** The postcode as typed, trimmed; Swedish postcodes may be written "NNN NN". */
  readonly format: RegExp;
  /** How many leading digits the areas are keyed by. */
  readonly keyDigits: number;
  readonly areas: readonly PostcodeArea[];
}

const TABLES: Readonly<Record<string, PostcodeTable>> = Object.freeze({
  SE: { format: /^[1-9]\d{2} ?\d{2}$/, keyDigits: 3, areas: SE_POSTCODE_AREAS },
  NO: { format: /^\d{4}$/, keyDigits: 4, areas: NO_POSTCODE_AREAS },
  DK: { format: /^[1-9]\d{3}$/, keyDigits: 4, areas: DK_POSTCODE_AREAS },
  FI: { format: /^\d{5}$/, keyDigits: 2, areas: FI_POSTCODE_AREAS },
});

/** Countries whose postcodes the lookup knows. */
export const POSTCODE_LOOKUP_COUNTRIES: readonly string[] = Object.freeze(Object.keys(TABLES));

/** Any other country: letters, digits, spaces and dashes, as the address fields take them. */
const ANY_POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,11}$/;

/**
 * The postcode in its stored form (Sweden's without the space, letters upper-cased), or undefined when it is
 * malformed for the country.
 */
export function normalizePostcode(countryCode: string, raw: string): string | undefined {
  const text = raw.trim();
  const table = TABLES[countryCode.toUpperCase()];
  if (table) return table.format.test(text) ? text.replace(/\s/g, '') : undefined;
  return ANY_POSTCODE.test(text) ? text.toUpperCase() : undefined;
}

/** The post town of a well-formed postcode, or undefined when the table has none (or the country has no table). */
export function findCity(countryCode: string, postcode: string): string | undefined {
  const table = TABLES[countryCode.toUpperCase()];
  const normalized = table ? normalizePostcode(countryCode, postcode) : undefined;
  if (!table || normalized === undefined) return undefined;
  const key = Number(normalized.slice(0, table.keyDigits));
  // A binary search: the areas are sorted and do not overlap.
  let low = 0;
  let high = table.areas.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [first, last, city] = table.areas[mid];
    if (key < first) high = mid - 1;
    else if (key > last) low = mid + 1;
    else return city;
  }
  return undefined;
}
