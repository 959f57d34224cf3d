import { idempotencyLeaseTtlSeconds } from './idempotency.store';

describe('idempotencyLeaseTtlSeconds', () => {
  it("outlasts a renewal tick plus the pool's acquire timeout, with 5 s to spare", () => {
    expect(idempotencyLeaseTtlSeconds()).toBe(20);
    expect(idempotencyLeaseTtlSeconds(2_000)).toBe(12);
    // Rounded up: a lease never ends before the slowest renewal of a live process.
    expect(idempotencyLeaseTtlSeconds(2_500)).toBe(13);
  });
});
