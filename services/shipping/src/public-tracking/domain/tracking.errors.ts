import { DomainError } from '@freight/kernel/domain';

/** No booked consignment with that number, or a malformed one: the same answer (404). */
export const trackingNotFound = () => new DomainError('not_found', 'TRACKING.NOT_FOUND');
/** Too many lookups from one address (429, with when to try again). */
export const trackingRateLimited = (retryAfterSeconds: number) =>
  new DomainError('rate_limited', 'HTTP.RATE_LIMITED', { retryAfterSeconds });
