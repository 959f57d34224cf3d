/**
 * Delay before attempt `attempts + 1` of a transmission: the carrier's Retry-After when it gave one, else 1 s
 * doubling per attempt up to `maxMs`, with ±20 % jitter (`random` injected for tests) so a carrier coming back
 * is not met by every waiting booking in the same second.
 */
export function nextAttemptDelayMs(attempts: number, maxMs: number, retryAfterMs?: number, random: () => number = Math.random): number {
  if (retryAfterMs !== undefined) return Math.min(Math.max(retryAfterMs, 0), maxMs);
  const base = Math.min(maxMs, 1000 * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  return Math.round(Math.min(maxMs, base * (0.8 + 0.4 * random())));
}
