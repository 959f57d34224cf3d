import { nextAttemptDelayMs } from './backoff';

describe(nextAttemptDelayMs.name, () => {
  it('doubles from one second per attempt up to the ceiling', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((a) => nextAttemptDelayMs(a, 300_000, undefined, middle))).toEqual([1000, 2000, 4000, 8000]);
    expect(nextAttemptDelayMs(40, 300_000, undefined, middle)).toBe(300_000);
  });

  it('spreads attempts by at most a fifth either way', () => {
    expect(nextAttemptDelayMs(3, 300_000, undefined, () => 0)).toBe(3200);
    expect(nextAttemptDelayMs(3, 300_000, undefined, () => 0.999999)).toBe(4800);
  });

  it("takes the carrier's Retry-After when it gave one, within the ceiling", () => {
    expect(nextAttemptDelayMs(1, 300_000, 7000)).toBe(7000);
    expect(nextAttemptDelayMs(1, 5000, 7000)).toBe(5000);
  });
});
