/**
 * The dashboard's period: whole Stockholm months, `from` to `to` inclusive (YYYY-MM), at most
 * {@link MAX_MONTHS}; by default the twelve months up to this one.
 */
export const MAX_MONTHS = 24;

export interface InsightPeriod {
  /** First day of the first month, YYYY-MM-DD. */
  from: string;
  /** First day of the last month, YYYY-MM-DD. */
  to: string;
  /** Every month of the period, YYYY-MM. */
  months: string[];
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const monthIndex = (month: string) => {
  const [, y, m] = MONTH.exec(month)!;
  return Number(y) * 12 + Number(m) - 1;
};
const monthOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

export const isMonth = (value: string) => MONTH.test(value);

/** The period asked for (either end may be missing), with `today` (Stockholm, YYYY-MM-DD) for the defaults; undefined when it is not a period. */
export function periodOf(today: string, from?: string, to?: string): InsightPeriod | undefined {
  if ((from && !isMonth(from)) || (to && !isMonth(to))) return undefined;
  const last = to ? monthIndex(to) : from ? Math.min(monthIndex(from) + 11, monthIndex(today.slice(0, 7))) : monthIndex(today.slice(0, 7));
  const first = from ? monthIndex(from) : last - 11;
  if (first > last || last - first + 1 > MAX_MONTHS) return undefined;
  const months = Array.from({ length: last - first + 1 }, (_, i) => monthOf(first + i));
  return { from: `${months[0]}-01`, to: `${months[months.length - 1]}-01`, months };
}
