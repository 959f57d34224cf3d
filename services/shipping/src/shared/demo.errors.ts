import { DomainError } from '@freight/kernel/domain';

/** What the demo may not do in shipping (403): book, print, or keep a consignment beyond pricing it. */
export const demoForbidden = () => new DomainError('forbidden', 'AUTH.DEMO_FORBIDDEN');
/** The demo customer holds at most its bound of consignments until the purge runs (429, try in a minute). */
export const demoConsignmentLimit = () => new DomainError('rate_limited', 'HTTP.RATE_LIMITED', { retryAfterSeconds: 60 });
