import { DomainError } from '@freight/kernel/domain';

/** Too many reset requests from one address (429, with when to try again). */
export const resetRequestsRateLimited = (retryAfterSeconds: number) =>
  new DomainError('rate_limited', 'HTTP.RATE_LIMITED', { retryAfterSeconds });
/** A reset token unknown, used or expired (400). */
export const resetInvalid = () => new DomainError('invalid', 'AUTH.RESET_INVALID');
