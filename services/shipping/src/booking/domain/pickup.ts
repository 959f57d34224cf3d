import type { PickupFields } from '../../consignments/domain/consignment-document';
import {
  formatStockholm,
  fromStockholmWallTime,
  parseBusinessDate,
  parseInstant,
  stockholmDate,
  toUtcText,
} from '../../shared/stockholm-time';

export interface ParsedPickup {
  /** Stockholm business date, YYYY-MM-DD. */
  date?: string;
  earliest?: Date;
  latest?: Date;
}

export type PickupField = 'date' | 'earliest' | 'latest';

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The pickup's date and times read, or the fields that cannot be read. Empty fields are absent, not wrong. */
export function parsePickup(pickup: PickupFields | undefined): { ok: true; pickup: ParsedPickup } | { ok: false; invalid: PickupField[] } {
  const parsed: ParsedPickup = {};
  const invalid: PickupField[] = [];
  if (!pickup) return { ok: true, pickup: parsed };
  if (!blank(pickup.date)) {
    const date = typeof pickup.date === 'string' ? parseBusinessDate(pickup.date) : undefined;
    if (date) parsed.date = date;
    else invalid.push('date');
  }
  for (const field of ['earliest', 'latest'] as const) {
    if (blank(pickup[field])) continue;
    const instant = typeof pickup[field] === 'string' ? parseInstant(pickup[field]) : undefined;
    if (instant) parsed[field] = instant;
    else invalid.push(field);
  }
  return invalid.length ? { ok: false, invalid } : { ok: true, pickup: parsed };
}

/** The next whole minute at or after `now`: pickup times carry zero seconds. */
function ceilMinute(now: Date): Date {
  return new Date(Math.ceil(now.getTime() / 60_000) * 60_000);
}

/** A time before now: first onto today at the same Stockholm wall time, and if still past, now. */
function notBefore(instant: Date, now: Date, today: string): Date {
  if (instant.getTime() >= now.getTime()) return instant;
  const [y, m, d] = today.split('-').map(Number);
  const wall = formatStockholm(instant);
  const movedToday = fromStockholmWallTime(y, m, d, Number(wall.slice(11, 13)), Number(wall.slice(14, 16)), Number(wall.slice(17, 19)));
  return movedToday.getTime() >= now.getTime() ? movedToday : ceilMinute(now);
}

/**
 * Spec section 4: a pickup date before today (Stockholm) becomes today; an earliest or latest time
 * before now moves to today at the same time of day, or to now when that has passed too. The latest
 * time is never left before the earliest.
 */
export function correctPickup(pickup: ParsedPickup, now: Date): ParsedPickup {
  const today = stockholmDate(now);
  const corrected: ParsedPickup = {};
  if (pickup.date) corrected.date = pickup.date < today ? today : pickup.date;
  if (pickup.earliest) corrected.earliest = notBefore(pickup.earliest, now, today);
  if (pickup.latest) corrected.latest = notBefore(pickup.latest, now, today);
  if (corrected.earliest && corrected.latest && corrected.latest < corrected.earliest) corrected.latest = corrected.earliest;
  return corrected;
}

/** The stored pickup: date as the business date, times in UTC. */
export function storedPickup(original: PickupFields | undefined, pickup: ParsedPickup): PickupFields {
  const { date: _d, earliest: _e, latest: _l, ...rest } = original ?? {};
  return {
    ...rest,
    ...(pickup.date ? { date: pickup.date } : {}),
    ...(pickup.earliest ? { earliest: toUtcText(pickup.earliest) } : {}),
    ...(pickup.latest ? { latest: toUtcText(pickup.latest) } : {}),
  };
}
