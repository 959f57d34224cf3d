import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@freight/kernel';
import { findCity, isKnownCountry, normalizePostcode } from '@freight/reference-data';
import { CityAnswer, FindCityQuery } from './find-city.query';
import { cityNotFound } from '../../domain/postcode.errors';

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
