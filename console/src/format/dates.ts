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
const formatter = (locale: string, withTime: boolean) => {
  const key = `${locale}|${withTime}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, ...DATE[locale], ...(withTime ? TIME : {}) });
    cache.set(key, found);
  }
  return found;
};

const instant = (value: string | number | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** An instant's Stockholm calendar day; '' for none or nonsense. */
export const formatDate = (value: string | number | Date | null | undefined, language: string | undefined) => {
  const date = instant(value);
  return date ? formatter(intlLocale(language), false).format(date) : '';
};

/** An instant's Stockholm day and time to the minute; '' for none or nonsense. */
export const formatDateTime = (value: string | number | Date | null | undefined, language: string | undefined) => {
  const date = instant(value);
  return date ? formatter(intlLocale(language), true).format(date) : '';
};
