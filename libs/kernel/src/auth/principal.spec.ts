import { AccessTokenClaims, isAdmin, principalFromClaims } from './principal';

describe(principalFromClaims.name, () => {
  const claims: AccessTokenClaims & { exp?: number } = { sub: '10', cid: 100, lvl: 2, exp: 2_000_000_000 };

  it('builds the principal from valid claims', () => {
    expect(principalFromClaims(claims)).toEqual({
      userId: 10,
      customerId: 100,
      customerLevel: 2,
      demo: false,
      testUser: false,
      role: 'administrator',
    });
  });

  it.each<[string, Partial<AccessTokenClaims & { exp?: number }>]>([
    ['a missing exp (valid for ever)', { exp: undefined }],
    ['a non-numeric sub', { sub: 'anna' }],
    ['a fractional sub', { sub: '1.5' }],
    ['a missing sub', { sub: undefined }],
    ['a fractional cid', { cid: 1.5 }],
    ['a string cid', { cid: '100' as unknown as number }],
    ['a missing cid', { cid: undefined }],
    ['a fractional lvl', { lvl: 0.5 }],
    ['a NaN lvl', { lvl: Number.NaN }],
    ['a missing lvl', { lvl: undefined }],
    ['a key claim without scopes', { akey: '0123456789ab' }],
    ['scopes without a key', { ascp: ['read'] }],
    ['a malformed key id', { akey: 'frk_0123', ascp: ['read'] }],
    ['an unknown scope', { akey: '0123456789ab', ascp: ['read', 'admin' as 'read'] }],
    ['an unknown role', { rol: 'owner' }],
    ['a role that is not a string', { rol: 1 as unknown as string }],
  ])('refuses %s', (_name, patch) => {
    expect(principalFromClaims({ ...claims, ...patch } as AccessTokenClaims)).toBeUndefined();
  });

  it("carries an exchanged API key's id and scopes", () => {
    expect(principalFromClaims({ ...claims, akey: '0123456789ab', ascp: ['book'] })).toEqual({
      userId: 10,
      customerId: 100,
      customerLevel: 2,
      demo: false,
      testUser: false,
      role: 'administrator',
      apiKey: { id: '0123456789ab', scopes: ['book'] },
    });
  });

  it("reads the company role, and takes a token without one for its customer's sole user: administrator", () => {
    expect(principalFromClaims({ ...claims, rol: 'booker' })?.role).toBe('booker');
    expect(principalFromClaims({ ...claims, rol: 'viewer' })?.role).toBe('viewer');
    expect(principalFromClaims({ ...claims, rol: 'administrator' })?.role).toBe('administrator');
    expect(principalFromClaims(claims)?.role).toBe('administrator');
  });

  it('sets the demo and test-user flags only for a literal true', () => {
    expect(principalFromClaims({ ...claims, demo: true, tu: true })).toMatchObject({ demo: true, testUser: true, role: 'administrator' });
    expect(principalFromClaims({ ...claims, demo: false, tu: false })).toMatchObject({
      demo: false,
      testUser: false,
      role: 'administrator',
    });
    expect(principalFromClaims({ ...claims, demo: 'true', tu: 1 } as unknown as AccessTokenClaims)).toMatchObject({
      demo: false,
      testUser: false,
    });
  });
});

describe('isAdmin', () => {
  it.each([
    [1, true],
    [0, false],
    [2, false],
  ])('says customer level %i is admin: %s', (customerLevel, expected) => {
    expect(isAdmin({ userId: 1, customerId: 1, customerLevel, demo: false, testUser: false, role: 'administrator' })).toBe(expected);
  });
});
