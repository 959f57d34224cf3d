import 'reflect-metadata';
import { Type } from 'class-transformer';
import { plainToInstance } from 'class-transformer';
import {
  ArrayNotEmpty,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  validate,
  ValidateNested,
} from 'class-validator';
import { DomainError, FieldError } from '../errors/domain-error';
import { createValidationPipe, toFieldErrors } from './validation.pipe';

class Address {
  @IsString()
  @Matches(/^\d{3} ?\d{2}$/)
  @MaxLength(10)
  postcode!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(35)
  city!: string;
}

class Part {
  @IsDefined()
  @ValidateNested()
  @Type(() => Address)
  address!: Address;

  @IsInt()
  @Min(1)
  @Max(1000)
  weight!: number;
}

class Booking {
  @IsString()
  @IsNotEmpty()
  @MaxLength(10)
  name!: string;

  @IsEmail()
  email!: string;

  @IsOptional()
  @IsString()
  @MinLength(3)
  @MaxLength(5)
  note?: string;

  @IsInt()
  @Min(1)
  @Max(99)
  count!: number;

  @IsOptional()
  @IsNumber()
  @Min(-10.5)
  @Max(0.25)
  offset?: number;

  @IsOptional()
  @IsIn(['EUR', 'SEK'])
  currency?: string;

  @ArrayNotEmpty()
  @ValidateNested({ each: true })
  @Type(() => Part)
  parts!: Part[];
}

const validPart = () => ({ address: { postcode: '123 45', city: 'Umeå' }, weight: 10 });
const valid = () => ({ name: 'Anna', email: 'anna@example.se', count: 2, parts: [validPart()] });

/** Runs a body through the app's pipe and returns the field errors of the DomainError it raises. */
async function fieldErrorsOf(body: unknown): Promise<FieldError[]> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: Booking });
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).fieldErrors;
  }
  throw new Error('the body passed validation');
}

async function errorFor(field: string, body: unknown): Promise<FieldError | undefined> {
  return (await fieldErrorsOf(body)).find((e) => e.field === field);
}

