import { execFileSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDatabase, eventually, TestDatabase, testKafkaBrokers, testKafkaEnv } from '@freight/testing';
import request from 'supertest';

const STACK = resolve(__dirname, '../../../scripts/stack.sh');

/**
 * The distributed mode as `npm run stack` runs it: every service its own process, the gateway
 * proxying, events over the real Kafka broker. Built code (dist/) is what runs.
 */
describe('Distributed stack: separate processes, gateway, real Kafka', () => {
  let database: TestDatabase;
  const runDir = mkdtempSync(join(tmpdir(), 'frakt-stack-'));
  const base = 4300;
  const env = {
    ...process.env,
    STACK_RUN_DIR: runDir,
    STACK_DATABASE_URL: '',
    GATEWAY_PORT: String(base),
    AUTH_PORT: String(base + 1),
    CUSTOMERS_PORT: String(base + 2),
    SHIPPING_PORT: String(base + 3),
    CONTACTS_PORT: String(base + 4),
    CLAIMS_PORT: String(base + 5),
    BILLING_PORT: String(base + 6),
    CONTENT_PORT: String(base + 7),
    KAFKA_PORT: testKafkaBrokers()[0].split(':')[1],
    // Topics and groups of its own: other suites' events on the run's broker are not this stack's history.
    KAFKA_NAMESPACE: testKafkaEnv().KAFKA_NAMESPACE,
    LOG_LEVEL: 'warn',
    STACK_HEALTH_TIMEOUT: '120',
  };
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

  it('answers health only when every service is ready', async () => {
    const { body } = await gateway.get('/api/health').expect(200);
    for (const service of ['auth', 'customers', 'shipping', 'contacts', 'claims', 'billing', 'content']) {
      expect(body.checks[`upstream:${service}`]).toBe('up');
    }
  });

  it('signs in through the gateway and reads the own customer from another process', async () => {
    const session = (await gateway.post('/api/auth/signin').send({ username: 'anna', password: 'frakt-anna-1' }).expect(200)).body;
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
    const session = (await gateway.post('/api/auth/signin').send({ username: 'bertil', password: 'frakt-bertil-1' }).expect(200)).body;
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
    const session = (await gateway.post('/api/auth/signin').send({ username: 'anna', password: 'frakt-anna-1' }).expect(200)).body;
    const auth = { Authorization: `Bearer ${session.accessToken}` };
    const party = (role: string, name: string, postcode: string, city: string) => ({
      role,
      address: { name, addressLine: ['Gatan 1', ''], postcode, city, countrycode: 'SE' },
      communication: { contactPerson: name, mobile: { value: '0701234567', notify: false } },
    });
    const consignment = {
      part: [party('consignor', 'Annas Blommor AB', '11157', 'Stockholm'), party('consignee', 'Lager Väst AB', '41304', 'Göteborg')],
      goodsItem: [{ noOfPackages: 1, weight: 5, length: 30, width: 20, height: 20, packageType: 'parcel' }],
    };
    // anna's profile reaches shipping over Kafka; until then the filter answers 503.
    const offered = await eventually(
      async () => {
        const res = await gateway.post('/api/freightservice/filter/').set(auth).send({ consignment, custId: 1001 });
        if (res.status !== 200 || !res.body.freightServices.length) throw new Error(`filter answered ${res.status}`);
        return res.body.freightServices as { templateName: string }[];
      },
      60_000,
      250,
    );
    const body = { ...consignment, templateName: offered[0].templateName };
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
