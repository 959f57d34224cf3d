import { Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import { renderError } from '../errors/render-error';
import { assertCustomerAccess, ownedOrNotFound, parseId } from './tenancy';

const member: Principal = { userId: 10, customerId: 100, customerLevel: 2, demo: false, testUser: false, role: 'administrator' };
const admin: Principal = { userId: 1, customerId: 1, customerLevel: 1, demo: false, testUser: false, role: 'administrator' };

function thrown(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('nothing was thrown');
}

describe(assertCustomerAccess.name, () => {
  it('lets a member reach its own customer', () => {
    expect(() => assertCustomerAccess(member, 100)).not.toThrow();
  });

  it('answers a member reaching another customer with not found', () => {
    const error = thrown(() => assertCustomerAccess(member, 101));

    expect(error).toMatchObject({ kind: 'not_found', code: 'HTTP.NOT_FOUND', reason: 'TENANCY.NOT_FOUND' });
  });

  it('lets an admin (level 1) reach any customer', () => {
    expect(() => assertCustomerAccess(admin, 100)).not.toThrow();
    expect(() => assertCustomerAccess(admin, 999_999)).not.toThrow();
  });

  it.each([0, 3, 99])('does not treat customer level %i as admin', (customerLevel) => {
    expect(() => assertCustomerAccess({ ...member, customerLevel }, 101)).toThrow(DomainError);
  });
});

describe(ownedOrNotFound.name, () => {
  it('returns a row the member owns', () => {
    const row = { id: 5, customerId: 100 };

    expect(ownedOrNotFound(member, row)).toBe(row);
  });

  it('returns any row to an admin', () => {
    const row = { id: 5, customerId: 555 };

    expect(ownedOrNotFound(admin, row)).toBe(row);
  });

  it.each([null, undefined])('answers a missing row (%s) with not found and reason TENANCY.NOT_FOUND', (row) => {
    expect(thrown(() => ownedOrNotFound(member, row))).toMatchObject({ kind: 'not_found', reason: 'TENANCY.NOT_FOUND' });
  });

  it('answers a foreign row with not found and reason TENANCY.NOT_FOUND', () => {
    expect(thrown(() => ownedOrNotFound(member, { id: 5, customerId: 101 }))).toMatchObject({
      kind: 'not_found',
      reason: 'TENANCY.NOT_FOUND',
    });
  });

  it('renders a missing row and a foreign row identically, so ids cannot be probed', () => {
    const missing = renderError(
      thrown(() => ownedOrNotFound(member, null)),
      'en',
    );
    const foreign = renderError(
      thrown(() => ownedOrNotFound(member, { customerId: 101 })),
      'en',
    );

    expect(foreign).toEqual(missing);
  });
});

describe(parseId.name, () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    ['999999999999999', 999_999_999_999_999],
  ])('reads %s as %i', (raw, expected) => {
    expect(parseId(raw)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['an empty string', ''],
    ['a negative number', '-1'],
    ['a decimal', '1.5'],
    ['an exponent', '1e3'],
    ['hex', '0x10'],
    ['surrounding spaces', ' 1 '],
    ['trailing text', '12abc'],
    ['sixteen digits', '1234567890123456'],
    ['a number value', 42],
    ['an array', ['1']],
    ['undefined', undefined],
    ['null', null],
  ])('refuses %s', (_name, raw) => {
    expect(parseId(raw)).toBeUndefined();
  });
});
