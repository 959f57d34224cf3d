import { JwtKeyStore } from '@freight/kernel';
import { sign } from 'jsonwebtoken';
import { Fuzzer, seededRandom } from './fuzz';
import { startTestPortal, TestPortal } from './portal';

const GHOST_CUSTOMER = 4242;
const GHOST_USER = 4242;

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
      const { rows } = await portal.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name} WHERE ${owner} = $1`, [GHOST_CUSTOMER]);
      if (rows[0].n > 0) written.push(`${name}: ${rows[0].n}`);
    }
    expect(written).toEqual([]);
  });
});
