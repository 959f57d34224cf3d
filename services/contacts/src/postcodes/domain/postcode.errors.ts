import { DomainError } from '@freight/kernel/domain';

/** The spec's "City not found" (section 8): a well-formed postcode the country's table has no town for. */
export const cityNotFound = () => new DomainError('not_found', 'ERROR.CITY_NOT_FOUND', { reason: 'POSTCODE.CITY_NOT_FOUND' });
