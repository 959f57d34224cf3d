import { DomainError } from '@freight/kernel/domain';
import { MAX_CREDIT_LIMIT_ORE, parseCreditLimit } from './credit-limit';

const problem = (value: unknown) => {
  try {
    parseCreditLimit(value);
  } catch (error) {
    if (error instanceof DomainError) return error.fieldErrors;
    throw error;
  }
  throw new Error(`accepted ${String(value)}`);
};

describe('parseCreditLimit', () => {
  it.each([
    [50000, '5000000'],
    ['50000', '5000000'],
    ['1234,56', '123456'],
    [1234.56, '123456'],
    [' 0.5 ', '50'],
    [0, '0'],
    [MAX_CREDIT_LIMIT_ORE / 100, String(MAX_CREDIT_LIMIT_ORE)],
  ])('takes %p kronor as %s öre', (value, ore) => {
    expect(parseCreditLimit(value)).toBe(ore);
  });

  it.each([
    [undefined, 'VALIDATION.REQUIRED'],
    [null, 'VALIDATION.REQUIRED'],
    ['', 'VALIDATION.REQUIRED'],
    ['femtio', 'VALIDATION.NOT_A_NUMBER'],
    [true, 'VALIDATION.NOT_A_NUMBER'],
    [Number.NaN, 'VALIDATION.NOT_A_NUMBER'],
    ['1.234', 'VALIDATION.INVALID_FORMAT'],
    [0.001, 'VALIDATION.INVALID_FORMAT'],
    [-1, 'VALIDATION.MIN'],
    [MAX_CREDIT_LIMIT_ORE / 100 + 0.01, 'VALIDATION.MAX'],
  ])('refuses %p with %s on creditLimit', (value, code) => {
    expect(problem(value)).toEqual([expect.objectContaining({ field: 'creditLimit', code })]);
  });
});
