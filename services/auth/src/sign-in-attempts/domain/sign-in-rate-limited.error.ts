import { DomainError } from '@freight/kernel/domain';

/** Too many failed sign-ins for the username or from the address; carries when to try again. */
export class SignInRateLimitedError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('rate_limited', 'HTTP.RATE_LIMITED', { retryAfterSeconds });
    this.name = 'SignInRateLimitedError';
  }
}
