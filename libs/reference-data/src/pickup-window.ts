import { isWorkingDay, nextWorkingDay } from './working-days';
import { BUSINESS_TIME_ZONE } from './business-time';

/**
 * The pickup window a booking asks the carrier for (issue 29, item 2), one rule for the console (what step 3
 * proposes and step 4 shows) and the server (what is booked and printed): a carrier collects on Swedish working
 * days (no weekends, no public holidays), within the day's pickup hours, and a same-day pickup only until the
 * product's cut-off (its `pickupTime`). A window is never in the past and never shorter than
 * MIN_PICKUP_WINDOW_MINUTES: when what is left of today is too short, the pickup moves to the next working day.
 * Times are Stockholm wall-clock "HH:mm", dates Stockholm business dates "YYYY-MM-DD".
 */
export interface PickupWindow {
  date: string;
  earliest: string;
  latest: string;
}

export const PICKUP_HOURS = { earliest: '09:00', latest: '16:00' } as const;

/** A driver needs some time at the door: a shorter window (17:23–17:23) is no window. */
export const MIN_PICKUP_WINDOW_MINUTES = 60;

/** Minutes are rounded up to the quarter: a window starting 10:07 starts 10:15. */
const STEP_MINUTES = 15;

const STOCKHOLM = BUSINESS_TIME_ZONE;

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STOCKHOLM,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Stockholm business date and minutes since midnight of an instant (seconds count as a started minute). */
export const stockholmNow = (now: Date): { date: string; minutes: number } => {
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat.formatToParts(now)) parts[part.type] = part.value;
  const started = now.getUTCSeconds() > 0 || now.getUTCMilliseconds() > 0 ? 1 : 0;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) + started };
};

/** "09:30" → 570; NaN for anything else. */
export const minutesOf = (time: string | undefined): number => {
  const match = /^(\d{2}):(\d{2})$/.exec(time ?? '');
  return match && Number(match[1]) < 24 && Number(match[2]) < 60 ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};

const pad = (n: number) => String(n).padStart(2, '0');
export const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

const dayAfter = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
};

/** The product's cut-off as minutes, or the end of the pickup hours when the product names none. */
const cutoffMinutes = (cutoff: string | undefined) => {
  const minutes = minutesOf(cutoff);
  return Number.isNaN(minutes) ? minutesOf(PICKUP_HOURS.latest) : minutes;
};

/**
 * The first window a pickup booked at `now` can have: today from the next quarter hour to the end of the
 * pickup hours while today is a working day before the cut-off with an hour or more left; else the next
 * working day's pickup hours.
 */
export function nextPickupWindow(now: Date, cutoff?: string): PickupWindow {
  const { date: today, minutes } = stockholmNow(now);
  const open = minutesOf(PICKUP_HOURS.earliest);
  const close = minutesOf(PICKUP_HOURS.latest);
  const earliest = Math.max(open, Math.ceil(minutes / STEP_MINUTES) * STEP_MINUTES);
  if (isWorkingDay(today) && minutes < cutoffMinutes(cutoff) && close - earliest >= MIN_PICKUP_WINDOW_MINUTES)
    return { date: today, earliest: timeOf(earliest), latest: PICKUP_HOURS.latest };
  return { date: nextWorkingDay(dayAfter(today)), ...PICKUP_HOURS };
}

/**
 * A window the member asked for, made one a carrier can serve when booked at `now`: a day before the first
 * possible one moves to it, a weekend or a holiday to the next working day; on the first possible day it starts
 * no earlier than that day's first window; times that cannot be read, or a window shorter than the minimum,
 * become that day's window (the first possible one, or the pickup hours). A window already possible stays.
 */
export function correctPickupWindow(asked: Partial<PickupWindow>, now: Date, cutoff?: string): PickupWindow {
  const first = nextPickupWindow(now, cutoff);
  const date = asked.date && /^\d{4}-\d{2}-\d{2}$/.test(asked.date) && asked.date > first.date ? nextWorkingDay(asked.date) : first.date;
  let earliest = minutesOf(asked.earliest);
  const latest = minutesOf(asked.latest);
  // On the first possible day nothing starts before that day's first window (the past, or before opening).
  if (date === first.date && !(earliest >= minutesOf(first.earliest))) earliest = minutesOf(first.earliest);
  // Too short, ending before it starts, or unreadable: the day's own window, long enough by construction.
  if (Number.isNaN(earliest) || Number.isNaN(latest) || latest - earliest < MIN_PICKUP_WINDOW_MINUTES)
    return date === first.date ? first : { date, earliest: PICKUP_HOURS.earliest, latest: PICKUP_HOURS.latest };
  return { date, earliest: timeOf(earliest), latest: timeOf(latest) };
}
