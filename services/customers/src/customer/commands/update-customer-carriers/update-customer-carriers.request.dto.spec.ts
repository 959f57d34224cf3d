import 'reflect-metadata';
import { DomainError, FieldError } from '@freight/kernel';
import { CarrierListPipe } from './update-customer-carriers.request.dto';

const pipe = new CarrierListPipe();

function errorsOf(body: unknown): FieldError[] {
  try {
    pipe.transform(body);
  } catch (error) {
    if (error instanceof DomainError) return error.fieldErrors;
    throw error;
  }
  throw new Error('expected the body to be refused');
}

describe(CarrierListPipe.name, () => {
  it('takes the list as GET returns it, dropping the echoed fields', () => {
    const body = [
      { code: 131, name: 'UPS', logoName: 'ups', priceSupplier: 131, active: true },
      { code: 4, name: 'PostNord', logoName: 'postnord', priceSupplier: 4, active: false },
      { code: 116 },
    ];
    expect(pipe.transform(body)).toEqual([{ code: 131, active: true }, { code: 4, active: false }, { code: 116 }]);
  });

  it.each<[string, unknown, FieldError[]]>([
    ['no body', undefined, [{ field: 'carriers', code: 'VALIDATION.REQUIRED' }]],
    ['an object instead of a list', { carriers: [] }, [{ field: 'carriers', code: 'VALIDATION.INVALID_FORMAT' }]],
    ['too many entries', Array.from({ length: 51 }, () => ({ code: 4 })), [{ field: 'carriers', code: 'VALIDATION.TOO_LONG' }]],
    ['an entry that is not an object', [{ code: 4 }, 131], [{ field: 'carriers.1', code: 'VALIDATION.INVALID_FORMAT' }]],
    ['a missing code', [{ active: true }], [{ field: 'carriers.0.code', code: 'VALIDATION.REQUIRED' }]],
    ['a code as text', [{ code: '131' }], [{ field: 'carriers.0.code', code: 'VALIDATION.NOT_A_NUMBER' }]],
    ['active as text', [{ code: 131, active: 'yes' }], [{ field: 'carriers.0.active', code: 'VALIDATION.INVALID_FORMAT' }]],
  ])('refuses %s', (_case, body, errors) => {
    expect(errorsOf(body)).toEqual(errors);
  });
});
