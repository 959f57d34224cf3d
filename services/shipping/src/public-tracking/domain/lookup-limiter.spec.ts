import { LookupLimiter } from './lookup-limiter';

describe(LookupLimiter.name, () => {
  it('allows max lookups per address in the window, then says when to come back', () => {
    let now = 0;
    const limiter = new LookupLimiter(2, 60_000, () => now);
    expect(limiter.take('a')).toEqual({ allowed: true });
    now = 10_000;
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.take('b')).toEqual({ allowed: true });
    now = 60_001;
    expect(limiter.take('a')).toEqual({ allowed: true });
  });
});
