import { gs1CheckDigit, isValidSscc, ssccFor, ssccText } from './sscc';

describe('SSCC', () => {
  // GS1 General Specifications, 2.2.1 (SSCC example) and the check digit calculator's worked examples.
  it.each([
    ['37612345000001009', 1], // SSCC 3 7612345 000001009 1 (GS1 General Specifications figure 2.2.1-1)
    ['00614141123456789', 0], // SSCC (00) 006141411234567890 (GS1 US SSCC guideline)
    ['629104150021', 3], // GTIN-13 6291041500213 (GS1's check digit calculator example)
    ['0001234560001', 2], // odd lengths work from the right: 3 then 1
  ])('computes the GS1 mod-10 check digit of %s as %i', (data, digit) => {
    expect(gs1CheckDigit(data)).toBe(digit);
  });

  it('differs from Luhn where Luhn would weight from the other end', () => {
    // Luhn (weights 2,1 from the right, digit sums) gives 7 for 37612345000001009; GS1 gives 1.
    expect(gs1CheckDigit('37612345000001009')).toBe(1);
  });

  it('builds 18 digits: extension, prefix, serial, check digit', () => {
    // GS1's own example SSCC 376123450000010091: extension 3, prefix 7612345, serial 000001009.
    expect(ssccFor('7612345', 3n * 10n ** 9n + 1009n)).toBe('376123450000010091');
    expect(ssccFor('7350053850', 1n)).toMatch(/^0735005385000000\d{2}$/);
    expect(isValidSscc(ssccFor('7350053850', 123_456n))).toBe(true);
  });

  it('moves to the next extension digit when the serial space is used up', () => {
    expect(ssccFor('735005385012', 10_000n).slice(0, 17)).toBe('1735005385012' + '0000');
    expect(ssccFor('735005385012', 9_999n).slice(0, 17)).toBe('0735005385012' + '9999');
  });

  it('rejects a wrong check digit and wrong lengths', () => {
    expect(isValidSscc('376123450000010091')).toBe(true);
    expect(isValidSscc('376123450000010092')).toBe(false);
    expect(isValidSscc('37612345000001009')).toBe(false);
  });

  it('prints the human-readable text grouped by prefix', () => {
    expect(ssccText('376123450000010091', 7)).toBe('(00) 3 7612345 000001009 1');
  });
});
