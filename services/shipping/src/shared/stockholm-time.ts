import { BUSINESS_TIME_ZONE, isCalendarDate } from '@freight/reference-data';

/**
 * Business time is Europe/Stockholm; instants are stored in UTC. The old client wrote a fixed +02:00,
 * which is wrong half the year, so offsets are taken from the zone's rules (the runtime's ICU data).
 */
export { BUSINESS_TIME_ZONE };

const partsFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function formattedWallTime(instant: Date): WallTime {
  const parts: Record<string, number> = {};
  for (const p of partsFormatter.formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

function formattedOffsetMinutes(instant: Date): number {
  const w = formattedWallTime(instant);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

// Since 1980 Stockholm has changed offset only at 01:00 UTC (EU summer time), so one UTC hour has one
// offset: asking ICU once per hour instead of per call takes formatToParts (a booking's dearest
// date call) off the hot path.
const WHOLE_HOUR_RULES_SINCE = Date.UTC(1980, 0, 1);
const HOUR_MS = 3_600_000;
const offsetByUtcHour = new Map<number, number>();

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Minutes east of UTC in Stockholm at `instant` (60 in winter, 120 in summer). */
export function stockholmOffsetMinutes(instant: Date): number {
  const t = instant.getTime();
  if (!(t >= WHOLE_HOUR_RULES_SINCE)) return formattedOffsetMinutes(instant);
  const hour = Math.floor(t / HOUR_MS);
  let offset = offsetByUtcHour.get(hour);
  if (offset === undefined) {
    offset = formattedOffsetMinutes(new Date(hour * HOUR_MS));
    if (offsetByUtcHour.size >= 10_000) offsetByUtcHour.clear();
    offsetByUtcHour.set(hour, offset);
  }
  return offset;
}

function wallTime(instant: Date): WallTime {
  const t = instant.getTime();
  if (!(t >= WHOLE_HOUR_RULES_SINCE)) return formattedWallTime(instant);
  const wall = new Date(t + stockholmOffsetMinutes(instant) * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The Stockholm business date of an instant, YYYY-MM-DD. */
export function stockholmDate(instant: Date): string {
  const w = wallTime(instant);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** The instant, as Stockholm wall time with that moment's offset: 2025-01-15T09:00:00+01:00, 2025-07-15T09:00:00+02:00. */
export function formatStockholm(instant: Date): string {
  const w = wallTime(instant);
  const offset = stockholmOffsetMinutes(instant);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** UTC, without milliseconds: what the stored document keeps. */
export const toUtcText = (instant: Date): string => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The instant of a Stockholm wall time. In the autumn's repeated hour the earlier one is taken; a
 * wall time inside the spring gap lands an hour later, as a clock set forward would show it.
 */
export function fromStockholmWallTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const DAY = 86_400_000;
  const before = stockholmOffsetMinutes(new Date(asUtc - DAY));
  const after = stockholmOffsetMinutes(new Date(asUtc + DAY));
  const valid = [before, after].map((o) => asUtc - o * 60_000).filter((t, i) => stockholmOffsetMinutes(new Date(t)) === [before, after][i]);
  return new Date(valid.length ? Math.min(...valid) : asUtc - before * 60_000);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function validDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date "YYYY-MM-DD" that exists, else undefined. */
export function parseIsoDate(text: string): string | undefined {
  return isCalendarDate(text) ? text : undefined;
}

/**
 * An ISO 8601 date-time with any offset (Z, +02:00, -0500, +01) → its instant; without an offset it is
 * read as Stockholm wall time. Anything else (a date alone, 25:00, 2025-02-30, free text) → undefined.
 */
export function parseInstant(text: string): Date | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, ys, ms, ds, hs, mins, ss, fraction, zone] = match;
  const [y, m, d, h, min, s] = [ys, ms, ds, hs, mins, ss ?? '0'].map(Number);
  if (!validDate(y, m, d) || h > 23 || min > 59 || s > 59) return undefined;
  const millis = fraction ? Number(`0.${fraction}`) * 1000 : 0;
  if (!zone) return new Date(fromStockholmWallTime(y, m, d, h, min, s).getTime() + Math.floor(millis));
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const oh = Number(digits.slice(0, 2));
    const om = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
    if (oh > 18 || om > 59) return undefined;
    offsetMinutes = (zone[0] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  return new Date(Date.UTC(y, m - 1, d, h, min, s) + Math.floor(millis) - offsetMinutes * 60_000);
}

/**
 * A business date: "YYYY-MM-DD" as it is, or a date-time (any offset) → its Stockholm date, so
 * "2025-03-02T00:30:00+01:00" and "2025-03-01T23:30:00Z" are both 2025-03-02. Else undefined.
 */
export function parseBusinessDate(text: string): string | undefined {
  const trimmed = text.trim();
  if (DATE.test(trimmed)) return parseIsoDate(trimmed);
  const instant = parseInstant(trimmed);
  return instant ? stockholmDate(instant) : undefined;
}
