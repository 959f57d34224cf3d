import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

const STOCKHOLM = BUSINESS_TIME_ZONE;

/** Stockholm's offset from UTC at `instant`, in milliseconds (+1 h in winter, +2 h in summer). */
function stockholmOffsetMs(instant: Date): number {
  const name = new Intl.DateTimeFormat('en', { timeZone: STOCKHOLM, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  const [, sign, hours, minutes] = /^GMT(?:([+-])(\d\d):(\d\d))?$/.exec(name) ?? [];
  return sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0;
}

/**
 * The first instant of the Stockholm business date `years` before `now`'s (29 February going back to 28 February).
 * Whoever was last seen before it was last seen on an earlier business date: more than `years` ago, whatever the hour.
 */
export function stockholmDateYearsBefore(now: Date, years: number): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: STOCKHOLM, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  const target = new Date(Date.UTC(year - years, month - 1, day));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  // Stockholm's midnight is 22:00 or 23:00 UTC the day before; its offset is the one at UTC midnight, as no clock change falls between.
  return new Date(target.getTime() - stockholmOffsetMs(target));
}
