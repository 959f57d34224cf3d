import { describe, expect, it } from '@jest/globals';
import { enApp } from '../i18n/en';
import { svApp } from '../i18n/sv';
import { DATE_KIND, readDayText, readTimeText, TIME_KIND, typedTextError, valueToSend } from './typedDates';

const catalogue = (tree: object) => (key: string) =>
  String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree));

describe(readDayText.name, () => {
  it('reads ÅÅÅÅ-MM-DD and the eight digits alone as the same day', () => {
    expect(readDayText('2026-11-29')).toEqual({ state: 'valid', value: '2026-11-29' });
    expect(readDayText('20261129')).toEqual({ state: 'valid', value: '2026-11-29' });
    expect(readDayText(' 2026-11-29 ')).toEqual({ state: 'valid', value: '2026-11-29' });
  });

  it('knows 29 February only in leap years (every fourth, not centuries unless by 400)', () => {
    expect(readDayText('2028-02-29')).toEqual({ state: 'valid', value: '2028-02-29' });
    expect(readDayText('2000-02-29')).toEqual({ state: 'valid', value: '2000-02-29' });
    expect(readDayText('2026-02-29')).toEqual({ state: 'invalid', problem: 'noSuchValue' });
    expect(readDayText('2100-02-29')).toEqual({ state: 'invalid', problem: 'noSuchValue' });
    expect(readDayText('2026-02-30')).toEqual({ state: 'invalid', problem: 'noSuchValue' });
  });

  it('knows the 30- and 31-day months', () => {
    expect(readDayText('2026-01-31').state).toBe('valid');
    expect(readDayText('2026-12-31').state).toBe('valid');
    expect(readDayText('2026-04-30').state).toBe('valid');
    for (const month of ['04', '06', '09', '11']) expect(readDayText(`2026-${month}-31`).state).toBe('invalid');
    expect(readDayText('2026-13-01')).toEqual({ state: 'invalid', problem: 'noSuchValue' });
    expect(readDayText('2026-00-10')).toEqual({ state: 'invalid', problem: 'noSuchValue' });
    expect(readDayText('2026-11-00')).toEqual({ state: 'invalid', problem: 'noSuchValue' });
    expect(readDayText('0000-01-01')).toEqual({ state: 'invalid', problem: 'noSuchValue' });
  });

  it('takes each start of a date as typing, and a text no date begins with as the wrong format', () => {
    for (const text of ['2', '2026', '2026-', '2026-1', '2026-11', '2026-11-', '2026-11-2', '2026112'])
      expect(readDayText(text)).toEqual({ state: 'typing' });
    for (const text of ['29/11/2026', '11/29/2026', '2026-1-5', '2026-11-299', 'igår', '202611290'])
      expect(readDayText(text)).toEqual({ state: 'invalid', problem: 'format' });
    expect(readDayText('  ')).toEqual({ state: 'empty' });
  });
});

describe(readTimeText.name, () => {
  it('reads 24-hour TT:MM, one-digit hours and the four digits alone', () => {
    expect(readTimeText('14:05')).toEqual({ state: 'valid', value: '14:05' });
    expect(readTimeText('9:05')).toEqual({ state: 'valid', value: '09:05' });
    expect(readTimeText('0900')).toEqual({ state: 'valid', value: '09:00' });
    expect(readTimeText('23:59')).toEqual({ state: 'valid', value: '23:59' });
    expect(readTimeText('00:00')).toEqual({ state: 'valid', value: '00:00' });
  });

  it('refuses hours past 23 and minutes past 59, AM/PM and other formats', () => {
    expect(readTimeText('24:00')).toEqual({ state: 'invalid', problem: 'noSuchValue' });
    expect(readTimeText('12:60')).toEqual({ state: 'invalid', problem: 'noSuchValue' });
    expect(readTimeText('9:00 AM')).toEqual({ state: 'invalid', problem: 'format' });
    expect(readTimeText('9.00')).toEqual({ state: 'invalid', problem: 'format' });
    for (const text of ['1', '14', '14:', '14:0', '140']) expect(readTimeText(text)).toEqual({ state: 'typing' });
  });
});

describe(valueToSend.name, () => {
  it('passes on a date only once it is complete and valid, or emptied, and only when it changed', () => {
    const typedKeyByKey = [...'2026-11-29'].map((_, i) => '2026-11-29'.slice(0, i + 1));
    const sent = typedKeyByKey.map((text) => valueToSend(DATE_KIND, text, '2026-10-30')).filter((v) => v !== undefined);
    expect(sent).toEqual(['2026-11-29']);
    expect(valueToSend(DATE_KIND, '2026-02-30', '2026-10-30')).toBeUndefined();
    expect(valueToSend(DATE_KIND, '29/11/2026', '2026-10-30')).toBeUndefined();
    expect(valueToSend(DATE_KIND, '', '2026-10-30')).toBe('');
    expect(valueToSend(DATE_KIND, '', '')).toBeUndefined();
    expect(valueToSend(DATE_KIND, '20261030', '2026-10-30')).toBeUndefined();
    expect(valueToSend(TIME_KIND, '14:3', '09:00')).toBeUndefined();
    expect(valueToSend(TIME_KIND, '14:30', '09:00')).toBe('14:30');
  });
});

describe(typedTextError.name, () => {
  const sv = catalogue(svApp);
  const en = catalogue(enApp);

  it('says in Swedish and English that a date does not exist, at once', () => {
    expect(typedTextError(DATE_KIND, '2026-02-30', true, sv)).toBe('Datumet finns inte: kontrollera månad och dag');
    expect(typedTextError(DATE_KIND, '2026-02-30', true, en)).toBe('There is no such date: check the month and the day');
  });

  it('names the format of an unfinished date once the field is left, not while typing', () => {
    expect(typedTextError(DATE_KIND, '2026-11', true, sv)).toBeUndefined();
    expect(typedTextError(DATE_KIND, '2026-11', false, sv)).toBe('Skriv datumet som ÅÅÅÅ-MM-DD, t.ex. 2026-11-29');
    expect(typedTextError(DATE_KIND, '11/29/2026', true, en)).toBe('Write the date as YYYY-MM-DD, e.g. 2026-11-29');
    expect(typedTextError(DATE_KIND, '2026-11-29', false, sv)).toBeUndefined();
    expect(typedTextError(DATE_KIND, '', false, sv)).toBeUndefined();
  });

  it('says in Swedish and English how a time is written', () => {
    expect(typedTextError(TIME_KIND, '25:00', true, sv)).toBe('Tiden finns inte: timmar 00–23, minuter 00–59');
    expect(typedTextError(TIME_KIND, '9:00 PM', true, en)).toBe('Write the time as HH:MM (24-hour), e.g. 14:30');
    expect(sv(DATE_KIND.hintKey)).toBe('ÅÅÅÅ-MM-DD');
    expect(en(DATE_KIND.hintKey)).toBe('YYYY-MM-DD');
    expect(sv(TIME_KIND.hintKey)).toBe('TT:MM');
  });
});
