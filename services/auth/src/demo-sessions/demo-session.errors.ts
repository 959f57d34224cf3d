import { DomainError } from '@freight/kernel/domain';

/** The address used its demo starts for the window (429, with when to try again). */
export const demoStartsRateLimited = (retryAfterSeconds: number) =>
  new DomainError('rate_limited', 'HTTP.RATE_LIMITED', { retryAfterSeconds });
