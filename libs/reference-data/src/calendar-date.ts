const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * A real calendar day written YYYY-MM-DD, as the API takes business dates and the console's date fields read them. Date.parse is not enough: it takes 2026-02-30 as 2 March, which PostgreSQL's
 * `::date` then refuses (a 500 the fuzzer found), so the day is built and compared field by field.
 */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string' || !DATE.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}
