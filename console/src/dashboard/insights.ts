import type { Schema } from '../api/types';
import { formatNumber } from '../format/money';

/** GET /customer/insights/{customerId}: the dashboard's figures, as the server documents them. */
export type Insights = Schema<'Insights'>;

/** A number shown in the user's format: the table and the CSV show `text`, the xlsx holds `value`. */
export interface Figure {
  value: number;
  text: string;
}

/** A chart's numbers as a table: the screen reader's, the CSV's and the xlsx's view of the same figures. */
export interface FigureTable {
  columns: string[];
  rows: (string | number | Figure)[][];
}

/** A number as the table shows it, rounded to those decimals in both views, so the xlsx holds what the CSV says. */
export const figure = (value: number, decimals: number, locale: string): Figure => {
  const rounded = Math.round(value * 10 ** decimals) / 10 ** decimals;
  return { value: rounded, text: formatNumber(rounded, locale, decimals) };
};

export const figureText = (cell: string | number | Figure) => (typeof cell === 'object' ? cell.text : String(cell));
export const figureValue = (cell: string | number | Figure) =>
  typeof cell === 'number' ? cell : typeof cell === 'object' ? cell.value : undefined;

const uniq = <T>(values: T[]) => [...new Set(values)];

/** Spend per month (rows) by carrier (columns), kronor as numbers for the chart. */
export const spendTable = (insights: Insights): { carriers: string[]; months: string[]; values: Record<string, number[]> } => {
  const carriers = uniq(insights.spendByCarrier.map((s) => s.carrier));
  const values: Record<string, number[]> = Object.fromEntries(carriers.map((c) => [c, insights.months.map(() => 0)]));
  for (const s of insights.spendByCarrier) {
    const month = insights.months.indexOf(s.month);
    if (month >= 0) values[s.carrier][month] += Number(s.spend);
  }
  return { carriers, months: insights.months, values };
};

/** kg CO2e with two decimals from grams. */
export const kilograms = (grams: number) => Math.round(grams / 10) / 100;

/** On-time rate as a whole percentage, or undefined before any delivery. */
export const percent = (rate: number | null | undefined) => (rate === null || rate === undefined ? undefined : Math.round(rate * 100));

/** RFC 4180 CSV with a header row; fields with a separator, quote or line break quoted. */
export const toCsv = ({ columns, rows }: FigureTable, separator = ';') => {
  const field = (value: string | number | Figure) => {
    const text = figureText(value);
    return /[";\n\r,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns, ...rows].map((row) => row.map(field).join(separator)).join('\r\n') + '\r\n';
};

/** Months the period picker offers: the last `count` months up to `today`'s, newest first (YYYY-MM). */
export const recentMonths = (today: string, count = 24) => {
  const [y, m] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
};

/** The month `count - 1` months before `month` (a period of `count` months ending there). */
export const monthsBefore = (month: string, count: number) => recentMonths(`${month}-01`, count)[count - 1];
