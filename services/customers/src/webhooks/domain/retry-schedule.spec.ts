import { nextAttemptAt, RETRY_WINDOW_MS } from './retry-schedule';

describe('webhook retry schedule', () => {
  const since = new Date('2026-11-27T00:00:00Z');

  it('waits 30 s after the first failure, doubling up to 4 h', () => {
    const delays = [1, 2, 3, 4, 10, 20].map((attempts) => nextAttemptAt(since, attempts, since)!.getTime() - since.getTime());
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 4 * 3600_000, 4 * 3600_000]);
  });

  it('keeps trying for three days and gives up after', () => {
    let now = since;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const next = nextAttemptAt(since, attempts, now);
      if (!next) break;
      now = next;
    }
    expect(now.getTime() - since.getTime()).toBeLessThanOrEqual(RETRY_WINDOW_MS);
    expect(now.getTime() - since.getTime()).toBeGreaterThan(RETRY_WINDOW_MS - 4 * 3600_000);
    expect(attempts).toBeGreaterThan(20);
  });
});
