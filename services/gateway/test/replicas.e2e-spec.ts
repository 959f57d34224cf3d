import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANNA, createTestDatabase, eventually, TestDatabase } from '@freight/testing';
import request from 'supertest';
import { bookableParcel, STACK, stackEnv, stackPort } from './stack';

/**
 * The stack with two shipping and two billing replicas (`npm run stack -- start shipping=2 billing=2`): the
 * gateway spreads calls over both shipping processes, a replica restarted mid-load costs no call (reads and
 * POSTs without a key alike), and `scale` takes a replica away while calls go on.
 */
describe('Distributed stack with replicas', () => {
  let database: TestDatabase;
  const runDir = mkdtempSync(join(tmpdir(), 'frakt-replicas-stack-'));
  const base = 4900;
  const env = stackEnv(base, runDir, { STACK_STOP_TIMEOUT: '20' });
  const gateway = request(`http://127.0.0.1:${base}`);
  const shipping = [stackPort(base, 'shipping'), stackPort(base, 'shipping') + 10].map((port) => request(`http://127.0.0.1:${port}`));
  const stack = (...args: string[]) =>
    new Promise<string>((done, fail) =>
      execFile('bash', [STACK, ...args], { env, encoding: 'utf8', timeout: 240_000 }, (error, _stdout, stderr) =>
        error ? fail(Object.assign(error, { stderr })) : done(stderr),
      ),
    );
  let auth: Record<string, string>;
  let parcel: object;

  beforeAll(async () => {
    database = await createTestDatabase('frakt_replicas');
    env.STACK_DATABASE_URL = database.url;
    execFileSync('bash', [STACK, 'start', 'shipping=2', 'billing=2'], { env, stdio: 'inherit', timeout: 300_000 });
    const session = (await gateway.post('/api/auth/signin').send({ username: ANNA.username, password: ANNA.password }).expect(200)).body;
    auth = { Authorization: `Bearer ${session.accessToken}` };
    parcel = await bookableParcel(gateway, auth);
  }, 360_000);

  afterAll(async () => {
    execFileSync('bash', [STACK, 'stop'], { env, stdio: 'inherit', timeout: 120_000 });
    await database.drop();
    rmSync(runDir, { recursive: true, force: true });
  }, 180_000);

  /** Calls answered by one shipping process, from its own /metrics. */
  const servedBy = async (replica: ReturnType<typeof request>) => {
    const text = (await replica.get('/metrics').expect(200)).text;
    return [
      ...text.matchAll(
        /^frakt_http_requests_total\{method="(?:GET|POST)",route="\/api\/(?:order|freightservice)[^"]*",status="200"\} (\d+)$/gm,
      ),
    ]
      .map((m) => Number(m[1]))
      .reduce((a, b) => a + b, 0);
  };

  /** A read and a POST without an Idempotency-Key (the product filter), `rounds` times; the statuses answered. */
  const load = async (rounds: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const [read, filter] = await Promise.all([
        gateway.get('/api/order/customer/1001').set(auth),
        gateway.post('/api/freightservice/filter/').set(auth).send({ consignment: parcel, custId: 1001 }),
      ]);
      statuses.push(read.status, filter.status);
    }
    return statuses;
  };

  it('spreads calls over both shipping processes', async () => {
    const before = await Promise.all(shipping.map(servedBy));
    expect(await load(10)).toEqual(Array(20).fill(200));
    const after = await Promise.all(shipping.map(servedBy));
    expect(after[0] - before[0]).toBeGreaterThan(0);
    expect(after[1] - before[1]).toBeGreaterThan(0);
    expect(after[0] - before[0] + after[1] - before[1]).toBe(20);
  });

  it('answers every call while one replica is restarted mid-load, POSTs without a key included', async () => {
    let done = false;
    const restarted = stack('restart', 'shipping-2').finally(() => (done = true));
    const statuses: number[] = [];
    while (!done) statuses.push(...(await load(1)));
    const log = await restarted;
    statuses.push(...(await load(5)));
    expect(log).toMatch(/shipping-2 ready again/);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(10);
  });

  it('scales shipping down to one while calls go on, and the health says what runs', async () => {
    const scaled = stack('scale', 'shipping=1', 'billing=1');
    let settled = false;
    void scaled.finally(() => (settled = true));
    const statuses: number[] = [];
    while (!settled) statuses.push(...(await load(1)));
    expect(await scaled).toMatch(/replicas: .*shipping 1 .*billing 1/);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    await shipping[1].get('/api/health/live').then(
      (res) => expect(res.status).toBe(-1),
      (error: Error & { code?: string }) => expect(error.code).toBe('ECONNREFUSED'),
    );
    await eventually(
      async () => expect((await gateway.get('/api/health').expect(200)).body.checks['upstream:shipping']).toBe('up'),
      30_000,
    );
  });
});
