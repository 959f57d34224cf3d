import { intlLocale } from './money';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

/**
 * The console's one formatter of dates and times (issue 29 item 14): the business's time zone whatever the
 * browser's, Swedish as Swedes write it ("2026-11-28", "2026-11-28 14:05"), English as "28 Nov 2026, 14:05".
 */
export { BUSINESS_TIME_ZONE };

const DATE: Record<string, Intl.DateTimeFormatOptions> = {
  'sv-SE': { year: 'numeric', month: '2-digit', day: '2-digit' },
  'en-GB': { year: 'numeric', month: 'short', day: 'numeric' },
};
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

// Formatters are costly to build: one per locale and kind, kept for the page's life.
const cache = new Map<string, Intl.DateTimeFormat>();
const cached = (key: string, make: () => Intl.DateTimeFormat) => {
  let found = cache.get(key);
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
};
const formatter = (locale: string, withTime: boolean, timeZone = BUSINESS_TIME_ZONE) =>
  cached(
    `${locale}|${withTime}|${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, ...DATE[locale], ...(withTime ? TIME : {}) }),
  );

/** A business date as the wire sends it (an invoice's due date, a booking date): a calendar day, no instant. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A business date as midnight UTC, read by formatters in UTC so no zone moves the day; undefined for other values. */
const calendarDay = (value: unknown): Date | undefined => {
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  return day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : undefined;
};

const instant = (value: string | number | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** An instant's Stockholm calendar day, or a business date ("2026-11-29") as it is; '' for none or nonsense. */
export const formatDate = (value: string | number | Date | null | undefined, language: string | undefined) => {
  const day = calendarDay(value);
  if (day) return formatter(intlLocale(language), false, 'UTC').format(day);
  const date = instant(value);
  return date ? formatter(intlLocale(language), false).format(date) : '';
};

/** An instant's Stockholm day and time to the minute; '' for none or nonsense. */
export const formatDateTime = (value: string | number | Date | null | undefined, language: string | undefined) => {
  const date = instant(value);
  return date ? formatter(intlLocale(language), true).format(date) : '';
};

const DAY_STYLE: Record<'short' | 'long', Intl.DateTimeFormatOptions> = {
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  long: { weekday: 'long', day: 'numeric', month: 'long' },
};

/**
 * A business date ("2026-11-27", already a Stockholm day) named with its weekday: "fre 27 nov" / "Fri 27 Nov",
 * long "fredag 27 november" / "Friday 27 November". For pickup and delivery days, where the weekday matters
 * more than the year; '' for nonsense.
 */
export const formatDay = (isoDay: string | null | undefined, language: string | undefined, style: 'short' | 'long' = 'short') => {
  const day = calendarDay(isoDay);
  if (!day) return '';
  const locale = intlLocale(language);
  const format = cached(`${locale}|day-${style}`, () => new Intl.DateTimeFormat(locale, { ...DAY_STYLE[style], timeZone: 'UTC' }));
  // Swedish abbreviations carry a full stop ("fre", "nov.") that reads as a sentence's end inside a line.
  return format.format(day).replace(/\./g, '');
};
