import { mod10Valid, parsePayoutAccount } from './payout-account';

describe(parsePayoutAccount.name, () => {
  it.each([
    ['bankgiro', '5050-1055', '5050-1055'],
    ['bankgiro', '50501055', '5050-1055'],
    ['bankgiro', '5050 1055', '5050-1055'],
    ['bankgiro', '991-2346', '991-2346'],
    ['plusgiro', '4000-6', '4000-6'],
    ['plusgiro', '90 20 01-7', '902001-7'],
    ['plusgiro', '18', '1-8'],
  ])('accepts %s %s, shown as %s', (type, raw, formatted) => {
    expect(parsePayoutAccount(type, raw)?.formatted).toBe(formatted);
  });

  it.each([
    ['bankgiro', '5050-1056', 'wrong check digit'],
    ['bankgiro', '123-456', 'six digits'],
    ['bankgiro', '123456789', 'nine digits'],
    ['bankgiro', '5050-105A', 'a letter'],
    ['bankgiro', '', 'empty'],
    ['plusgiro', '4000-5', 'wrong check digit'],
    ['plusgiro', '0', 'one digit'],
    ['plusgiro', '123456789', 'nine digits'],
    ['swish', '5050-1055', 'unknown account type'],
  ])('refuses %s %s (%s)', (type, raw) => {
    expect(parsePayoutAccount(type, raw)).toBeUndefined();
  });

  it('agrees with the modulus 10 rule on every check digit of one number', () => {
    const valid = [...'0123456789'].filter((d) => mod10Valid(`5050105${d}`));
    expect(valid).toEqual(['5']);
  });
});
