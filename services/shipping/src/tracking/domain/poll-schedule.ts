import { addWorkingDays, deliveryWindow, isWorkingDay } from '@freight/reference-data';
import { isFinalStatus, knownCarrierStatus } from '../../carrier-status/domain/carrier-status';

const MINUTE_MS = 60_000;

/** How long to wait before asking a carrier again, by how likely something happens now. */
export const POLL_INTERVALS_MINUTES = {
  /** Out for delivery, or waiting at a service point or after a failed attempt: the next event is hours away at most. */
  imminent: 15,
  /** On the pickup day before the pickup, and on the expected delivery days. */
  expected: 30,
  /** In transit between the two. */
  quiet: 4 * 60,
  /** Before the pickup day, or long past the promise (a lost or forgotten consignment). */
  rare: 12 * 60,
} as const;

export interface PollFacts {
  /** The order's status word (the portal's word or the carrier's as written); null before any. */
  statusName: string | null;
  /** Stockholm business date the consignment is picked up (its booking day when no pickup date is known). */
  pickupDay: string;
  /** The product's promise in working days after the pickup (undefined: none). */
  deliveryMinDays?: number;
  deliveryMaxDays?: number;
}

/** The expected delivery days: the product's window from the pickup day (Swedish working days), else the next working day. */
export function expectedDelivery(facts: Pick<PollFacts, 'pickupDay' | 'deliveryMinDays' | 'deliveryMaxDays'>): {
  first: string;
  last: string;
} {
  const window = deliveryWindow(facts.pickupDay, facts.deliveryMinDays, facts.deliveryMaxDays);
  if (window) return { first: window.first, last: window.last };
  const next = addWorkingDays(facts.pickupDay, 1);
  return { first: next, last: next };
}

/**
 * When to ask the carrier next, `today` being the Stockholm business date of `now`; null never again (a
 * final status: delivered, returned, cancelled). More often around the events a receiver waits for.
 */
export function nextPollAt(now: Date, today: string, facts: PollFacts): Date | null {
  if (isFinalStatus(facts.statusName)) return null;
  return new Date(now.getTime() + pollIntervalMinutes(today, facts) * MINUTE_MS);
}

export function pollIntervalMinutes(today: string, facts: PollFacts): number {
  const word = knownCarrierStatus(facts.statusName);
  if (word === 'OUT_FOR_DELIVERY' || word === 'READY_FOR_PICKUP' || word === 'DELIVERY_ATTEMPTED') return POLL_INTERVALS_MINUTES.imminent;
  const pickedUp = word !== undefined && word !== 'CONFIRMED';
  if (!pickedUp) {
    if (today < facts.pickupDay) return POLL_INTERVALS_MINUTES.rare;
    // A pickup that should have happened by now: watch for it (it may come late) until the delivery window ends.
    return today <= expectedDelivery(facts).last ? POLL_INTERVALS_MINUTES.expected : POLL_INTERVALS_MINUTES.rare;
  }
  const { first, last } = expectedDelivery(facts);
  if (today >= first && today <= last && isWorkingDay(today)) return POLL_INTERVALS_MINUTES.expected;
  if (today > last) {
    // Late: still expected any working day soon, but each day less likely.
    return today <= addWorkingDays(last, 3) ? POLL_INTERVALS_MINUTES.quiet : POLL_INTERVALS_MINUTES.rare;
  }
  return POLL_INTERVALS_MINUTES.quiet;
}
