import { ADMIN, ANNA, BERTIL } from '@freight/testing';
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { signIn, startTestPortal, TestPortal } from './portal';
import { portalRoutes } from './routes';

const ROOT = resolve(__dirname, '../../..');
const run = promisify(execFile);

const RATE_LIMITED_SV = 'För många förfrågningar. Vänta en stund och försök igen.';
const SSO_INVALID = { statusCode: 401, code: 'AUTH.SSO_INVALID', message: 'Inloggningslänken är ogiltig, använd eller har gått ut' };
const sha256 = (key: string) => createHash('sha256').update(key).digest('base64url');
const bearer = { type: 'bearer' } as const;
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

/** Sign-in from a given client address: the portal trusts X-Forwarded-For (trustProxy), as behind a load balancer. */
const attempt = (portal: TestPortal, address: string, username: string, password: string) =>
  portal.http.post('/api/auth/signin').set('X-Forwarded-For', address).send({ username, password });

describe('Embedded portal: sign-in limits, SSO keys and the demo session', () => {
  let portal: TestPortal;
  let db: Client;
  beforeAll(async () => {
    portal = await startTestPortal();
    db = portal.db;
  });
  afterAll(async () => {
    await portal.close();
  });
  // Every test starts with no failures on record, whatever an earlier one left.
  afterEach(() => db.query('DELETE FROM auth.sign_in_attempts'));

  describe('sign-in rate limits', () => {
    it('answers the sixth attempt after five failures for a username with 429 and Retry-After, even with the right password', async () => {
      for (let i = 0; i < 5; i++) {
        const response = await attempt(portal, '198.51.100.1', 'bertil', 'wrong-password').expect(401);
        expect(response.body.code).toBe('AUTH.INVALID_CREDENTIALS');
      }
      // From another address too: the username limit follows the account, not the client.
      const limited = await attempt(portal, '198.51.100.2', 'Bertil', BERTIL.password).expect(429);
      expect(limited.body).toEqual({ statusCode: 429, code: 'HTTP.RATE_LIMITED', message: RATE_LIMITED_SV });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(850);
      expect(retryAfter).toBeLessThanOrEqual(900);

      const en = await attempt(portal, '198.51.100.2', BERTIL.username, BERTIL.password).set('Accept-Language', 'en').expect(429);
      expect(en.body.message).toBe('Too many requests. Wait a moment and try again.');
    });

    it('lets the username in again once its failures are 15 minutes old', async () => {
      for (let i = 0; i < 5; i++) await attempt(portal, '198.51.100.3', 'bertil', 'wrong-password').expect(401);
      await attempt(portal, '198.51.100.3', BERTIL.username, BERTIL.password).expect(429);

      await db.query(`UPDATE auth.sign_in_attempts SET attempted_at = attempted_at - interval '15 minutes'`);

      await attempt(portal, '198.51.100.3', BERTIL.username, BERTIL.password).expect(200);
    });

    it("clears the username's failures on a successful sign-in", async () => {
      for (let i = 0; i < 4; i++) await attempt(portal, '198.51.100.4', 'anna', 'wrong-password').expect(401);
      await attempt(portal, '198.51.100.4', ANNA.username, ANNA.password).expect(200);
      // Counting starts afresh: five more failures are answered as such, the sixth attempt is refused.
      for (let i = 0; i < 5; i++) await attempt(portal, '198.51.100.4', 'anna', 'wrong-password').expect(401);
      await attempt(portal, '198.51.100.4', ANNA.username, ANNA.password).expect(429);
    });

    it('holds a burst of parallel guesses for one username to five failures', async () => {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => attempt(portal, `198.51.100.${10 + i}`, 'bertil', `guess-${i}`)),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    });

    it('answers the 31st attempt from one address with 429 while other addresses still sign in', async () => {
      // Thirty failures over six unknown usernames: five each stays within the username limit.
      for (let user = 0; user < 6; user++) {
        for (let i = 0; i < 5; i++) await attempt(portal, '203.0.113.9', `nobody-${user}`, 'wrong-password').expect(401);
      }
      const limited = await attempt(portal, '203.0.113.9', ANNA.username, ANNA.password).expect(429);
      expect(limited.body).toEqual({ statusCode: 429, code: 'HTTP.RATE_LIMITED', message: RATE_LIMITED_SV });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      await attempt(portal, '203.0.113.10', ANNA.username, ANNA.password).expect(200);
    });

    it('never counts successful sign-ins against an address (one office behind one NAT address)', async () => {
      const responses = await Promise.all(Array.from({ length: 31 }, () => attempt(portal, '203.0.113.20', ANNA.username, ANNA.password)));
      expect(responses.map((r) => r.status)).toEqual(Array(31).fill(200));
    });

    it('answers an over-long username or password with 400 "För många tecken" and counts no attempt', async () => {
      const username = await attempt(portal, '198.51.100.5', 'a'.repeat(101), 'x').expect(400);
      expect(username.body.errors).toEqual([{ field: 'username', code: 'VALIDATION.TOO_LONG', message: 'För många tecken' }]);
      const password = await attempt(portal, '198.51.100.5', 'anna', 'p'.repeat(201)).expect(400);
      expect(password.body.errors).toEqual([{ field: 'password', code: 'VALIDATION.TOO_LONG', message: 'För många tecken' }]);

      const { rows } = await db.query('SELECT count(*)::int AS n FROM auth.sign_in_attempts');
      expect(rows[0].n).toBe(0);
    });
  });

  describe('SSO keys', () => {
    let adminToken: string;
    beforeAll(async () => {
      adminToken = (await signIn(portal, ADMIN.username, ADMIN.password)).accessToken;
    });
    const issue = (username: string) => portal.http.post('/api/auth/sso/keys').auth(adminToken, bearer).send({ username });

    it('lets the admin issue a one-time key that signs the user in exactly once', async () => {
      const before = Date.now();
      const issued = await issue('Anna').expect(201);
      expect(issued.body).toEqual({
        key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresAt: expect.any(String),
        url: `/sso/${issued.body.key}`,
      });
      const expiresIn = new Date(issued.body.expiresAt).getTime() - before;
      expect(expiresIn).toBeGreaterThan(595_000);
      expect(expiresIn).toBeLessThanOrEqual(605_000);

      const session = (await portal.http.post('/api/auth/sso').send({ key: issued.body.key }).expect(200)).body;
      const password = await signIn(portal, ANNA.username, ANNA.password);
      expect(Object.keys(session).sort()).toEqual(Object.keys(password).sort());
      expect(session).toMatchObject({ id: 1001, userId: 1001, customerId: 1001, tokenType: 'Bearer', demo: false, testUser: false });
      await portal.http.get('/api/customer/1001').auth(session.accessToken, bearer).expect(200);
      await portal.http.post('/api/auth/refreshtoken').send({ refreshToken: session.refreshToken }).expect(200);

      const again = await portal.http.post('/api/auth/sso').send({ key: issued.body.key }).expect(401);
      expect(again.body).toEqual(SSO_INVALID);
    });

    it('keeps only the hash of a key, with who issued it', async () => {
      const { key } = (await issue('bertil').expect(201)).body;
      const { rows } = await db.query(
        'SELECT key_hash, user_id, issued_by, used_at FROM auth.sso_keys WHERE key_hash = $1 OR key_hash = $2',
        [sha256(key), key],
      );
      expect(rows).toEqual([{ key_hash: sha256(key), user_id: 1002, issued_by: 1, used_at: null }]);
    });

    it('spends a key once when it is used concurrently', async () => {
      const { key } = (await issue('anna').expect(201)).body;
      const responses = await Promise.all(Array.from({ length: 6 }, () => portal.http.post('/api/auth/sso').send({ key })));
      expect(responses.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    });

    it('refuses an expired key with 401 AUTH.SSO_INVALID', async () => {
      const key = randomBytes(32).toString('base64url');
      await db.query(
        `INSERT INTO auth.sso_keys (key_hash, user_id, created_at, expires_at) VALUES ($1, 1001, now() - interval '11 minutes', now() - interval '1 minute')`,
        [sha256(key)],
      );

      const response = await portal.http.post('/api/auth/sso').send({ key }).expect(401);
      expect(response.body).toEqual(SSO_INVALID);
    });

    it('refuses an unknown key with 401 AUTH.SSO_INVALID, and a missing one with 400', async () => {
      const response = await portal.http
        .post('/api/auth/sso')
        .set('Accept-Language', 'en')
        .send({ key: randomBytes(32).toString('base64url') })
        .expect(401);
      expect(response.body).toEqual({ statusCode: 401, code: 'AUTH.SSO_INVALID', message: 'The sign-in link is invalid, used or expired' });
      const missing = await portal.http.post('/api/auth/sso').send({}).expect(400);
      expect(missing.body.errors).toEqual([{ field: 'key', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' }]);
    });

    it('refuses key issuing to a member with 403 AUTH.FORBIDDEN, and to no one at all with 401', async () => {
      const anna = await signIn(portal, ANNA.username, ANNA.password);
      const { rows: before } = await db.query('SELECT count(*)::int AS n FROM auth.sso_keys');
      const response = await portal.http.post('/api/auth/sso/keys').auth(anna.accessToken, bearer).send({ username: 'bertil' }).expect(403);
      expect(response.body).toEqual({ statusCode: 403, code: 'AUTH.FORBIDDEN', message: 'Du har inte behörighet till detta' });
      await portal.http.post('/api/auth/sso/keys').send({ username: 'bertil' }).expect(401);
      const { rows: after } = await db.query('SELECT count(*)::int AS n FROM auth.sso_keys');
      expect(after[0].n).toBe(before[0].n);
    });

    it('answers 404 when the admin names an unknown user or the demo user', async () => {
      expect((await issue('nobody').expect(404)).body.code).toBe('USER.NOT_FOUND');
      await issue('demo').expect(404);
    });

    it('issues a working key from the command line (scripts/sso-key.mjs)', async () => {
      const env = { ...process.env, DATABASE_URL: portal.database.url, PORT: '3999' };
      const { stdout, stderr } = await run(process.execPath, ['scripts/sso-key.mjs', 'anna'], { cwd: ROOT, env, timeout: 30_000 });
      const [key, url] = stdout.trim().split('\n');
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(url).toBe(`http://127.0.0.1:3999/sso/${key}`);
      expect(stderr).toContain('single use');

      const session = (await portal.http.post('/api/auth/sso').send({ key }).expect(200)).body;
      expect(session).toMatchObject({ id: 1001, userId: 1001 });
      await portal.http.post('/api/auth/sso').send({ key }).expect(401);
    });

    it('makes the script fail with a message for an unknown user', async () => {
      const env = { ...process.env, DATABASE_URL: portal.database.url };
      const failure = await run(process.execPath, ['scripts/sso-key.mjs', 'nobody'], { cwd: ROOT, env, timeout: 30_000 }).then(
        () => undefined,
        (error: { code: number; stderr: string; stdout: string }) => error,
      );
      expect(failure).toMatchObject({ code: 1, stdout: '' });
      expect(failure?.stderr).toContain('no active user "nobody"');
    });
  });

  describe('the demo session', () => {
    interface Route {
      method: string;
      path: string;
    }

    /** Every route the portal serves that needs a token and is not flagged @DemoAllowed(), read from Nest's own metadata. */
    function protectedRoutesNotForTheDemo(): Route[] {
      return portalRoutes(portal.running.app)
        .filter((route) => !route.isPublic && !route.demoAllowed)
        .map((route) => ({ method: route.method, path: route.template.replace(/:\w+/g, '999') }));
    }

    it('refuses every protected route not flagged for the demo with 403 AUTH.DEMO_FORBIDDEN', async () => {
      const routes = protectedRoutesNotForTheDemo();
      expect(routes).toContainEqual({ method: 'POST', path: '/api/auth/sso/keys' });

      const demo = (await portal.http.post('/api/auth/demo').expect(200)).body;
      expect(demo).toMatchObject({ id: 999, demo: true, testUser: false });
      for (const { method, path } of routes) {
        const verb = (method === 'ALL' ? 'get' : method.toLowerCase()) as 'get' | 'post' | 'put' | 'patch' | 'delete';
        const response = await portal.http[verb](path).auth(demo.accessToken, bearer).send({ username: 'anna' });
        expect({ route: `${method} ${path}`, status: response.status, code: response.body.code }).toEqual({
          route: `${method} ${path}`,
          status: 403,
          code: 'AUTH.DEMO_FORBIDDEN',
        });
      }
    });

    it('cannot sign in with a password or an SSO key for the demo account', async () => {
      await attempt(portal, '198.51.100.6', 'demo', '').expect(400);
      await attempt(portal, '198.51.100.6', 'demo', 'anything').expect(401);
      const key = randomBytes(32).toString('base64url');
      await db.query(`INSERT INTO auth.sso_keys (key_hash, user_id, expires_at) VALUES ($1, 999, now() + interval '10 minutes')`, [
        sha256(key),
      ]);
      await portal.http.post('/api/auth/sso').send({ key }).expect(401);
    });
  });
});

describe('Embedded portal: a client that meets an expired access token', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ ACCESS_TOKEN_TTL_SECONDS: '10' });
  });
  afterAll(() => portal.close());

  it('gets 401 AUTH.INVALID_TOKEN, refreshes once and the retried call succeeds', async () => {
    const session = await signIn(portal, ANNA.username, ANNA.password);
    const { iat, exp } = claimsOf(session.accessToken) as { iat: number; exp: number };
    expect(exp - iat).toBe(10);
    await portal.http.get('/api/customer/1001').auth(session.accessToken, bearer).expect(200);

    // Past exp plus the verifier's 5 s clock tolerance; polled, so the test waits no longer than it must.
    let expired: { status: number; body: { code?: string } } | undefined;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const response = await portal.http.get('/api/customer/1001').auth(session.accessToken, bearer);
      if (response.status !== 200) {
        expired = response;
        break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(Date.now() / 1000).toBeGreaterThanOrEqual(exp);
    expect(expired).toMatchObject({
      status: 401,
      body: { statusCode: 401, code: 'AUTH.INVALID_TOKEN', message: 'Inloggningen är ogiltig eller har gått ut' },
    });

    const refreshed = (await portal.http.post('/api/auth/refreshtoken').send({ refreshToken: session.refreshToken }).expect(200)).body;
    expect(refreshed.accessToken).not.toBe(session.accessToken);
    expect(refreshed.refreshToken).not.toBe(session.refreshToken);
    expect(refreshed).toMatchObject({ id: 1001, expiresIn: 10 });

    const retried = await portal.http.get('/api/customer/1001').auth(refreshed.accessToken, bearer).expect(200);
    expect(retried.body.id).toBe(1001);
  });
});

describe('Embedded portal: the test user (TEST_USER_ID)', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ TEST_USER_ID: '1002' });
  });
  afterAll(() => portal.close());

  it('flags the configured user as the test user, in the session and the access token, and keeps it on refresh', async () => {
    const bertil = (await portal.http.post('/api/auth/signin').send({ username: BERTIL.username, password: BERTIL.password }).expect(200))
      .body;
    expect(bertil).toMatchObject({ userId: 1002, testUser: true });
    expect(claimsOf(bertil.accessToken).tu).toBe(true);

    const refreshed = (await portal.http.post('/api/auth/refreshtoken').send({ refreshToken: bertil.refreshToken }).expect(200)).body;
    expect(refreshed.testUser).toBe(true);
    expect(claimsOf(refreshed.accessToken).tu).toBe(true);
  });

  it('flags no one else', async () => {
    const anna = (await portal.http.post('/api/auth/signin').send({ username: ANNA.username, password: ANNA.password }).expect(200)).body;
    expect(anna.testUser).toBe(false);
    expect(claimsOf(anna.accessToken)).not.toHaveProperty('tu');
    const demo = (await portal.http.post('/api/auth/demo').expect(200)).body;
    expect(demo.testUser).toBe(false);
  });
});
