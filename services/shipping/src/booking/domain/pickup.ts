import { correctPickupWindow } from '@freight/reference-data';
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

/** A Stockholm business date and wall time "HH:mm" as the instant. */
const instantOf = (date: string, time: string) => {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return fromStockholmWallTime(y, m, d, hh, mm);
};

/**
 * Issue 29 (item 2), replacing spec section 4's "past times move to now" (which booked 17:23–17:23 after
 * hours): the pickup becomes a window the carrier can serve, by the rule the console shows before booking
 * (@freight/reference-data's correctPickupWindow): not before the next possible window (the product's
 * cut-off, weekends, Swedish public holidays), never shorter than an hour. A pickup with no date and no
 * times stays absent (nothing to correct).
 */
export function correctPickup(pickup: ParsedPickup, now: Date, cutoff?: string): ParsedPickup {
  if (!pickup.date && !pickup.earliest && !pickup.latest) return {};
  const wallTime = (instant: Date | undefined) => (instant ? formatStockholm(instant).slice(11, 16) : undefined);
  const window = correctPickupWindow(
    {
      date: pickup.date ?? (pickup.earliest ? stockholmDate(pickup.earliest) : undefined),
      earliest: wallTime(pickup.earliest),
      latest: wallTime(pickup.latest),
    },
    now,
    cutoff,
  );
  return { date: window.date, earliest: instantOf(window.date, window.earliest), latest: instantOf(window.date, window.latest) };
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
