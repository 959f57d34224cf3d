/** Deliveries are retried this long after the event, then given up (failed; a member can still resend). */
export const RETRY_WINDOW_MS = 3 * 24 * 3600 * 1000;
const FIRST_RETRY_MS = 30_000;
/** Past a few hours apart, waiting longer only delays a receiver that is back; ~25 attempts over three days. */
const MAX_RETRY_MS = 4 * 3600 * 1000;

/**
 * When the next attempt is due after `attempts` failed ones (30 s, 1 min, 2 min, … doubling to 4 h), or undefined
 * when that would fall past the three-day window that started at `since` (the event, or the last resend).
 */
export function nextAttemptAt(since: Date, attempts: number, now: Date): Date | undefined {
  const delay = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  const next = new Date(now.getTime() + delay);
  return next.getTime() > since.getTime() + RETRY_WINDOW_MS ? undefined : next;
}
