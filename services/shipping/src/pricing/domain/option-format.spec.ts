import type { OptionFormat } from '../../shared/freight/freight.types';
import { checkOptionValue } from './option-format';

describe(checkOptionValue.name, () => {
  it.each<[OptionFormat, string[], string[]]>([
    ['decimal', ['1250', '1250,5', '1250.50', '0,99'], ['12,345', '1 250', '-5', ',5', '12a', '1.2.3']],
    ['alphanumeric', ['AB1234', 'Portkod1', 'ÅÄÖ9'], ['AB 1234', 'AB-1234', 'a.b']],
    ['alphanumeric_spaces', ['Lastkaj 4', 'Port B 2', 'Entré'], ['Lastkaj  4', 'Lastkaj-4', 'Kaj 4!']],
    ['numeric', ['0701234567', '4'], ['070-123', '+46701234567', '1.5']],
    ['alphabetic', ['SE', 'Sverige', 'Åland'], ['S1', 'Sverige Norge', 'S-E']],
    ['alphabetic_spaces', ['Anna Andersson', 'Åsa Öberg', 'Li'], ['Anna 2', 'Anna-Lena', 'Anna  Andersson']],
    ['email', ['anna@example.se', 'a.b+c@sub.example.com'], ['anna@', 'anna@example', 'anna example.se', 'anna@@example.se']],
  ])('%s accepts %j and refuses %j', (format, good, bad) => {
    for (const value of good) expect(checkOptionValue(format, value)).toBeUndefined();
    for (const value of bad)
      expect(checkOptionValue(format, value)).toEqual({
        code: format === 'email' ? 'VALIDATION.INVALID_EMAIL' : 'VALIDATION.INVALID_FORMAT',
      });
  });

  it('ignores surrounding white space', () => {
    expect(checkOptionValue('numeric', ' 0701234567 ')).toBeUndefined();
  });

  it.each<OptionFormat>(['decimal', 'email', 'alphabetic'])('requires a value for the %s format', (format) => {
    expect(checkOptionValue(format, undefined)).toEqual({ code: 'VALIDATION.REQUIRED' });
    expect(checkOptionValue(format, '  ')).toEqual({ code: 'VALIDATION.REQUIRED' });
  });

  it('refuses a value that is too long', () => {
    expect(checkOptionValue('alphabetic', 'a'.repeat(255))).toEqual({ code: 'VALIDATION.TOO_LONG' });
  });

  it('takes anything for an option without a format', () => {
    expect(checkOptionValue(null, undefined)).toBeUndefined();
    expect(checkOptionValue(null, 'whatever !')).toBeUndefined();
  });
});
