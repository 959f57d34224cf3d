import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { sign, SignOptions, verify } from 'jsonwebtoken';
import { loadConfig } from '../config/app-config';
import { DemoAllowed, Public } from './decorators';
import { createJwtAuthGuard } from './jwt-auth.guard';
import { createJwtStrategy, uniqueStrategyName } from './jwt.strategy';
import { JwtKeyStore } from './key-store';
import { Principal } from './principal';
import { AdminOnly, RequiresRole } from './roles';

// The real verifier (passport-jwt calls it through jsonwebtoken), counted: what the cache saves is exactly these calls.
jest.mock('jsonwebtoken', () => {
  const actual = jest.requireActual<typeof import('jsonwebtoken')>('jsonwebtoken');
  return { ...actual, verify: jest.fn(actual.verify) };
});
const signatureChecks = jest.mocked(verify);

const config = loadConfig({ JWT_ISSUER: 'frakt-auth', JWT_AUDIENCE: 'frakt-api' });
const claims = { sub: '10', cid: 100, lvl: 2 };
const anna: Principal = { userId: 10, customerId: 100, customerLevel: 2, demo: false, testUser: false, role: 'administrator' };

class Routes {
  guarded() {}
  @Public() open() {}
  @DemoAllowed() openToDemo() {}
  @RequiresRole('administrator') settings() {}
  @RequiresRole('viewer') signOut() {}
  @AdminOnly() invoiceRun() {}
}

@AdminOnly()
class BackOffice {
  report() {}
}

/** One application's auth: its own key store, strategy (registered with passport under its own name) and global guard. */
function app(keys: JwtKeyStore) {
  const name = uniqueStrategyName();
  // Wired as KernelModule wires it: the guard asks the strategy for a token it verified before, then passport.
  const strategy = createJwtStrategy(name, config, keys);
  const guard = createJwtAuthGuard(name, new Reflector(), undefined, undefined, strategy);
  return async (
    token: string | undefined,
    route: keyof Routes | 'backOffice' = 'guarded',
    method = 'GET',
  ): Promise<Principal | undefined> => {
    const request: { method: string; headers: Record<string, string>; user?: Principal } = {
      method,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    };
    const context = {
      switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }),
      getHandler: () => (route === 'backOffice' ? BackOffice.prototype.report : Routes.prototype[route]),
      getClass: () => (route === 'backOffice' ? BackOffice : Routes),
    } as unknown as ExecutionContext;
    await guard.canActivate(context);
    return request.user;
  };
}

const dirs: string[] = [];
function keyStore(): JwtKeyStore {
  const dir = mkdtempSync(join(tmpdir(), 'frakt-keys-'));
  dirs.push(dir);
  return JwtKeyStore.ensure(dir);
}

/** Signs like the auth service does, each token unique (RS256 signatures are deterministic). */
function token(keys: JwtKeyStore, payload: object = claims, options: SignOptions = {}): string {
  const { kid, key } = keys.signingKey();
  return sign(payload, key, {
    algorithm: 'RS256',
    keyid: kid,
    issuer: 'frakt-auth',
    audience: 'frakt-api',
    expiresIn: 60,
    jwtid: randomUUID(),
    ...options,
  });
}

const refusedAs = (code: string) => expect.objectContaining({ name: 'DomainError', code });