describe(createValidationPipe.name, () => {
  it('turns a valid body into the DTO class, nested objects included', async () => {
    const result = await createValidationPipe().transform(valid(), { type: 'body', metatype: Booking });

    expect(result).toBeInstanceOf(Booking);
    expect(result.parts[0]).toBeInstanceOf(Part);
    expect(result.parts[0].address).toBeInstanceOf(Address);
    expect(result).toEqual(expect.objectContaining(valid()));
  });

  it('raises an invalid DomainError with the form-level code', async () => {
    const error = await createValidationPipe()
      .transform({ ...valid(), name: '' }, { type: 'body', metatype: Booking })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      kind: 'invalid',
      code: 'VALIDATION.FORM',
      fieldErrors: [{ field: 'name', code: 'VALIDATION.REQUIRED' }],
    });
  });

  it('gives exactly one error per invalid field', async () => {
    const errors = await fieldErrorsOf({ ...valid(), name: 12345678901, email: '', count: 'x' });

    expect(errors.map((e) => e.field).sort()).toEqual(['count', 'email', 'name']);
  });

  describe('required versus format', () => {
    it('answers a missing required field with the required text', async () => {
      const { name: _name, ...body } = valid();
      expect(await errorFor('name', body)).toEqual({ field: 'name', code: 'VALIDATION.REQUIRED' });
    });

    it('answers an empty required field with the required text, not the format text', async () => {
      expect(await errorFor('email', { ...valid(), email: '' })).toEqual({ field: 'email', code: 'VALIDATION.REQUIRED' });
    });

    it('answers a blank required field with the required text', async () => {
      expect(await errorFor('email', { ...valid(), email: '   ' })).toEqual({ field: 'email', code: 'VALIDATION.REQUIRED' });
    });

    it('answers a null required field with the required text', async () => {
      expect(await errorFor('count', { ...valid(), count: null })).toEqual({ field: 'count', code: 'VALIDATION.REQUIRED' });
    });

    it('answers a filled field in the wrong format with the format text', async () => {
      expect(await errorFor('currency', { ...valid(), currency: 'USD' })).toEqual({ field: 'currency', code: 'VALIDATION.INVALID_FORMAT' });
    });

    it('answers an empty array marked ArrayNotEmpty with the required text', async () => {
      expect(await errorFor('parts', { ...valid(), parts: [] })).toEqual({ field: 'parts', code: 'VALIDATION.REQUIRED' });
    });

    it('leaves an absent optional field alone', async () => {
      await expect(
        createValidationPipe().transform({ ...valid(), note: undefined }, { type: 'body', metatype: Booking }),
      ).resolves.toBeInstanceOf(Booking);
    });
  });

  it.each<[string, Record<string, unknown>, string, FieldError]>([
    ['a too long text', { name: 'Anna-Karin Lindqvist' }, 'name', { field: 'name', code: 'VALIDATION.TOO_LONG' }],
    ['a too short text', { note: 'ab' }, 'note', { field: 'note', code: 'VALIDATION.TOO_SHORT' }],
    ['an invalid e-mail', { email: 'anna@' }, 'email', { field: 'email', code: 'VALIDATION.INVALID_EMAIL' }],
    ['a number below the minimum', { count: 0 }, 'count', { field: 'count', code: 'VALIDATION.MIN', params: { limit: '1' } }],
    ['a number above the maximum', { count: 100 }, 'count', { field: 'count', code: 'VALIDATION.MAX', params: { limit: '99' } }],
    [
      'a number below a negative decimal minimum',
      { offset: -11 },
      'offset',
      { field: 'offset', code: 'VALIDATION.MIN', params: { limit: '-10.5' } },
    ],
    ['a number above a decimal maximum', { offset: 0.5 }, 'offset', { field: 'offset', code: 'VALIDATION.MAX', params: { limit: '0.25' } }],
    ['a non-number in a numeric field', { offset: 'x' }, 'offset', { field: 'offset', code: 'VALIDATION.NOT_A_NUMBER' }],
    ['a value outside a list', { currency: 'NOK' }, 'currency', { field: 'currency', code: 'VALIDATION.INVALID_FORMAT' }],
  ])('answers %s with its own code', async (_name, patch, field, expected) => {
    expect(await errorFor(field, { ...valid(), ...patch })).toEqual(expected);
  });

  it('answers a non-number in a bounded integer field with the number text, not a bound', async () => {
    expect(await errorFor('count', { ...valid(), count: 'abc' })).toEqual({ field: 'count', code: 'VALIDATION.NOT_A_NUMBER' });
  });

  it('answers a number in a length-limited text field with the format text, not the length text', async () => {
    expect(await errorFor('name', { ...valid(), name: 42 })).toEqual({ field: 'name', code: 'VALIDATION.INVALID_FORMAT' });
  });

  it('answers a long text that also breaks its pattern with the format text', async () => {
    const parts = [{ ...validPart(), address: { postcode: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', city: 'Umeå' } }];
    expect(await errorFor('parts.0.address.postcode', { ...valid(), parts })).toEqual({
      field: 'parts.0.address.postcode',
      code: 'VALIDATION.INVALID_FORMAT',
    });
  });

  it('names a nested field by its dotted path', async () => {
    const parts = [validPart(), { address: { postcode: '12', city: '' }, weight: 2000 }];

    expect(await fieldErrorsOf({ ...valid(), parts })).toEqual([
      { field: 'parts.1.address.postcode', code: 'VALIDATION.INVALID_FORMAT' },
      { field: 'parts.1.address.city', code: 'VALIDATION.REQUIRED' },
      { field: 'parts.1.weight', code: 'VALIDATION.MAX', params: { limit: '1000' } },
    ]);
  });

  it('answers a missing nested object with the required text', async () => {
    expect(await fieldErrorsOf({ ...valid(), parts: [{ weight: 1 }] })).toEqual([
      { field: 'parts.0.address', code: 'VALIDATION.REQUIRED' },
    ]);
  });

  it('answers a nested field that is not an object with the format text', async () => {
    expect(await fieldErrorsOf({ ...valid(), parts: [{ address: 'Storgatan 1', weight: 1 }] })).toEqual([
      { field: 'parts.0.address', code: 'VALIDATION.INVALID_FORMAT' },
    ]);
  });

  it('answers unknown properties with the unknown-field text, top-level and nested', async () => {
    const parts = [{ ...validPart(), address: { ...validPart().address, street: 'Storgatan 1' } }];

    expect(await fieldErrorsOf({ ...valid(), parts, admin: true, extra: '' })).toEqual(
      expect.arrayContaining([
        { field: 'admin', code: 'VALIDATION.UNKNOWN_FIELD' },
        { field: 'extra', code: 'VALIDATION.UNKNOWN_FIELD' },
        { field: 'parts.0.address.street', code: 'VALIDATION.UNKNOWN_FIELD' },
      ]),
    );
    expect(await fieldErrorsOf({ ...valid(), parts, admin: true, extra: '' })).toHaveLength(3);
  });
});

describe(toFieldErrors.name, () => {
  it('maps the errors of class-validator validate()', async () => {
    const booking = plainToInstance(Booking, {
      ...valid(),
      name: '',
      email: 'nope',
      count: 500,
      parts: [{ address: { postcode: '123 45', city: 'x' }, weight: 0 }],
    });

    expect(toFieldErrors(await validate(booking))).toEqual([
      { field: 'name', code: 'VALIDATION.REQUIRED' },
      { field: 'email', code: 'VALIDATION.INVALID_EMAIL' },
      { field: 'count', code: 'VALIDATION.MAX', params: { limit: '99' } },
      { field: 'parts.0.weight', code: 'VALIDATION.MIN', params: { limit: '1' } },
    ]);
  });

  it('puts the prefix in front of every field', async () => {
    const address = plainToInstance(Address, { postcode: 'x', city: 'Umeå' });

    expect(toFieldErrors(await validate(address), 'consignee.address')).toEqual([
      { field: 'consignee.address.postcode', code: 'VALIDATION.INVALID_FORMAT' },
    ]);
  });

  it('returns nothing for a valid object', async () => {
    expect(toFieldErrors(await validate(plainToInstance(Booking, valid())))).toEqual([]);
  });
});
