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

const cache = new Map<string, Intl.DateTimeFormat>();
const formatter = (locale: string, withTime: boolean, timeZone = BUSINESS_TIME_ZONE) => {
  const key = `${locale}|${withTime}|${timeZone}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { timeZone, ...DATE[locale], ...(withTime ? TIME : {}) });
    cache.set(key, found);
  }
  return found;
};

/** A business date as the wire sends it (an invoice's due date, a booking date): a calendar day, no instant. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const instant = (value: string | number | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** An instant's Stockholm calendar day, or a business date ("2026-11-29") as it is; '' for none or nonsense. */
export const formatDate = (value: string | number | Date | null | undefined, language: string | undefined) => {
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) {
    // Read and written in UTC, so no zone moves the day.
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return Number.isNaN(date.getTime()) ? '' : formatter(intlLocale(language), false, 'UTC').format(date);
  }
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
const dayCache = new Map<string, Intl.DateTimeFormat>();

/**
 * A business date ("2026-11-27", already a Stockholm day) named with its weekday: "fre 27 nov" / "Fri 27 Nov",
 * long "fredag 27 november" / "Friday 27 November". For pickup and delivery days, where the weekday matters
 * more than the year; '' for nonsense.
 */
export const formatDay = (isoDay: string | null | undefined, language: string | undefined, style: 'short' | 'long' = 'short') => {
  const match = CALENDAR_DAY.exec(isoDay ?? '');
  if (!match) return '';
  const locale = intlLocale(language);
  const key = `${locale}|${style}`;
  let found = dayCache.get(key);
  if (!found) {
    // The day is a calendar date, not an instant: read and written in UTC so no zone moves it.
    found = new Intl.DateTimeFormat(locale, { ...DAY_STYLE[style], timeZone: 'UTC' });
    dayCache.set(key, found);
  }
  // Swedish abbreviations carry a full stop ("fre", "nov.") that reads as a sentence's end inside a line.
  return found.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))).replace(/\./g, '');
};
