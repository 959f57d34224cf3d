import { formatStockholm, fromStockholmWallTime, parseBusinessDate, parseInstant, stockholmDate, stockholmOffsetMinutes, toUtcText } from './stockholm-time';

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

  it.each(['', 'tomorrow', '2025-06-02', '2025-02-30T10:00:00Z', '2025-06-02T24:00:00Z', '2025-06-02T10:60Z', '2025-06-02T10:00:00+25:00', '02/06/2025 10:00'])(
    'refuses %p as an instant',
    (text) => expect(parseInstant(text)).toBeUndefined(),
  );

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
});
