/**
 * Frakt's business time: Swedish calendar days and clock. Instants are stored in UTC; business dates (invoice
 * periods, "today" in lists, retention cut-offs, nightly jobs) are Stockholm's, with the zone's own daylight-saving
 * rules (the old client's fixed +02:00 was wrong half the year). The one place the zone is named: server SQL
 * (`AT TIME ZONE '${BUSINESS_TIME_ZONE}'`), cron jobs and the console all take it from here.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Stockholm';

const DATE = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The business date of an instant, YYYY-MM-DD. */
export const businessDate = (at: Date): string => DATE.format(at);
