/** A carrier's tracking API allowance. */
export interface TrackingBudget {
  perDay: number;
  perSecond: number;
}

/**
 * The carriers' published limits where they publish one (DHL's unified tracking API, starter tier: 250 calls a
 * day, 1 a second); for the others a conservative share of what a portal of this size needs.
 */
export const DEFAULT_TRACKING_BUDGETS: Readonly<Record<number, TrackingBudget>> = {
  131: { perDay: 10_000, perSecond: 5 },
  4: { perDay: 10_000, perSecond: 5 },
  225: { perDay: 250, perSecond: 1 },
  116: { perDay: 2_000, perSecond: 2 },
};

const DAY_MINUTES = 24 * 60;

/**
 * How many calls a run at `minuteOfDay` (0–1439, Stockholm) may make when `usedToday` were made already: the
 * day's budget is released evenly through the day (a linear token bucket), so a burst of due consignments in the
 * morning cannot spend the evening's calls, and calls left unused carry over to later runs of the same day. A
 * run also makes no more calls than 50 seconds allow at the per-second rate, so it ends before the next minute's.
 */
export function callsAllowed(budget: TrackingBudget, minuteOfDay: number, usedToday: number): number {
  const releasedByNow = Math.floor((budget.perDay * (minuteOfDay + 1)) / DAY_MINUTES);
  return Math.max(0, Math.min(releasedByNow - usedToday, budget.perSecond * 50, budget.perDay - usedToday));
}
