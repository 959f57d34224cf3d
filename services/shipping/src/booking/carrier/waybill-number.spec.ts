import { isValidWaybillNumber, luhnCheckDigit, waybillNumber } from './waybill-number';

describe('waybillNumber', () => {
  it('appends a Luhn check digit to the sequence value', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(waybillNumber(100000001n)).toBe('1000000016');
    expect(waybillNumber('100000001')).toMatch(/^\d{10}$/);
  });

  it('recognises a mistyped number', () => {
    const number = waybillNumber(123456789);
    expect(isValidWaybillNumber(number)).toBe(true);
    expect(isValidWaybillNumber(`${number.slice(0, 3)}${(Number(number[3]) + 1) % 10}${number.slice(4)}`)).toBe(false);
    expect(isValidWaybillNumber('12A4')).toBe(false);
  });

  it('refuses what is not a sequence value', () => {
    expect(() => waybillNumber('-1')).toThrow();
  });
});
