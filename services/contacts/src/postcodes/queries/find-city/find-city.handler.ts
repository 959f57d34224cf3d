import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@freight/kernel';
import { findCity, isKnownCountry, normalizePostcode } from '@freight/reference-data';
import { CityAnswer, FindCityQuery } from './find-city.query';

/** The spec's "City not found" (section 8): a well-formed postcode the country's table has no town for. */
export const cityNotFound = () => new DomainError('not_found', 'ERROR.CITY_NOT_FOUND', { reason: 'POSTCODE.CITY_NOT_FOUND' });

/** The post town of a postcode from the reference table; a malformed country or postcode is 400, an unknown one 404. */
@QueryHandler(FindCityQuery)
export class FindCityHandler implements IQueryHandler<FindCityQuery, CityAnswer> {
  async execute({ countryCode, postcode }: FindCityQuery): Promise<CityAnswer> {
    const country = countryCode.toUpperCase();
    if (!/^[A-Z]{2}$/.test(country) || !isKnownCountry(country))
      throw DomainError.invalid([{ field: 'countryCode', code: 'VALIDATION.INVALID_FORMAT' }]);
    const normalized = normalizePostcode(country, postcode);
    if (normalized === undefined) throw DomainError.invalid([{ field: 'postcode', code: 'VALIDATION.INVALID_FORMAT' }]);
    const city = findCity(country, normalized);
    if (city === undefined) throw cityNotFound();
    return { countryCode: country, postcode: normalized, city };
  }
}
