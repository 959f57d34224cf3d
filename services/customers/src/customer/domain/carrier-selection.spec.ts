import { DomainError, FieldError } from '@freight/kernel';
import { RequestedCarrier, sameCarriers, selectCarriers } from './carrier-selection';

function errorsOf(requested: RequestedCarrier[]): FieldError[] {
  try {
    selectCarriers(requested);
  } catch (error) {
    if (error instanceof DomainError) return error.fieldErrors;
    throw error;
  }
  throw new Error('expected the list to be refused');
}

describe(selectCarriers.name, () => {
  it('keeps the order and the choices of known active carriers', () => {
    expect(selectCarriers([{ code: 225, active: false }, { code: 131, active: true }, { code: 4 }])).toEqual([
      { code: 225, active: false },
      { code: 131, active: true },
      { code: 4, active: true },
    ]);
  });

  it.each([71, 210])('stores the inactive carrier %p but never as active', (code) => {
    expect(selectCarriers([{ code, active: true }])).toEqual([{ code, active: false }]);
  });

  it('accepts an empty list', () => {
    expect(selectCarriers([])).toEqual([]);
  });

  it.each<[string, RequestedCarrier[], string[]]>([
    ['an unknown code', [{ code: 131 }, { code: 999 }], ['carriers.1.code']],
    ['a code listed twice', [{ code: 131 }, { code: 4 }, { code: 131, active: false }], ['carriers.2.code']],
    ['every bad entry at once', [{ code: 0 }, { code: 116 }, { code: -4 }], ['carriers.0.code', 'carriers.2.code']],
  ])('refuses %s, naming the entry', (_case, requested, fields) => {
    expect(errorsOf(requested)).toEqual(fields.map((field) => ({ field, code: 'VALIDATION.INVALID_FORMAT' })));
  });
});

describe(sameCarriers.name, () => {
  it.each([
    [[{ code: 4, active: true }], [{ code: 4, active: true }], true],
    [[{ code: 4, active: true }], [{ code: 4, active: false }], false],
    [
      [
        { code: 4, active: true },
        { code: 131, active: true },
      ],
      [
        { code: 131, active: true },
        { code: 4, active: true },
      ],
      false,
    ],
    [[{ code: 4, active: true }], [], false],
  ])('compares %j with %j: %p', (a, b, same) => {
    expect(sameCarriers(a, b)).toBe(same);
  });
});
