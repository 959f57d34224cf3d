import { BUSINESS_TIME_ZONE, businessDate } from '@freight/reference-data';

const DATE_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Europe/Stockholm business date of an instant, YYYY-MM-DD. */
export const stockholmDate = businessDate;

/** An instant as a Stockholm wall-clock time, "YYYY-MM-DD HH:MM", for texts. */
export const stockholmDateTime = (at: Date): string => DATE_TIME.format(at);

/** A business date `days` later (calendar arithmetic on the date, so daylight-saving changes do not matter). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
