export * from './idempotency-key';
export * from './idempotency.entity';
export * from './idempotency.migrations';
export * from './idempotency.store';
export * from './idempotency.interceptor';
export * from './idempotent.decorator';
export * from './answer-along';
export * from './idempotency.messages';