describe('JwtStrategy behind the global guard', () => {
  let keys: JwtKeyStore;
  let portal: ReturnType<typeof app>;
  let start: number;

  beforeAll(() => {
    keys = keyStore();
    portal = app(keys);
  });

  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    signatureChecks.mockClear();
    start = Date.now();
  });
  afterEach(() => jest.restoreAllMocks());

  const later = (seconds: number) => jest.spyOn(Date, 'now').mockReturnValue(start + seconds * 1000);

  it('checks a token once and gives every later request the same principal', async () => {
    const raw = token(keys);

    const first = await portal(raw);
    const second = await portal(raw);
    const third = await portal(raw);

    expect(signatureChecks).toHaveBeenCalledTimes(1);
    expect(first).toEqual(anna);
    expect(second).toEqual(anna);
    expect(third).toEqual(anna);
  });

  it('refuses a remembered token once it has expired, beyond the 5 s clock tolerance', async () => {
    const raw = token(keys);
    await portal(raw);

    later(60 + 3);
    await expect(portal(raw)).resolves.toEqual(anna);
    expect(signatureChecks).toHaveBeenCalledTimes(1);
    later(60 + 6);
    await expect(portal(raw)).rejects.toEqual(refusedAs('AUTH.INVALID_TOKEN'));
  });

  it('refuses a tampered copy of a remembered token', async () => {
    const raw = token(keys);
    await portal(raw);
    const [header, body, signature] = raw.split('.');
    const raised = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString('utf8')), lvl: 1 })).toString(
      'base64url',
    );

    await expect(portal(`${header}.${raised}.${signature}`)).rejects.toEqual(refusedAs('AUTH.INVALID_TOKEN'));
    await expect(
      portal(`${header}.${body}.${signature.slice(0, 20)}${signature[20] === 'A' ? 'B' : 'A'}${signature.slice(21)}`),
    ).rejects.toEqual(refusedAs('AUTH.INVALID_TOKEN'));
  });

  it('refuses a token signed by a key its store does not know, though another app accepted it', async () => {
    const otherKeys = keyStore();
    const other = app(otherKeys);
    const foreign = token(otherKeys);

    await expect(other(foreign)).resolves.toEqual(anna);
    await expect(portal(foreign)).rejects.toEqual(refusedAs('AUTH.INVALID_TOKEN'));
    await expect(portal(foreign)).rejects.toEqual(refusedAs('AUTH.INVALID_TOKEN'));
  });

  it('keeps two apps with the same keys apart: each checks the signature itself once', async () => {
    const twin = app(keys);
    const raw = token(keys);

    await portal(raw);
    await portal(raw);
    await twin(raw);
    await twin(raw);

    expect(signatureChecks).toHaveBeenCalledTimes(2);
  });

  it('remembers no refusal: a token not valid yet is checked again and accepted once it is', async () => {
    const raw = token(keys, claims, { notBefore: 30 });
    await expect(portal(raw)).rejects.toEqual(refusedAs('AUTH.INVALID_TOKEN'));

    later(30);
    await expect(portal(raw)).resolves.toEqual(anna);
    expect(signatureChecks).toHaveBeenCalledTimes(2);
  });

  it('still keeps a remembered demo token to the routes open to the demo', async () => {
    const raw = token(keys, { ...claims, demo: true });
    await expect(portal(raw, 'openToDemo')).resolves.toMatchObject({ demo: true });

    await expect(portal(raw, 'guarded')).rejects.toEqual(refusedAs('AUTH.DEMO_FORBIDDEN'));
    expect(signatureChecks).toHaveBeenCalledTimes(1);
  });

  it("holds a company user to the route's role: declared, else viewer for reads and booker for the rest", async () => {
    const viewer = token(keys, { ...claims, rol: 'viewer' });
    const booker = token(keys, { ...claims, rol: 'booker' });
    const administrator = token(keys, { ...claims, rol: 'administrator' });
    await expect(portal(viewer, 'guarded', 'GET')).resolves.toMatchObject({ role: 'viewer' });
    await expect(portal(viewer, 'guarded', 'POST')).rejects.toEqual(refusedAs('AUTH.ROLE_FORBIDDEN'));
    await expect(portal(viewer, 'signOut', 'POST')).resolves.toMatchObject({ role: 'viewer' });
    await expect(portal(booker, 'guarded', 'PUT')).resolves.toMatchObject({ role: 'booker' });
    await expect(portal(booker, 'settings', 'PUT')).rejects.toEqual(refusedAs('AUTH.ROLE_FORBIDDEN'));
    await expect(portal(booker, 'settings', 'GET')).rejects.toEqual(refusedAs('AUTH.ROLE_FORBIDDEN'));
    await expect(portal(administrator, 'settings', 'PUT')).resolves.toMatchObject({ role: 'administrator' });
    // Admins (customer level 1) keep their own rules, whatever role their token names.
    await expect(portal(token(keys, { ...claims, lvl: 1, rol: 'viewer' }), 'settings', 'PUT')).resolves.toMatchObject({ customerLevel: 1 });
  });

  it('opens an @AdminOnly() route (on the handler or its class) to admins only: 403 AUTH.FORBIDDEN for anyone else', async () => {
    const admin = token(keys, { ...claims, lvl: 1, rol: 'viewer' });
    await expect(portal(admin, 'invoiceRun', 'POST')).resolves.toMatchObject({ customerLevel: 1 });
    await expect(portal(admin, 'backOffice', 'GET')).resolves.toMatchObject({ customerLevel: 1 });
    for (const route of ['invoiceRun', 'backOffice'] as const) {
      await expect(portal(token(keys, { ...claims, rol: 'administrator' }), route, 'POST')).rejects.toEqual(refusedAs('AUTH.FORBIDDEN'));
      await expect(portal(token(keys, { ...claims, rol: 'viewer' }), route, 'GET')).rejects.toEqual(refusedAs('AUTH.FORBIDDEN'));
      // The role comes first, as it did when the check sat in the handler; the demo is refused before either.
      await expect(portal(token(keys, { ...claims, rol: 'viewer' }), route, 'POST')).rejects.toEqual(refusedAs('AUTH.ROLE_FORBIDDEN'));
      await expect(portal(token(keys, { ...claims, demo: true }), route, 'GET')).rejects.toEqual(refusedAs('AUTH.DEMO_FORBIDDEN'));
    }
  });

  it("holds an API key's token to @AdminOnly() as well: its scope first, then its customer's level", async () => {
    const key = { akey: '0123456789ab', ascp: ['read'] };
    await expect(portal(token(keys, { ...claims, ...key }), 'invoiceRun', 'GET')).rejects.toEqual(refusedAs('AUTH.FORBIDDEN'));
    await expect(portal(token(keys, { ...claims, ...key, lvl: 1 }), 'invoiceRun', 'GET')).resolves.toMatchObject({ customerLevel: 1 });
    await expect(portal(token(keys, { ...claims, ...key, lvl: 1 }), 'invoiceRun', 'POST')).rejects.toEqual(
      expect.objectContaining({ code: 'AUTH.FORBIDDEN', reason: 'AUTH.KEY_SCOPE' }),
    );
  });

  it('answers a request without a token as unauthenticated, and lets anyone onto public routes', async () => {
    await expect(portal(undefined)).rejects.toEqual(refusedAs('AUTH.UNAUTHENTICATED'));
    await expect(portal(undefined, 'open')).resolves.toBeUndefined();
    await expect(portal('garbage', 'open')).resolves.toBeUndefined();
  });

  it('refuses a validly signed token without an expiry', async () => {
    const { kid, key } = keys.signingKey();
    const forever = sign(claims, key, { algorithm: 'RS256', keyid: kid, issuer: 'frakt-auth', audience: 'frakt-api', jwtid: randomUUID() });
    await expect(portal(forever)).rejects.toEqual(refusedAs('AUTH.INVALID_TOKEN'));
  });

  it('refuses a bearer header with anything after the token', async () => {
    const raw = token(keys);
    await expect(portal(raw)).resolves.toEqual(anna);
    await expect(portal(`${raw} junk`)).rejects.toEqual(refusedAs('AUTH.INVALID_TOKEN'));
  });
});
