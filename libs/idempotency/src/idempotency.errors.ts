import { DomainError } from '@freight/kernel';

/** An Idempotency-Key header that is not a key (400). */
export const idempotencyKeyInvalid = () => new DomainError('invalid', 'IDEMPOTENCY.KEY_INVALID');
/** The key was used before with another request (422). */
export const idempotencyKeyReused = () => new DomainError('unprocessable', 'IDEMPOTENCY.KEY_REUSED');
/** The first request with that key is still running (409, try in a second). */
export const idempotencyInProgress = () => new DomainError('conflict', 'IDEMPOTENCY.IN_PROGRESS', { retryAfterSeconds: 1 });
