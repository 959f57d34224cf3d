import fc from 'fast-check';
import {
  formatStockholm,
  fromStockholmWallTime,
  parseBusinessDate,
  parseInstant,
  stockholmDate,
  stockholmOffsetMinutes,
  toUtcText,
} from './stockholm-time';

describe('Stockholm time', () => {
  it('uses +01:00 in winter and +02:00 in summer, not a fixed offset', () => {
    expect(formatStockholm(new Date('2025-01-15T08:00:00Z'))).toBe('2025-01-15T09:00:00+01:00');
    expect(formatStockholm(new Date('2025-07-15T08:00:00Z'))).toBe('2025-07-15T10:00:00+02:00');
    expect(stockholmOffsetMinutes(new Date('2025-03-30T00:59:00Z'))).toBe(60);
    expect(stockholmOffsetMinutes(new Date('2025-03-30T01:00:00Z'))).toBe(120);
  });

  it('takes the business date in Stockholm, not in UTC', () => {
    expect(stockholmDate(new Date('2025-03-01T23:30:00Z'))).toBe('2025-03-02');
    expect(stockholmDate(new Date('2025-03-01T22:30:00Z'))).toBe('2025-03-01');
  });

  it('reads ISO 8601 with any offset', () => {
    expect(parseInstant('2025-06-02T09:00:00+02:00')?.toISOString()).toBe('2025-06-02T07:00:00.000Z');
    expect(parseInstant('2025-06-02T09:00+0200')?.toISOString()).toBe('2025-06-02T07:00:00.000Z');
    expect(parseInstant('2025-06-02T02:00:00-05:00')?.toISOString()).toBe('2025-06-02T07:00:00.000Z');
    expect(parseInstant('2025-06-02T07:00:00.500Z')?.toISOString()).toBe('2025-06-02T07:00:00.500Z');
    expect(parseInstant('2025-06-02T09:00:00+02')?.toISOString()).toBe('2025-06-02T07:00:00.000Z');
  });

  it('reads a time without an offset as Stockholm wall time', () => {
    expect(parseInstant('2025-01-15T09:00')?.toISOString()).toBe('2025-01-15T08:00:00.000Z');
    expect(parseInstant('2025-07-15 09:00:00')?.toISOString()).toBe('2025-07-15T07:00:00.000Z');
  });

  it.each([
    '',
    'tomorrow',
    '2025-06-02',
    '2025-02-30T10:00:00Z',
    '2025-06-02T24:00:00Z',
    '2025-06-02T10:60Z',
    '2025-06-02T10:00:00+25:00',
    '02/06/2025 10:00',
  ])('refuses %p as an instant', (text) => expect(parseInstant(text)).toBeUndefined());

  it('takes the earlier of the autumn repeated hour and moves a spring-gap time forward', () => {
    expect(fromStockholmWallTime(2025, 10, 26, 2, 30).toISOString()).toBe('2025-10-26T00:30:00.000Z');
    expect(formatStockholm(fromStockholmWallTime(2025, 3, 30, 2, 30))).toBe('2025-03-30T03:30:00+02:00');
  });

  it('reads a business date from a date or a date-time', () => {
    expect(parseBusinessDate('2025-03-02')).toBe('2025-03-02');
    expect(parseBusinessDate('2025-03-01T23:30:00Z')).toBe('2025-03-02');
    expect(parseBusinessDate('2025-03-02T00:30:00+01:00')).toBe('2025-03-02');
    expect(parseBusinessDate('2025-13-01')).toBeUndefined();
    expect(parseBusinessDate('next monday')).toBeUndefined();
  });

  it('stores instants in UTC without milliseconds', () => {
    expect(toUtcText(new Date('2025-06-02T07:00:00.000Z'))).toBe('2025-06-02T07:00:00Z');
  });

  it('agrees with the zone database at every instant since 1980, across each change of offset', () => {
    const icu = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    const reference = (instant: Date) => {
      const p = Object.fromEntries(icu.formatToParts(instant).map((part) => [part.type, part.value]));
      const offset = p.timeZoneName.replace('GMT', '') || '+00:00';
      return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
    };
    // The seconds around both changes of 2024 and 2025, and instants spread over 1980-2100.
    const around = [Date.UTC(2024, 2, 31, 1), Date.UTC(2024, 9, 27, 1), Date.UTC(2025, 2, 30, 1), Date.UTC(2025, 9, 26, 1)].flatMap((t) =>
      [-3_600_001, -1000, -1, 0, 1, 999, 3_599_999].map((d) => t + d),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1980, 0, 1), max: Date.UTC(2100, 0, 1) }),
        (t) => formatStockholm(new Date(t)) === reference(new Date(t)),
      ),
      { numRuns: 2000 },
    );
    for (const t of around) expect(formatStockholm(new Date(t))).toBe(reference(new Date(t)));
  });
});
