import { isKnownCountry } from '@freight/reference-data';
import { HOME_COUNTRY } from '../../../shared/freight/zones';
import { invalidPickupPointSearch } from '../../domain/pickup-point.errors';
import { normalizeSwedishPostcode } from '../../domain/postcode-areas';

export interface PickupPointsRequest {
  /** Swedish ones as five digits, without the space. */
  postcode: string;
  countryCode: string;
}

const KEYS = ['postcode', 'countryCode'];
const POSTCODE_MAX = 12;
const FOREIGN_POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;

/**
 * The finder's query: `postcode` (required) and `countryCode` (default SE). A Swedish postcode must be five
 * digits ("111 22" as well); anything else, or a key the route does not take, is 400 with the field named.
 */
export function parsePickupPointsQuery(query: Record<string, unknown>): PickupPointsRequest {
  const unknown = Object.keys(query).find((key) => !KEYS.includes(key));
  if (unknown !== undefined) throw invalidPickupPointSearch(unknown, 'VALIDATION.UNKNOWN_FIELD');

  const rawCountry = query.countryCode ?? HOME_COUNTRY;
  if (typeof rawCountry !== 'string') throw invalidPickupPointSearch('countryCode', 'VALIDATION.INVALID_FORMAT');
  const countryCode = rawCountry.trim().toUpperCase() || HOME_COUNTRY;
  if (!isKnownCountry(countryCode)) throw invalidPickupPointSearch('countryCode', 'VALIDATION.INVALID_FORMAT');

  const raw = query.postcode;
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === ''))
    throw invalidPickupPointSearch('postcode', 'VALIDATION.REQUIRED');
  if (typeof raw !== 'string') throw invalidPickupPointSearch('postcode', 'VALIDATION.INVALID_FORMAT');
  const postcode = raw.trim();
  if (postcode.length > POSTCODE_MAX) throw invalidPickupPointSearch('postcode', 'VALIDATION.TOO_LONG');
  if (countryCode === HOME_COUNTRY) {
    const swedish = normalizeSwedishPostcode(postcode);
    if (!swedish) throw invalidPickupPointSearch('postcode', 'FILTER.POSTCODE_INVALID', { postcode });
    return { postcode: swedish, countryCode };
  }
  if (!FOREIGN_POSTCODE.test(postcode)) throw invalidPickupPointSearch('postcode', 'VALIDATION.INVALID_FORMAT');
  return { postcode: postcode.toUpperCase(), countryCode };
}
