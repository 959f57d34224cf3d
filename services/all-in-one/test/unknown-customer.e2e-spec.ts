import { BERTIL } from '@freight/testing';
import { JwtKeyStore } from '@freight/kernel';
import { sign } from 'jsonwebtoken';
import { Fuzzer, seededRandom } from './fuzz';
import { signIn, startTestPortal, TestPortal } from './portal';

const GHOST_CUSTOMER = 4242;
// An existing user (bertil's), so the token passes the guard's user check and reaches every service with a customer
// that does not exist; a token whose user does not exist is refused at the guard (below).
const GHOST_USER = 1002;
const NO_SUCH_USER = 4242;

/**
 * A validly signed token for a customer and user that do not exist (deleted since, or never there) creates
 * nothing anywhere: every documented operation is called with a body its schema accepts, and no service
 * holds a row owned by that customer afterwards.
 */
describe('Embedded portal: a token for a customer that does not exist', () => {
  let portal: TestPortal;
  let token: string;

  beforeAll(async () => {
    portal = await startTestPortal();
    const { kid, key } = JwtKeyStore.ensure(portal.config.jwt.keyDir!).signingKey();
    token = sign({ sub: String(GHOST_USER), cid: GHOST_CUSTOMER, lvl: 2 }, key, {
      algorithm: 'RS256',
      keyid: kid,
      issuer: portal.config.jwt.issuer,
      audience: portal.config.jwt.audience,
      expiresIn: 600,
    });
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('writes no row for that customer through any operation, and answers no failure of its own', async () => {
    const document = (await portal.http.get('/api/docs-json').expect(200)).body;
    const fuzzer = new Fuzzer(document, seededRandom(7));
    const failures: string[] = [];
    for (const operation of fuzzer.operations) {
      const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => (/cust/i.test(name) ? String(GHOST_CUSTOMER) : '1'));
      for (let i = 0; i < 3; i++) {
        const body = operation.body ? JSON.stringify(fuzzer.example(operation.body)) : undefined;
        const res = await fetch(new URL(path, portal.running.url!), {
          method: operation.method,
          headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body,
        });
        await res.arrayBuffer();
        // 503 is shipping's "not heard of this customer yet" (its copy follows the customers service's events).
        if (res.status >= 500 && res.status !== 503) failures.push(`${operation.method} ${path} ${res.status}`);
      }
    }
    expect(failures).toEqual([]);

    const { rows: tables } = await portal.db.query<{ name: string; owner: string }>(
      `SELECT table_schema || '.' || table_name AS name, min(column_name) AS owner FROM information_schema.columns
        WHERE table_schema IN ('auth', 'customers', 'shipping', 'contacts', 'claims', 'billing', 'content') AND column_name IN ('customer_id', 'cust_id')
        GROUP BY 1`,
    );
    const written: string[] = [];
    for (const { name, owner } of tables) {
      // The audit trail records every call that succeeded, whatever customer its token names: that is its job (and
      // its entries' client addresses sit beside them).
      if (/^auth\.audit_(entries|chain_heads|entry_addresses)$/.test(name)) continue;
      const { rows } = await portal.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name} WHERE ${owner} = $1`, [GHOST_CUSTOMER]);
      if (rows[0].n > 0) written.push(`${name}: ${rows[0].n}`);
    }
    expect(written).toEqual([]);
  });
});

describe('Embedded portal: a token for a user that no longer exists', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startTestPortal();
  });

  afterAll(async () => {
    await portal?.close();
  });

  const signed = (sub: number, cid: number) => {
    const { kid, key } = JwtKeyStore.ensure(portal.config.jwt.keyDir!).signingKey();
    return sign({ sub: String(sub), cid, lvl: 2 }, key, {
      algorithm: 'RS256',
      keyid: kid,
      issuer: portal.config.jwt.issuer,
      audience: portal.config.jwt.audience,
      expiresIn: 600,
    });
  };
  const invalid = { statusCode: 401, code: 'AUTH.INVALID_TOKEN', message: 'Inloggningen är ogiltig eller har gått ut' };

  it('refuses a validly signed token whose user was never there, deleted, or deactivated with 401; a present user reads on', async () => {
    const never = await portal.http.get('/api/customer/1002').auth(signed(NO_SUCH_USER, 1002), { type: 'bearer' }).expect(401);
    expect(never.body).toEqual(invalid);

    // Two users of bertil's customer who sign in, then are removed before their tokens are next used.
    const { rows } = await portal.db.query<{ password_hash: string; customer_level: number }>(
      `SELECT password_hash, customer_level FROM auth.users WHERE username = 'bertil'`,
    );
    for (const [id, username] of [
      [900_001, 'borttagen'],
      [900_002, 'avstangd'],
    ] as const)
      await portal.db.query(
        'INSERT INTO auth.users (id, username, password_hash, customer_id, customer_level) VALUES ($1, $2, $3, 1002, $4)',
        [id, username, rows[0].password_hash, rows[0].customer_level],
      );
    const deleted = await signIn(portal, 'borttagen', BERTIL.password);
    const deactivated = await signIn(portal, 'avstangd', BERTIL.password);
    await portal.db.query('DELETE FROM auth.refresh_tokens WHERE user_id = 900001');
    await portal.db.query('DELETE FROM auth.users WHERE id = 900001');
    await portal.db.query('UPDATE auth.users SET active = false WHERE id = 900002');
    for (const token of [deleted.accessToken, deactivated.accessToken]) {
      for (const path of ['/api/customer/1002', '/api/order/customer/1002', '/api/bill/customer/1002'])
        expect((await portal.http.get(path).auth(token, { type: 'bearer' })).body).toEqual(invalid);
    }

    const bertil = await signIn(portal, BERTIL.username, BERTIL.password);
    await portal.http.get('/api/customer/1002').auth(bertil.accessToken, { type: 'bearer' }).expect(200);
  });
});
