import { execFileSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, ANNA, BERTIL, createTestDatabase, eventually, TestDatabase } from '@freight/testing';
import request from 'supertest';
import { bookableParcel, STACK, stackEnv } from './stack';

/**
 * The distributed mode as `npm run stack` runs it: every service its own process, the gateway
 * proxying, events over the real Kafka broker. Built code (dist/) is what runs.
 */
describe('Distributed stack: separate processes, gateway, real Kafka', () => {
  let database: TestDatabase;
  const runDir = mkdtempSync(join(tmpdir(), 'frakt-stack-'));
  const base = 4300;
  const env = stackEnv(base, runDir);
  const gateway = request(`http://127.0.0.1:${base}`);

  beforeAll(async () => {
    database = await createTestDatabase('frakt_stack');
    env.STACK_DATABASE_URL = database.url;
    execFileSync('bash', [STACK, 'start'], { env, stdio: 'inherit', timeout: 240_000 });
  }, 300_000);

  afterAll(async () => {
    execFileSync('bash', [STACK, 'stop'], { env, stdio: 'inherit', timeout: 120_000 });
    await database.drop();
  }, 180_000);

  it('answers health ok once every service is ready and has joined its consumer group', async () => {
    // A service still joining its group is degraded, and the gateway says so until it has joined.
    await eventually(async () => {
      const { body } = await gateway.get('/api/health').expect(200);
      for (const service of ['auth', 'customers', 'shipping', 'contacts', 'claims', 'billing', 'content']) {
        expect(body.checks[`upstream:${service}`]).toBe('up');
      }
      expect(body.status).toBe('ok');
    }, 60_000);
  });

  it('signs in through the gateway and reads the own customer from another process', async () => {
    const session = (await gateway.post('/api/auth/signin').send({ username: ANNA.username, password: ANNA.password }).expect(200)).body;
    const customer = await gateway.get('/api/customer/1001').set('Authorization', `Bearer ${session.accessToken}`).expect(200);
    expect(customer.body.fullName).toBe('Anna Andersson');
    await gateway.get('/api/customer/1002').set('Authorization', `Bearer ${session.accessToken}`).expect(404);
    // The scheme in any case (RFC 7235), at the gateway as at the service behind it.
    await gateway.get('/api/customer/1001').set('Authorization', `bearer ${session.accessToken}`).expect(200);
    const refreshed = await gateway.post('/api/auth/refreshtoken').send({ refreshToken: session.refreshToken }).expect(200);
    await gateway.post('/api/auth/logout').send({ userId: session.userId, token: refreshed.body.refreshToken }).expect(204);
    await gateway.post('/api/auth/refreshtoken').send({ refreshToken: refreshed.body.refreshToken }).expect(403);
  });

  it('carries UserSignedIn from auth to customers over Kafka (outbox → topic → inbox)', async () => {
    const before = Date.now();
    const session = (await gateway.post('/api/auth/signin').send({ username: BERTIL.username, password: BERTIL.password }).expect(200))
      .body;
    await eventually(
      async () => {
        const { body } = await gateway.get('/api/customer/1002').set('Authorization', `Bearer ${session.accessToken}`).expect(200);
        expect(new Date(body.lastSeenAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
        // On a broker started moments ago, consumers that subscribed while their topics were being created
        // rejoin after kafkajs's retry backoff (seen: over 30 s once): a delay, never a loss.
      },
      90_000,
      250,
    );
  });

  it('takes anna from a priced consignment to a booked order and its carrier status, across processes', async () => {
    const session = (await gateway.post('/api/auth/signin').send({ username: ANNA.username, password: ANNA.password }).expect(200)).body;
    const auth = { Authorization: `Bearer ${session.accessToken}` };
    const body = await bookableParcel(gateway, auth);
    const [priced] = (await gateway.post('/api/consignment/price/').set(auth).send([body]).expect(200)).body;
    expect(priced.errors).toEqual([]);
    const created = (await gateway.post('/api/consignment/?temp=0').set(auth).send(body).expect(200)).body.consignments[0];
    const order = (await gateway.post('/api/order/').set(auth).send({ consignmentId: created.consignmentId }).expect(200)).body;
    const key = randomUUID();
    const booked = await gateway
      .put('/api/order/book/')
      .set(auth)
      .set('Idempotency-Key', key)
      .send({ orderNos: [order.orderNo] })
      .expect(200);
    // The whole answer on failure: a refusal names its reason (errors[].code).
    expect(booked.body).toMatchObject({ booked: 1, failed: 0, orders: [expect.objectContaining({ orderNo: order.orderNo })] });
    const replay = await gateway
      .put('/api/order/book/')
      .set(auth)
      .set('Idempotency-Key', key)
      .send({ orderNos: [order.orderNo] })
      .expect(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const list = (await gateway.get('/api/order/customer/1001?booked=1').set(auth).expect(200)).body as {
      orderNo: string;
      statusLabel: string;
    }[];
    expect(list.find((o) => o.orderNo === order.orderNo)?.statusLabel).toBe('Bokad');

    // The carrier signs its report over the exact bytes; the gateway must hand them on unchanged.
    const { consignmentNo } = booked.body.orders[0];
    const detail = (await gateway.get(`/api/order/${order.orderNo}`).set(auth).expect(200)).body;
    const carrier = detail.supplierId as number;
    const report = JSON.stringify({
      carrier_code: carrier,
      consignment_no: consignmentNo,
      status: 'PICKUP',
      occurred_at: new Date().toISOString(),
      event_id: randomUUID(),
    });
    const signature = `sha256=${createHmac('sha256', `frakt-dev-webhook-${carrier}`).update(report).digest('hex')}`;
    await gateway
      .post(`/api/carrier/${carrier}/status`)
      .set('Content-Type', 'application/json')
      .set('X-Signature', 'sha256=00')
      .send(report)
      .expect(401);
    await gateway
      .post(`/api/carrier/${carrier}/status`)
      .set('Content-Type', 'application/json')
      .set('X-Signature', signature)
      .send(report)
      .expect(202);
    const after = (await gateway.get(`/api/order/${order.orderNo}`).set(auth).expect(200)).body;
    expect(after).toMatchObject({ statusName: 'PICKUP', statusLabel: 'Upphämtad' });
  });

  it("blocks bertil's booking across processes once an admin's credit limit is exceeded, prices meanwhile, and books again when lifted", async () => {
    const signIn = async (username: string, password: string) => ({
      Authorization: `Bearer ${(await gateway.post('/api/auth/signin').send({ username, password }).expect(200)).body.accessToken}`,
    });
    const bertil = await signIn(BERTIL.username, BERTIL.password);
    const admin = await signIn(ADMIN.username, ADMIN.password);
    const body = await bookableParcel(gateway, bertil, 1002);
    const book = async () => {
      const created = (await gateway.post('/api/consignment/?temp=0').set(bertil).send(body).expect(200)).body.consignments[0];
      const order = (await gateway.post('/api/order/').set(bertil).send({ consignmentId: created.consignmentId }).expect(200)).body;
      return (
        await gateway
          .put('/api/order/book/')
          .set(bertil)
          .set('Idempotency-Key', randomUUID())
          .send({ orderNos: [order.orderNo] })
          .expect(200)
      ).body.orders[0] as { booked: boolean; errors?: { code: string }[] };
    };
    const creditBlock = async () => (await gateway.get('/api/customer/1002').set(bertil).expect(200)).body.creditBlock as boolean;
    const original = (await gateway.get('/api/customer/1002').set(admin).expect(200)).body.creditLimit as string;

    expect(await book()).toMatchObject({ booked: true });
    // shipping → OrderBooked → billing: his booking is owed before a limit of one öre is exceeded.
    await eventually(
      async () =>
        expect(Number((await gateway.get('/api/bill/balance/customer/1002').set(bertil).expect(200)).body.unbilled)).toBeGreaterThan(0),
      90_000,
      250,
    );
    // customers → CustomerProfileChanged → billing → CustomerCreditBlocked → customers and shipping.
    await gateway.put('/api/customer/creditlimit/1002').set(admin).send({ creditLimit: '0.01' }).expect(200);
    await eventually(async () => expect(await creditBlock()).toBe(true), 90_000, 250);
    await eventually(
      async () => expect(await book()).toMatchObject({ booked: false, errors: [{ code: 'BOOKING.CREDIT_BLOCKED' }] }),
      90_000,
      500,
    );
    const [priced] = (await gateway.post('/api/consignment/price/').set(bertil).send([body]).expect(200)).body;
    expect(priced.errors).toEqual([]);

    await gateway.put('/api/customer/creditlimit/1002').set(admin).send({ creditLimit: original }).expect(200);
    await eventually(async () => expect(await creditBlock()).toBe(false), 90_000, 250);
    await eventually(async () => expect(await book()).toMatchObject({ booked: true }), 90_000, 500);
  });

  it('refuses a forged token at the gateway and keeps the error shape across the proxy', async () => {
    const forged = await gateway.get('/api/customer/1001').set('Authorization', 'Bearer a.b.c').set('Accept-Language', 'en').expect(401);
    expect(forged.body).toMatchObject({ statusCode: 401, code: 'AUTH.INVALID_TOKEN' });
    await gateway.get('/api/customer/1001').set('Authorization', 'bearer a.b.c').expect(401);
    const invalid = await gateway.post('/api/auth/signin').send({}).expect(400);
    expect(invalid.body.errors[0]).toEqual({ field: 'username', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' });
  });

  it('carries the request id through to the service and back', async () => {
    const response = await gateway.get('/api/customer/1001').set('x-request-id', 'trace-me-12345').expect(401);
    expect(response.headers['x-request-id']).toBe('trace-me-12345');
  });

  it('serves the merged OpenAPI document of every service', async () => {
    await eventually(
      async () => {
        const { body } = await gateway.get('/api/docs-json').expect(200);
        expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/auth/signin', '/api/customer/{id}']));
      },
      40_000,
      1000,
    );
  });
});
