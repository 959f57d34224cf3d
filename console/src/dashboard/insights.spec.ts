import { describe, expect, it } from '@jest/globals';
import { kilograms, monthsBefore, percent, recentMonths, spendTable, toCsv, type Insights } from './insights';

const insights = {
  months: ['2026-10', '2026-11'],
  spendByCarrier: [
    { month: '2026-10', supplierId: 4, carrier: 'PostNord', spend: '1300.50', consignments: 4 },
    { month: '2026-11', supplierId: 131, carrier: 'UPS', spend: '0.05', consignments: 1 },
  ],
} as Insights;

describe('dashboard figures', () => {
  it('lays spend out per carrier over the months, zero where a carrier had none', () => {
    expect(spendTable(insights)).toEqual({
      carriers: ['PostNord', 'UPS'],
      months: ['2026-10', '2026-11'],
      values: { PostNord: [1300.5, 0], UPS: [0, 0.05] },
    });
  });

  it('writes CSV with a header, quoting what needs it', () => {
    expect(toCsv({ columns: ['Månad', 'Transportör'], rows: [['2026-10', 'A; "B"']] })).toBe('Månad;Transportör\r\n2026-10;"A; ""B"""\r\n');
  });

  it('converts grams and rates for display', () => {
    expect(kilograms(930)).toBe(0.93);
    expect(percent(0.5)).toBe(50);
    expect(percent(null)).toBeUndefined();
  });

  it('offers the months up to this one, and a period across a year end', () => {
    expect(recentMonths('2026-02-10', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(monthsBefore('2026-02', 12)).toBe('2025-03');
  });
});
