import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

/**
 * Calendar days as the wire and the date fields hold them ("2026-11-29"), counted on a UTC date so no time zone
 * moves a day: the arithmetic of the date filters and of the date fields' calendar.
 */

// A value, not a display: always YYYY-MM-DD whatever the reader's language.
const dayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Stockholm calendar day of an instant, YYYY-MM-DD. */
export const stockholmDay = (instant: Date) => dayFormat.format(instant);

const utc = (isoDay: string) => {
  const [y, m, d] = isoDay.split('-').map(Number);
  return { y, m, d };
};
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** A calendar day `days` before or after an ISO day. */
export const addDays = (isoDay: string, days: number) => {
  const { y, m, d } = utc(isoDay);
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
};

/** The same day `months` before or after, the month's last day where it is shorter (31 Jan + 1: 28 or 29 Feb). */
export const addMonths = (isoDay: string, months: number) => {
  const { y, m, d } = utc(isoDay);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))));
};

/** Monday 0 … Sunday 6: the Swedish week. */
export const weekdayIndex = (isoDay: string) => {
  const { y, m, d } = utc(isoDay);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
};

/** The weeks (Monday first) of the day's month, each seven days or null outside the month. */
export const monthWeeks = (isoDay: string): (string | null)[][] => {
  const { y, m } = utc(isoDay);
  const first = iso(new Date(Date.UTC(y, m - 1, 1)));
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: (string | null)[] = [...Array<null>(weekdayIndex(first)).fill(null)];
  for (let day = 0; day < length; day += 1) cells.push(addDays(first, day));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
};
