import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDatabase, eventually, kafkaControl, TestDatabase, testKafkaBrokers, testKafkaEnv } from '@freight/testing';
import request from 'supertest';

const STACK = resolve(__dirname, '../../../scripts/stack.sh');

/**
 * Operations against the distributed stack (every service its own process, the real broker): a broker outage
 * takes no service out of readiness and loses no event; a service killed answers 503 with Retry-After at the
 * gateway, never 500; `npm run stack -- restart <service>` drains it and brings it back while reads go on.
 */
describe('Distributed stack: broker outage, a killed service, a restart', () => {
  let database: TestDatabase;
  const runDir = mkdtempSync(join(tmpdir(), 'frakt-ops-stack-'));
  const base = 4600;
  const services = ['auth', 'customers', 'shipping', 'contacts', 'claims', 'billing', 'content'];
  const port = (service: string) => base + 1 + services.indexOf(service);
  const env = {
    ...process.env,
    STACK_RUN_DIR: runDir,
    STACK_DATABASE_URL: '',
    GATEWAY_PORT: String(base),
    ...Object.fromEntries(services.map((s) => [`${s.toUpperCase()}_PORT`, String(port(s))])),
    KAFKA_PORT: testKafkaBrokers()[0].split(':')[1],
    // Topics and groups of its own: other suites' events on the run's broker are not this stack's history.
    KAFKA_NAMESPACE: testKafkaEnv().KAFKA_NAMESPACE,
    LOG_LEVEL: 'warn',
    STACK_HEALTH_TIMEOUT: '120',
    STACK_STOP_TIMEOUT: '20',
    // Reads wait for a restarting service this long at the gateway: a start on a loaded machine can take seconds.
    UPSTREAM_WAIT_MS: '30000',
  };
  const gateway = request(`http://127.0.0.1:${base}`);
  const service = (name: string) => request(`http://127.0.0.1:${port(name)}`);
  const stack = (...args: string[]) =>
    execFileSync('bash', [STACK, ...args], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 240_000 });

  beforeAll(async () => {
    database = await createTestDatabase('frakt_ops_stack');
    env.STACK_DATABASE_URL = database.url;
    stack('start');
  }, 300_000);

  afterAll(async () => {
    // The broker is back whatever a test left it in.
    kafkaControl('start');
    execFileSync('bash', [STACK, 'stop'], { env, stdio: 'inherit', timeout: 120_000 });
    await database.drop();
  }, 180_000);

  const signIn = async () =>
    (await gateway.post('/api/auth/signin').send({ username: 'anna', password: 'frakt-anna-1' }).expect(200)).body as {
      accessToken: string;
    };
  const backlog = async (name: string) => {
    const text = (await service(name).get('/metrics').expect(200)).text;
    return Number(new RegExp(`^frakt_outbox_backlog\\{service="${name}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN);
  };

  it('keeps every service ready through a broker outage, degraded in detail, and publishes what waited once the broker is back', async () => {
    kafkaControl('stop');
    try {
      for (const name of [...services, 'gateway']) {
        const target = name === 'gateway' ? gateway : service(name);
        await target.get('/api/health/ready').expect(200);
      }
      // Sign-ins work; their events wait in auth's outbox.
      for (let i = 0; i < 3; i++) await signIn();
      await eventually(async () => expect(await backlog('auth')).toBeGreaterThanOrEqual(3), 30_000, 500);
      const health = await eventually(
        async () => {
          const res = await service('shipping').get('/api/health').expect(200);
          expect(res.body.checks['events:kafka']).toMatch(/^degraded: /);
          return res.body;
        },
        30_000,
        500,
      );
      expect(health.status).toBe('degraded');
      expect(health.checks['db:shipping']).toBe('up');
    } finally {
      kafkaControl('start');
    }
    await eventually(async () => expect(await backlog('auth')).toBe(0), 90_000, 500);
    await eventually(
      async () => {
        const res = await service('customers').get('/api/health').expect(200);
        expect(res.body).toEqual({
          status: 'ok',
          checks: expect.objectContaining({ 'consumers:frakt-customers': 'up', 'events:kafka': 'up' }),
        });
      },
      90_000,
      500,
    );
  }, 300_000);

  it('answers 503 with Retry-After in the error shape for a killed service, never 500, and serves again after a restart', async () => {
    const { accessToken } = await signIn();
    const pid = Number(readFileSync(join(runDir, 'shipping.pid'), 'utf8'));
    process.kill(pid, 'SIGKILL');

    // A call with a body is not held (its streamed body cannot go twice): the answer is at once. The first may
    // meet a kept-alive connection the killed process left (502, broken off); then the port refuses (503).
    const post = () => gateway.post('/api/order/').set('Authorization', `Bearer ${accessToken}`).send({ consignmentId: 'none' });
    const first = await post();
    expect([502, 503]).toContain(first.status);
    expect(first.headers['retry-after']).toBe('5');
    const down = await post();
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.body).toEqual({
      statusCode: 503,
      code: 'HTTP.SERVICE_UNAVAILABLE',
      message: 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.',
    });
    // The gateway itself stays ready; the service is degraded detail there.
    await gateway.get('/api/health/ready').expect(200);

    stack('restart', 'shipping');
    await gateway.get('/api/order/customer/1001').set('Authorization', `Bearer ${accessToken}`).expect(200);
  }, 180_000);

  it('restarts a service with `stack restart` while reads go on through the gateway: none fails', async () => {
    const { accessToken } = await signIn();
    let running = true;
    const statuses: number[] = [];
    const reader = (async () => {
      while (running) {
        const res = await gateway.get('/api/customer/1001').set('Authorization', `Bearer ${accessToken}`);
        statuses.push(res.status);
      }
    })();
    try {
      await eventually(async () => expect(statuses.length).toBeGreaterThan(0));
      stack('restart', 'customers');
      const after = statuses.length;
      await eventually(async () => expect(statuses.length).toBeGreaterThan(after));
    } finally {
      running = false;
      await reader;
    }
    // Held by the gateway while customers drained and came back (bodiless calls go again on a refused connection).
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 180_000);
});
