import { Principal } from './principal';
import { VERIFIED_TOKEN_CACHE_SIZE, VerifiedTokenCache } from './verified-token-cache';

const principal: Principal = { userId: 10, customerId: 100, customerLevel: 2, demo: false, testUser: false, role: 'administrator' };
const NOW = 1_700_000_000;

describe(VerifiedTokenCache.name, () => {
  let clock: jest.SpyInstance<number, []>;
  const at = (seconds: number) => clock.mockReturnValue(seconds * 1000 + 999);

  beforeEach(() => {
    clock = jest.spyOn(Date, 'now');
    at(NOW);
  });

  afterEach(() => clock.mockRestore());

  it('serves a remembered token with the same principal, as a fresh copy each time', () => {
    const cache = new VerifiedTokenCache(5);
    cache.remember('a.b.c', principal, { exp: NOW + 60 });

    const first = cache.get('a.b.c');
    const second = cache.get('a.b.c');

    expect(first).toEqual(principal);
    expect(second).toEqual(principal);
    expect(first).not.toBe(second);
    first!.customerLevel = 1;
    expect(cache.get('a.b.c')).toEqual(principal);
  });

  it('knows nothing of a token it was not given, nor of one that differs by a character', () => {
    const cache = new VerifiedTokenCache(5);
    cache.remember('a.b.c', principal, { exp: NOW + 60 });

    expect(cache.get('a.b.d')).toBeUndefined();
    expect(cache.get('')).toBeUndefined();
  });

  it('serves a token until exp plus the clock tolerance, as jsonwebtoken would, and then drops it', () => {
    const cache = new VerifiedTokenCache(5);
    cache.remember('a.b.c', principal, { exp: NOW + 60 });

    at(NOW + 64);
    expect(cache.get('a.b.c')).toEqual(principal);
    at(NOW + 65);
    expect(cache.get('a.b.c')).toBeUndefined();
    expect(cache.size).toBe(0);
    at(NOW);
    expect(cache.get('a.b.c')).toBeUndefined();
  });

  it('applies no tolerance when it was given none', () => {
    const cache = new VerifiedTokenCache(0);
    cache.remember('a.b.c', principal, { exp: NOW + 60 });

    at(NOW + 59);
    expect(cache.get('a.b.c')).toBeDefined();
    at(NOW + 60);
    expect(cache.get('a.b.c')).toBeUndefined();
  });

  it('refuses a token whose nbf lies beyond the tolerance (a clock that stepped back)', () => {
    const cache = new VerifiedTokenCache(5);
    cache.remember('a.b.c', principal, { exp: NOW + 60, nbf: NOW });

    at(NOW - 5);
    expect(cache.get('a.b.c')).toBeDefined();
    at(NOW - 6);
    expect(cache.get('a.b.c')).toBeUndefined();
  });

  it('does not keep a token without exp', () => {
    const cache = new VerifiedTokenCache(5);
    cache.remember('a.b.c', principal, {});

    expect(cache.get('a.b.c')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds 10 000 tokens by default and never more', () => {
    const cache = new VerifiedTokenCache(5);
    for (let i = 0; i < VERIFIED_TOKEN_CACHE_SIZE + 50; i += 1) cache.remember(`token-${i}`, principal, { exp: NOW + 60 });

    expect(VERIFIED_TOKEN_CACHE_SIZE).toBe(10_000);
    expect(cache.size).toBe(VERIFIED_TOKEN_CACHE_SIZE);
    expect(cache.get('token-49')).toBeUndefined();
    expect(cache.get('token-50')).toBeDefined();
  });

  it('evicts the least recently used token first', () => {
    const cache = new VerifiedTokenCache(5, 3);
    for (const token of ['a', 'b', 'c']) cache.remember(token, principal, { exp: NOW + 60 });

    cache.get('a');
    cache.remember('d', principal, { exp: NOW + 60 });

    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((token) => cache.get(token) !== undefined)).toEqual([true, true, true]);
  });

  it('counts a token remembered twice once', () => {
    const cache = new VerifiedTokenCache(5, 3);
    cache.remember('a', principal, { exp: NOW + 60 });
    cache.remember('a', principal, { exp: NOW + 60 });

    expect(cache.size).toBe(1);
  });
});
