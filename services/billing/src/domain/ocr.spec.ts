import { isLuhnValid, isValidOcrReference, luhnCheckDigit, ocrReference } from './ocr';

describe(luhnCheckDigit.name, () => {
  it.each([
    // The textbook example (ISO/IEC 7812) and Swedish personal identity numbers' check digits.
    ['7992739871', 3],
    ['811218987', 6],
    ['640823323', 4],
    ['0', 0],
  ])('gives %s the check digit %i', (digits, check) => {
    expect(luhnCheckDigit(digits)).toBe(check);
  });

  it('accepts valid card-style numbers and refuses a changed digit', () => {
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('79927398714')).toBe(false);
    expect(isLuhnValid('4111111111111121')).toBe(false);
  });
});

describe(ocrReference.name, () => {
  it('appends the length digit and the Luhn digit (Bankgirot hard control)', () => {
    // 12345 + length digit 7 (seven digits in all) + Luhn of 123457 = 4.
    expect(ocrReference(12345)).toBe('1234574');
    expect(ocrReference(100001)).toHaveLength(8);
    expect(ocrReference('100001').slice(0, 7)).toBe('1000018');
  });

  it('writes the length modulo 10 for references of ten digits or more', () => {
    const ocr = ocrReference(12345678);
    expect(ocr).toHaveLength(10);
    expect(ocr.at(-2)).toBe('0');
    expect(isValidOcrReference(ocr)).toBe(true);
  });

  it('makes references that pass the hard control, for every serial in a range', () => {
    for (let serial = 100_001; serial < 101_001; serial++) expect(isValidOcrReference(ocrReference(serial))).toBe(true);
  });

  it('refuses what cannot be a reference', () => {
    expect(() => ocrReference('12a')).toThrow();
    expect(() => ocrReference('1'.repeat(24))).toThrow();
  });
});

describe(isValidOcrReference.name, () => {
  it.each(['1234574', '10000180'])('accepts %s', (ocr) => {
    expect(isValidOcrReference(ocr)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '1234575'],
    ['a wrong length digit', '1234564'],
    ['letters', '12a4574'],
    ['too long', '1'.repeat(26)],
    ['empty', ''],
  ])('refuses %s', (_why, ocr) => {
    expect(isValidOcrReference(ocr)).toBe(false);
  });
});
