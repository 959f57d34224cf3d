/**
 * Swedish working days for delivery dates (issue 20; shared with the server for the on-time rate, issue 33):
 * weekends and the public holidays on which carriers do not deliver (midsummer, Christmas and New Year's eves
 * included: de facto holidays). Days are ISO strings (YYYY-MM-DD) computed in UTC, so no time zone shifts them.
 */

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Easter Sunday (the anonymous Gregorian algorithm). */
export const easterSunday = (year: number) => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
};

const cache = new Map<number, Set<string>>();

/** The weekday holidays of a year (those on a weekend are not working days anyway). */
export const swedishHolidays = (year: number): Set<string> => {
  const known = cache.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  // Midsummer eve: the Friday between 19 and 25 June.
  const june19 = utc(year, 6, 19);
  const midsummerEve = plusDays(june19, (5 - june19.getUTCDay() + 7) % 7);
  const days = new Set(
    [
      utc(year, 1, 1),
      utc(year, 1, 6),
      plusDays(easter, -2),
      plusDays(easter, 1),
      utc(year, 5, 1),
      plusDays(easter, 39),
      utc(year, 6, 6),
      midsummerEve,
      utc(year, 12, 24),
      utc(year, 12, 25),
      utc(year, 12, 26),
      utc(year, 12, 31),
    ].map(iso),
  );
  cache.set(year, days);
  return days;
};

const parse = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return utc(y, m, d);
};

export const isWorkingDay = (day: string) => {
  const date = parse(day);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !swedishHolidays(date.getUTCFullYear()).has(day);
};

/** The day itself when it is a working day, else the next one. */
export const nextWorkingDay = (day: string) => {
  let date = parse(day);
  while (!isWorkingDay(iso(date))) date = plusDays(date, 1);
  return iso(date);
};

/** `count` working days after `day` (0: the day itself, moved to a working day). */
export const addWorkingDays = (day: string, count: number) => {
  let date = parse(nextWorkingDay(day));
  for (let left = count; left > 0;) {
    date = plusDays(date, 1);
    if (isWorkingDay(iso(date))) left--;
  }
  return iso(date);
};

/** The delivery days of a product picked up on `pickupDay`: the first and last working day it may arrive. */
export const deliveryWindow = (pickupDay: string, minDays: number | undefined, maxDays: number | undefined) => {
  if (minDays === undefined && maxDays === undefined) return undefined;
  const pickup = nextWorkingDay(pickupDay);
  const first = addWorkingDays(pickup, minDays ?? maxDays!);
  const last = addWorkingDays(pickup, maxDays ?? minDays!);
  return { pickup, first, last };
};

/** Working days from `fromDay` to `toDay`: 0 on the same day, negative when `toDay` is earlier. */
export const workingDaysBetween = (fromDay: string, toDay: string): number => {
  if (toDay < fromDay) return -workingDaysBetween(toDay, fromDay);
  let count = 0;
  for (let date = plusDays(parse(fromDay), 1); iso(date) <= toDay; date = plusDays(date, 1)) if (isWorkingDay(iso(date))) count++;
  return count;
};

/**
 * On time: delivered no later than the last working day of the product's promise (`maxDays` working days after
 * the pickup, itself moved to a working day). A delivery on a weekend or holiday counts from the next working day.
 */
export const deliveredOnTime = (pickupDay: string, deliveredDay: string, maxDays: number) =>
  deliveredDay <= addWorkingDays(nextWorkingDay(pickupDay), maxDays);
