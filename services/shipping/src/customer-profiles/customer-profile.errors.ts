import { DomainError } from '@freight/kernel/domain';

/** A customer shipping has not heard of yet (its CustomerProfileChanged is still on the way): 503, try again. */
export const customerProfileNotYetKnown = () =>
  new DomainError('unavailable', 'HTTP.SERVICE_UNAVAILABLE', { reason: 'CUSTOMER_PROFILE.NOT_YET_KNOWN' });
