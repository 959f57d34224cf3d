import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { sign } from 'jsonwebtoken';
import { ADMIN, ANNA, BERTIL, eventually } from '@freight/testing';
import { signIn, startTestPortal, TestPortal } from './portal';

describe('Embedded portal: sign-in, tokens and customers through /api', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal.close());

  it('signs anna in and returns her session', async () => {
    const session = await signIn(portal, ANNA.username, ANNA.password);
    expect(session).toMatchObject({ id: 1001, customerId: 1001, userId: 1001 });
    expect(session.accessToken.split('.')).toHaveLength(3);
    expect(session.refreshToken.length).toBeGreaterThan(30);
  });

  it('refuses a wrong password with the message in the caller language', async () => {
    const sv = await portal.http.post('/api/auth/signin').send({ username: 'anna', password: 'wrong' }).expect(401);
    expect(sv.body).toEqual({ statusCode: 401, code: 'AUTH.INVALID_CREDENTIALS', message: 'Felaktigt användarnamn eller lösenord' });
    const en = await portal.http
      .post('/api/auth/signin')
      .set('Accept-Language', 'en-GB,en;q=0.9')
      .send({ username: 'nobody', password: 'x' })
      .expect(401);
    expect(en.body.message).toBe('Wrong username or password');
  });

  it('answers missing fields with the spec texts per field', async () => {
    const response = await portal.http.post('/api/auth/signin').send({}).expect(400);
    expect(response.body.errors).toEqual([
      { field: 'username', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' },
      { field: 'password', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' },
    ]);
    const en = await portal.http
      .post('/api/auth/signin')
      .set('Accept-Language', 'en')
      .send({ username: 'a'.repeat(101), password: 'x' })
      .expect(400);
    expect(en.body.errors).toEqual([{ field: 'username', code: 'VALIDATION.TOO_LONG', message: 'Too many characters' }]);
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await portal.http.post('/api/auth/signin').set('Content-Type', 'application/json').send('{"username": ').expect(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'HTTP.MALFORMED_JSON', message: 'Begärans innehåll är inte giltig JSON' });
  });

  it('answers an unknown route with 404 in the error shape', async () => {
    const response = await portal.http.get('/api/no/such/thing').set('Accept-Language', 'en').expect(404);
    expect(response.body).toEqual({ statusCode: 404, code: 'HTTP.ROUTE_NOT_FOUND', message: 'There is no /api/no/such/thing' });
  });

  it('reads the own customer record with both level readings and the defaults', async () => {
    const { accessToken } = await signIn(portal, ANNA.username, ANNA.password);
    const response = await portal.http.get('/api/customer/1001').auth(accessToken, { type: 'bearer' }).expect(200);
    expect(response.body).toMatchObject({
      id: 1001,
      customerLevel: 3,
      custLevel: 3,
      memberLevel: 2,
      fullName: 'Anna Andersson',
      printFormat: 'PDF',
      consigneeType: 'company',
      priceList: 1,
      unviewedNews: false,
    });
    expect(response.body.carriers.map((c: { code: number }) => c.code).sort((a: number, b: number) => a - b)).toEqual([4, 116, 131, 225]);
    expect(response.body.carriers[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), logoName: expect.any(String), priceSupplier: expect.any(Number), active: true }),
    );
  });

  it('answers another customer id with 404, never data', async () => {
    const anna = await signIn(portal, ANNA.username, ANNA.password);
    const bertil = await signIn(portal, BERTIL.username, BERTIL.password);
    await portal.http.get('/api/customer/1002').auth(anna.accessToken, { type: 'bearer' }).expect(404);
    await portal.http.get('/api/customer/1001').auth(bertil.accessToken, { type: 'bearer' }).expect(404);
    await portal.http.get('/api/customer/abc').auth(bertil.accessToken, { type: 'bearer' }).expect(404);
    await portal.http.get('/api/customer/1002').auth(bertil.accessToken, { type: 'bearer' }).expect(200);
  });

  it('lets the admin (customer level 1) read any customer', async () => {
    const admin = await signIn(portal, ADMIN.username, ADMIN.password);
    const response = await portal.http.get('/api/customer/1002').auth(admin.accessToken, { type: 'bearer' }).expect(200);
    expect(response.body.consigneeType).toBe('private');
  });

  it('rotates refresh tokens and revokes the family when a spent one comes back', async () => {
    const first = await signIn(portal, ANNA.username, ANNA.password);
    const second = (await portal.http.post('/api/auth/refreshtoken').send({ refreshToken: first.refreshToken }).expect(200)).body;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    await portal.http.get('/api/customer/1001').auth(second.accessToken, { type: 'bearer' }).expect(200);
    // Reuse of the spent token: refused, and the live one of the same family dies with it.
    await portal.http.post('/api/auth/refreshtoken').send({ refreshToken: first.refreshToken }).expect(403);
    const dead = await portal.http.post('/api/auth/refreshtoken').send({ refreshToken: second.refreshToken }).expect(403);
    expect(dead.body.code).toBe('AUTH.REFRESH_REVOKED');
  });

  it('logs out: the refresh token stops working', async () => {
    const session = await signIn(portal, BERTIL.username, BERTIL.password);
    await portal.http.post('/api/auth/logout').send({ userId: session.userId, token: session.refreshToken }).expect(204);
    await portal.http.post('/api/auth/refreshtoken').send({ refreshToken: session.refreshToken }).expect(403);
  });

  it('gives the demo a session that reads its own customer', async () => {
    const demo = (await portal.http.post('/api/auth/demo').expect(200)).body;
    expect(demo).toMatchObject({ id: 999, demo: true });
    await portal.http.get('/api/customer/999').auth(demo.accessToken, { type: 'bearer' }).expect(200);
    await portal.http.get('/api/customer/1001').auth(demo.accessToken, { type: 'bearer' }).expect(404);
  });

  it('records the sign-in in customers through the outbox and the inbox', async () => {
    const before = Date.now();
    const { accessToken } = await signIn(portal, ANNA.username, ANNA.password);
    await eventually(async () => {
      const { body } = await portal.http.get('/api/customer/1001').auth(accessToken, { type: 'bearer' }).expect(200);
      expect(new Date(body.lastSeenAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    });
  });

  describe('refuses untrustworthy access tokens with 401', () => {
    const keyDir = () => portal.config.jwt.keyDir!;
    const privateKey = () => readFileSync(join(keyDir(), 'signing.key'), 'utf8');
    const kid = () => readFileSync(join(keyDir(), 'signing.kid'), 'utf8').trim();
    const publicKey = () => readFileSync(join(keyDir(), 'public', `${kid()}.pem`), 'utf8');
    const claims = { sub: '1001', cid: 1001, lvl: 3 };
    const good = (overrides: Record<string, unknown> = {}, options: Record<string, unknown> = {}) =>
      sign({ ...claims, ...overrides }, privateKey(), {
        algorithm: 'RS256',
        keyid: kid(),
        issuer: 'frakt-auth',
        audience: 'frakt-api',
        expiresIn: 300,
        ...options,
      });
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

    const cases: Array<[string, () => string | undefined]> = [
      ['no token at all', () => undefined],
      ['a token that is not a JWT', () => 'not-a-jwt'],
      [
        'alg none',
        () =>
          `${b64({ alg: 'none', typ: 'JWT', kid: kid() })}.${b64({ ...claims, iss: 'frakt-auth', aud: 'frakt-api', exp: Math.floor(Date.now() / 1000) + 300 })}.`,
      ],
      [
        'HS256 signed with the public key as secret',
        () => sign(claims, publicKey(), { algorithm: 'HS256', keyid: kid(), issuer: 'frakt-auth', audience: 'frakt-api', expiresIn: 300 }),
      ],
      [
        'a tampered payload',
        () => {
          const [h, , s] = good().split('.');
          return `${h}.${b64({ ...claims, cid: 1002, iss: 'frakt-auth', aud: 'frakt-api', exp: Math.floor(Date.now() / 1000) + 300 })}.${s}`;
        },
      ],
      ['an expired token', () => good({}, { expiresIn: -60 })],
      ['a not-yet-valid token', () => good({}, { notBefore: 3600 })],
      ['a wrong audience', () => good({}, { audience: 'someone-else' })],
      ['a wrong issuer', () => good({}, { issuer: 'evil-auth' })],
      ['an unknown key id', () => good({}, { keyid: 'unknown-kid' })],
      [
        'a foreign key with our key id',
        () =>
          sign(claims, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }), {
            algorithm: 'RS256',
            keyid: kid(),
            issuer: 'frakt-auth',
            audience: 'frakt-api',
            expiresIn: 300,
          }),
      ],
      ['claims without a customer id', () => good({ cid: undefined })],
    ];

    it.each(cases)('%s', async (_name, token) => {
      const value = token();
      const req = portal.http.get('/api/customer/1001');
      if (value !== undefined) req.set('Authorization', `Bearer ${value}`);
      const response = await req.expect(401);
      expect(response.body.statusCode).toBe(401);
      expect(['AUTH.UNAUTHENTICATED', 'AUTH.INVALID_TOKEN']).toContain(response.body.code);
    });

    it('accepts the same token when it is well formed (control)', async () => {
      await portal.http.get('/api/customer/1001').set('Authorization', `Bearer ${good()}`).expect(200);
    });
  });
});
