import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sign, SignOptions, verify } from 'jsonwebtoken';
import { loadConfig } from '../config/app-config';
import { JwtKeyStore } from './key-store';
import { keyIdOf, verifyAccessToken } from './verify-access-token';

// The real verifier, counted: what the cache saves is exactly these calls.
jest.mock('jsonwebtoken', () => {
  const actual = jest.requireActual<typeof import('jsonwebtoken')>('jsonwebtoken');
  return { ...actual, verify: jest.fn(actual.verify) };
});
const signatureChecks = jest.mocked(verify);

const config = loadConfig({ JWT_ISSUER: 'frakt-auth', JWT_AUDIENCE: 'frakt-api' });
const claims = { sub: '10', cid: 100, lvl: 2 };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

let dir: string;
let keys: JwtKeyStore;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'frakt-keys-'));
  keys = JwtKeyStore.ensure(dir);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Signs like the auth service does; an option set to undefined is left out of the token. */
function token(payload: object = claims, options: SignOptions = {}): string {
  const { kid, key } = keys.signingKey();
  const merged: SignOptions = { algorithm: 'RS256', keyid: kid, issuer: 'frakt-auth', audience: 'frakt-api', expiresIn: 60, ...options };
  return sign(payload, key, Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)));
}

describe(JwtKeyStore.name, () => {
  it('creates a signing key, its id and the matching public key', () => {
    const { kid, key } = keys.signingKey();

    expect(kid).toMatch(/^[0-9a-f]{12}$/);
    expect(readFileSync(join(dir, 'signing.kid'), 'utf8')).toBe(kid);
    expect(key).toContain('BEGIN PRIVATE KEY');
    const pem = readFileSync(join(dir, 'public', `${kid}.pem`), 'utf8');
    expect(pem).toContain('BEGIN PUBLIC KEY');
    expect(keys.publicKey(kid)?.export({ type: 'spki', format: 'pem' })).toBe(pem);
  });

  it('keeps the private key readable by its owner only', () => {
    expect(statSync(join(dir, 'signing.key')).mode & 0o777).toBe(0o600);
  });

  it('keeps the same key id when ensure runs again on the same directory', () => {
    const again = JwtKeyStore.ensure(dir);

    expect(again.signingKey()).toEqual(keys.signingKey());
  });

  it('knows no key for an unknown or missing key id', () => {
    expect(keys.publicKey('000000000000')).toBeUndefined();
    expect(keys.publicKey(undefined)).toBeUndefined();
  });

  it('loads a directory with public keys only and refuses to sign from it', () => {
    const verifyOnly = mkdtempSync(join(tmpdir(), 'frakt-keys-public-'));
    try {
      const { kid } = keys.signingKey();
      JwtKeyStore.ensure(verifyOnly); // gives the directory its layout
      rmSync(join(verifyOnly, 'signing.key'));
      const store = JwtKeyStore.load(verifyOnly);

      expect(store.publicKey(kid)).toBeUndefined();
      expect(() => store.signingKey()).toThrow(/no signing key/);
    } finally {
      rmSync(verifyOnly, { recursive: true, force: true });
    }
  });

  it('refuses to load a directory without public keys', () => {
    const empty = mkdtempSync(join(tmpdir(), 'frakt-keys-empty-'));
    try {
      expect(() => JwtKeyStore.load(empty)).toThrow(/No public keys found/);
      expect(existsSync(join(empty, 'signing.kid'))).toBe(false);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe(keyIdOf.name, () => {
  it('reads the kid from the header', () => {
    expect(keyIdOf(`${b64({ alg: 'RS256', kid: 'abc' })}.e30.sig`)).toBe('abc');
  });

  it.each([
    ['no kid', `${b64({ alg: 'RS256' })}.e30.sig`],
    ['a numeric kid', `${b64({ alg: 'RS256', kid: 7 })}.e30.sig`],
    ['a header that is not JSON', 'bm90IGpzb24.e30.sig'],
    ['an empty string', ''],
  ])('answers undefined for %s', (_name, raw) => {
    expect(keyIdOf(raw)).toBeUndefined();
  });
});

describe(verifyAccessToken.name, () => {
  it('accepts a token signed with the current key, our issuer and our audience', () => {
    expect(verifyAccessToken(token(), keys, config)).toEqual({
      userId: 10,
      customerId: 100,
      customerLevel: 2,
      demo: false,
      testUser: false,
      role: 'administrator',
    });
  });

  it('carries the demo and test-user flags', () => {
    expect(verifyAccessToken(token({ ...claims, demo: true, tu: true }), keys, config)).toMatchObject({
      demo: true,
      testUser: true,
      role: 'administrator',
    });
  });

  it('accepts a token that expired within the 5 s clock tolerance', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(verifyAccessToken(token({ ...claims, iat: now - 60, exp: now - 2 }, { expiresIn: undefined }), keys, config)).toBeDefined();
  });

  it.each<[string, () => string]>([
    ['a wrong audience', () => token(claims, { audience: 'someone-else' })],
    ['a wrong issuer', () => token(claims, { issuer: 'evil' })],
    ['no audience', () => token(claims, { audience: undefined })],
    ['an unknown kid', () => token(claims, { keyid: 'ffffffffffff' })],
    ['no kid', () => token(claims, { keyid: undefined })],
    ['an expired token', () => token(claims, { expiresIn: -60 })],
    ['a token not valid yet', () => token(claims, { notBefore: 120 })],
    ['claims that make no principal', () => token({ sub: 'anna', cid: 100, lvl: 2 })],
  ])('refuses %s', (_name, make) => {
    expect(verifyAccessToken(make(), keys, config)).toBeUndefined();
  });

  it.each(['RS512', 'PS256'] as const)('refuses %s even when signed with our own key, since only RS256 is allowed', (algorithm) => {
    expect(verifyAccessToken(token(claims, { algorithm }), keys, config)).toBeUndefined();
  });

  it('refuses a token signed by another key that reuses our kid', () => {
    const other = mkdtempSync(join(tmpdir(), 'frakt-keys-other-'));
    try {
      const foreignKey = JwtKeyStore.ensure(other).signingKey().key;
      const forged = sign(claims, foreignKey, {
        algorithm: 'RS256',
        keyid: keys.signingKey().kid,
        issuer: 'frakt-auth',
        audience: 'frakt-api',
        expiresIn: 60,
      });

      expect(verifyAccessToken(forged, keys, config)).toBeUndefined();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('refuses a token whose payload was changed after signing', () => {
    const [header, , signature] = token().split('.');
    const tampered = `${header}.${b64({ ...claims, lvl: 1, iss: 'frakt-auth', aud: 'frakt-api', exp: Math.floor(Date.now() / 1000) + 60 })}.${signature}`;

    expect(verifyAccessToken(tampered, keys, config)).toBeUndefined();
  });

  const payload = () =>
    b64({
      ...claims,
      lvl: 1,
      iss: 'frakt-auth',
      aud: 'frakt-api',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 60,
    });

  it.each(['none', 'None', 'NONE'])('refuses alg %s', (alg) => {
    const unsigned = `${b64({ alg, typ: 'JWT', kid: keys.signingKey().kid })}.${payload()}.`;

    expect(verifyAccessToken(unsigned, keys, config)).toBeUndefined();
  });

  it('refuses HS256 signed with the public key as the secret', () => {
    const { kid } = keys.signingKey();
    const unsigned = `${b64({ alg: 'HS256', typ: 'JWT', kid })}.${payload()}`;
    const pem = keys.publicKey(kid)!.export({ type: 'spki', format: 'pem' }) as string;
    const signature = createHmac('sha256', pem).update(unsigned).digest('base64url');

    expect(verifyAccessToken(`${unsigned}.${signature}`, keys, config)).toBeUndefined();
  });

  it.each(['', 'garbage', 'a.b.c', 'a.b'])('refuses the malformed token %j', (raw) => {
    expect(verifyAccessToken(raw, keys, config)).toBeUndefined();
  });
});

describe(`${verifyAccessToken.name} with a token it has verified before`, () => {
  let other: string;
  let otherKeys: JwtKeyStore;

  beforeAll(() => {
    other = mkdtempSync(join(tmpdir(), 'frakt-keys-other-'));
    otherKeys = JwtKeyStore.ensure(other);
  });

  afterAll(() => {
    rmSync(other, { recursive: true, force: true });
  });

  beforeEach(() => signatureChecks.mockClear());
  afterEach(() => jest.restoreAllMocks());

  // RS256 signatures are deterministic: without a jwtid, a token signed in the same second as one in another test is the same string.
  const fresh = (payload: object = claims, options: SignOptions = {}) => token(payload, { jwtid: randomUUID(), ...options });

  let start: number;
  beforeEach(() => {
    start = Date.now();
  });
  const later = (seconds: number) => jest.spyOn(Date, 'now').mockReturnValue(start + seconds * 1000);

  it('does not check the signature again and gives the same principal', () => {
    const raw = fresh({ ...claims, demo: true });

    const first = verifyAccessToken(raw, keys, config);
    const second = verifyAccessToken(raw, keys, config);
    const third = verifyAccessToken(raw, keys, config);

    expect(signatureChecks).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ userId: 10, customerId: 100, customerLevel: 2, demo: true, testUser: false, role: 'administrator' });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it('refuses it once it has expired, beyond the 5 s clock tolerance', () => {
    const raw = fresh(claims, { expiresIn: 60 });
    expect(verifyAccessToken(raw, keys, config)).toBeDefined();

    later(60 + 3);
    expect(verifyAccessToken(raw, keys, config)).toBeDefined();
    expect(signatureChecks).toHaveBeenCalledTimes(1);
    later(60 + 6);
    expect(verifyAccessToken(raw, keys, config)).toBeUndefined();
  });

  it('refuses a tampered copy of it', () => {
    const raw = fresh();
    expect(verifyAccessToken(raw, keys, config)).toBeDefined();
    const [header, body, signature] = raw.split('.');
    const raised = `${header}.${b64({ ...JSON.parse(Buffer.from(body, 'base64url').toString('utf8')), lvl: 1 })}.${signature}`;
    // A character well inside the signature: the last one carries padding bits that decoders ignore.
    const resigned = `${header}.${body}.${signature.slice(0, 20)}${signature[20] === 'A' ? 'B' : 'A'}${signature.slice(21)}`;

    expect(verifyAccessToken(raised, keys, config)).toBeUndefined();
    expect(verifyAccessToken(resigned, keys, config)).toBeUndefined();
  });

  it('refuses a token signed by a key this store does not know, though another store verified it', () => {
    const { kid, key } = otherKeys.signingKey();
    const foreign = sign(claims, key, {
      algorithm: 'RS256',
      keyid: kid,
      jwtid: randomUUID(),
      issuer: 'frakt-auth',
      audience: 'frakt-api',
      expiresIn: 60,
    });

    expect(verifyAccessToken(foreign, otherKeys, config)).toBeDefined();
    expect(verifyAccessToken(foreign, keys, config)).toBeUndefined();
    expect(verifyAccessToken(foreign, keys, config)).toBeUndefined();
  });

  it('keeps the entries of two key stores (two apps) apart, and of two configurations', () => {
    const raw = fresh();
    const otherApp = JwtKeyStore.load(dir);
    const otherAudience = loadConfig({ JWT_ISSUER: 'frakt-auth', JWT_AUDIENCE: 'another-api' });
    expect(verifyAccessToken(raw, keys, config)).toBeDefined();

    // Same key files, another app: it checks the signature itself rather than trust the first app's memory.
    expect(verifyAccessToken(raw, otherApp, config)).toBeDefined();
    expect(signatureChecks).toHaveBeenCalledTimes(2);
    expect(verifyAccessToken(raw, otherKeys, config)).toBeUndefined();
    expect(verifyAccessToken(raw, keys, otherAudience)).toBeUndefined();
  });

  it('remembers no refusal: a token not valid yet is checked again and accepted once it is', () => {
    const raw = fresh(claims, { notBefore: 30 });
    expect(verifyAccessToken(raw, keys, config)).toBeUndefined();

    later(30);
    expect(verifyAccessToken(raw, keys, config)).toBeDefined();
    expect(signatureChecks).toHaveBeenCalledTimes(2);
  });

  it('remembers no token whose claims make no principal', () => {
    const raw = fresh({ sub: 'anna', cid: 100, lvl: 2 });

    expect(verifyAccessToken(raw, keys, config)).toBeUndefined();
    expect(verifyAccessToken(raw, keys, config)).toBeUndefined();
    expect(signatureChecks).toHaveBeenCalledTimes(2);
  });
});
