/**
 * The country list of spec 3 ("Reference lists") comes from the same library the server validates
 * with (libs/reference-data, plain data bundled from source), so the select and the server agree.
 */
import { COUNTRIES, DEFAULT_COUNTRY_CODE, findCountry, type Country } from '@freight/reference-data';

export { COUNTRIES };
export type { Country };

export const DEFAULT_COUNTRY = DEFAULT_COUNTRY_CODE;

export const countryName = (code: string) => findCountry(code)?.name ?? code;
