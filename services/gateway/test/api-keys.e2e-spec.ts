import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANNA, createTestDatabase, eventually, TestDatabase } from '@freight/testing';
import request from 'supertest';
import { bookableParcel, STACK, stackEnv } from './stack';

/**
 * API keys in the distributed mode as `npm run stack` runs it: the gateway exchanges a key for a short-lived token
 * at the auth process, and the services in their own processes apply the key's scopes and the customer's tenancy.
 */
describe('Distributed stack: API keys through the gateway', () => {
  let database: TestDatabase;
  const runDir = mkdtempSync(join(tmpdir(), 'frakt-stack-keys-'));
  const base = 4420;
  const env = stackEnv(base, runDir);
  const gateway = request(`http://127.0.0.1:${base}`);
  let session: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase('frakt_stack_keys');
    env.STACK_DATABASE_URL = database.url;
    execFileSync('bash', [STACK, 'start'], { env, stdio: 'inherit', timeout: 240_000 });
    const signedIn = (await gateway.post('/api/auth/signin').send({ username: ANNA.username, password: ANNA.password }).expect(200)).body;
    session = { Authorization: `Bearer ${signedIn.accessToken}` };
  }, 300_000);

  afterAll(async () => {
    execFileSync('bash', [STACK, 'stop'], { env, stdio: 'inherit', timeout: 120_000 });
    await database.drop();
  }, 180_000);

  const newKey = async (scopes: string[]) =>
    (
      await gateway
        .post('/api/auth/keys/1001')
        .set(session)
        .send({ name: `e2e ${scopes.join('+')}`, scopes })
        .expect(201)
    ).body as {
      id: string;
      key: string;
    };
  const withKey = (key: string) => ({ Authorization: `Bearer ${key}` });

  it("reads the key's own customer from another process, and nobody else's", async () => {
    const { key } = await newKey(['read']);
    const customer = await gateway.get('/api/customer/1001').set(withKey(key)).expect(200);
    expect(customer.body.fullName).toBe('Anna Andersson');
    await gateway.get('/api/customer/1002').set(withKey(key)).expect(404);
    // The key's use is recorded by the exchange, as for a direct call in the all-in-one.
    const listed = (await gateway.get('/api/auth/keys/1001').set(session).expect(200)).body as {
      name: string;
      lastUsedAt: string | null;
    }[];
    expect(listed.find((k) => k.name === 'e2e read')?.lastUsedAt).not.toBeNull();
  });

  it('refuses an unknown key 401 and a key outside its scopes 403, in the services behind the gateway', async () => {
    const unknown = await gateway
      .get('/api/customer/1001')
      .set(withKey(`frk_0123456789ab_${'A'.repeat(43)}`))
      .expect(401);
    expect(unknown.body.code).toBe('AUTH.INVALID_TOKEN');
    const { key } = await newKey(['read']);
    const refused = await gateway
      .put('/api/order/book/')
      .set(withKey(key))
      .send({ orderNos: ['1'] })
      .expect(403);
    expect(refused.body.code).toBe('AUTH.KEY_SCOPE');
    // Key management stays with sessions: a key cannot make keys.
    await gateway
      .post('/api/auth/keys/1001')
      .set(withKey(key))
      .send({ name: 'x', scopes: ['read'] })
      .expect(403);
  });

  it('books with a book key across processes', async () => {
    const { key } = await newKey(['read', 'book']);
    const body = await bookableParcel(gateway, withKey(key));
    const created = (await gateway.post('/api/consignment/?temp=0').set(withKey(key)).send(body).expect(200)).body.consignments[0];
    const order = (await gateway.post('/api/order/').set(withKey(key)).send({ consignmentId: created.consignmentId }).expect(200)).body;
    const booked = await gateway
      .put('/api/order/book/')
      .set(withKey(key))
      .set('Idempotency-Key', randomUUID())
      .send({ orderNos: [order.orderNo] })
      .expect(200);
    expect(booked.body).toMatchObject({ booked: 1, failed: 0 });
  });

  it('stops a revoked key within the exchange cache (API_KEY_TTL_MS)', async () => {
    const made = await newKey(['read']);
    await gateway.get('/api/customer/1001').set(withKey(made.key)).expect(200);
    await gateway.delete(`/api/auth/keys/1001/${made.id}`).set(session).expect(200);
    await eventually(async () => {
      await gateway.get('/api/customer/1001').set(withKey(made.key)).expect(401);
    }, 15_000);
  });
});
