import { applyDecorators, SetMetadata, UseFilters, UseInterceptors } from '@nestjs/common';
import { IDEMPOTENT_METADATA, IdempotencyInterceptor, IdempotentOptions, IdempotentReplayFilter } from './idempotency.interceptor';

/**
 * Stripe-style Idempotency-Key for a controller method: the first request with a key runs, a
 * retry with the same request gets the stored answer (header Idempotent-Replayed: true), the same
 * key with another request is refused (422), and a retry during the first run is told to wait
 * (409, Retry-After: 1). Keys are per customer and endpoint and kept 24 hours; the answer must be JSON.
 * The module of the controller provides IdempotencyStore and registers idempotencyMigrations.
 */
export function Idempotent(options: IdempotentOptions = {}): MethodDecorator {
  const { lockTimeoutSeconds } = options;
  if (lockTimeoutSeconds !== undefined && !(Number.isFinite(lockTimeoutSeconds) && lockTimeoutSeconds > 0)) {
    throw new Error(`@Idempotent lockTimeoutSeconds must be a positive number of seconds (got ${lockTimeoutSeconds})`);
  }
  return applyDecorators(
    SetMetadata(IDEMPOTENT_METADATA, options),
    UseInterceptors(IdempotencyInterceptor),
    UseFilters(IdempotentReplayFilter),
  );
}
