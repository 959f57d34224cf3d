import { Principal } from './principal';
import { COMPANY_ROLES, CompanyRole, requiredRole, roleAllows, roleIncludes } from './roles';

const member = (role: CompanyRole, patch: Partial<Principal> = {}): Principal => ({
  userId: 10,
  customerId: 100,
  customerLevel: 2,
  demo: false,
  testUser: false,
  role,
  ...patch,
});

describe('company roles', () => {
  it('defaults reads to the viewer and everything else to the booker, unless the route declares its role', () => {
    expect(requiredRole('GET', undefined)).toBe('viewer');
    expect(requiredRole('head', undefined)).toBe('viewer');
    expect(requiredRole('POST', undefined)).toBe('booker');
    expect(requiredRole('PUT', undefined)).toBe('booker');
    expect(requiredRole('DELETE', undefined)).toBe('booker');
    // A read sent as POST (pricing, the service filter) says so with its API key scope.
    expect(requiredRole('POST', undefined, 'read')).toBe('viewer');
    expect(requiredRole('POST', undefined, 'book')).toBe('booker');
    expect(requiredRole('GET', 'administrator')).toBe('administrator');
    expect(requiredRole('POST', 'viewer')).toBe('viewer');
  });

  it.each<[CompanyRole, CompanyRole, boolean]>([
    ['viewer', 'viewer', true],
    ['viewer', 'booker', false],
    ['viewer', 'administrator', false],
    ['booker', 'viewer', true],
    ['booker', 'booker', true],
    ['booker', 'administrator', false],
    ['administrator', 'viewer', true],
    ['administrator', 'booker', true],
    ['administrator', 'administrator', true],
  ])('a %s may call a route needing %s: %s', (held, needed, expected) => {
    expect(roleIncludes(held, needed)).toBe(expected);
    expect(roleAllows(member(held), needed)).toBe(expected);
  });

  it('leaves admins (customer level 1), API keys and the demo to their own rules', () => {
    for (const needed of COMPANY_ROLES) {
      expect(roleAllows(member('viewer', { customerLevel: 1 }), needed)).toBe(true);
      expect(roleAllows(member('viewer', { apiKey: { id: '0123456789ab', scopes: ['read'] } }), needed)).toBe(true);
      expect(roleAllows(member('viewer', { demo: true }), needed)).toBe(true);
    }
  });
});
