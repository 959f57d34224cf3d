import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { AddressInfo, createServer, connect, Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { JwtKeyStore } from '@freight/kernel';
import { PORT_WAIT_MESSAGE } from '@freight/runtime';
import { ANNA, createTestDatabase, eventually, TestDatabase, testKafkaBrokers, testKafkaEnv } from '@freight/testing';

const ROOT = resolve(__dirname, '../../..');

/** A service as operations run it: its built entry point in its own process (`npm test` builds first). */
class ServiceProcess {
  readonly exited: Promise<number | null>;
  readonly url: Promise<string>;
  private output = '';

  constructor(service: string, env: Record<string, string>) {
    const main = join(ROOT, 'services', service, 'dist', 'main.js');
    if (!existsSync(main)) throw new Error(`${main} is missing: npm run build`);
    const child: ChildProcess = spawn(process.execPath, [main], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((done) => child.once('exit', (code) => done(code)));
    this.url = new Promise((found, failed) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        this.output += chunk.toString('utf8');
        const match = /"url":"(http:\/\/[^"]+)".*"msg":"listening"/.exec(this.output);
        if (match) found(match[1]);
      });
      child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString('utf8')));
      void this.exited.then((code) => failed(new Error(`${service} exited with ${code} before listening:\n${this.output.slice(-4000)}`)));
    });
  }

  private readonly child: ChildProcess;

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  log(): string {
    return this.output;
  }
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function call(url: string, options: { method?: string; body?: unknown; agent?: Agent } = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.agent,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

const json = async (url: string) => {
  const answer = await call(url);
  return { status: answer.status, body: JSON.parse(answer.body) as { status: string; checks: Record<string, string> } };
};

type Families = { name: string; metrics: { labels?: Record<string, string>; value?: string }[] }[];
// eslint-disable-next-line @typescript-eslint/no-require-imports
const parsePrometheus = require('parse-prometheus-text-format') as (text: string) => Families;

/** /metrics parsed as Prometheus text. */
async function scrape(url: string): Promise<Families> {
  const answer = await call(`${url}/metrics`);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(answer.body);
}

/** One series' value; 0 when absent (a counter not yet counted). The parser keeps no labels of histograms. */
function sample(families: Families, name: string, labels: Record<string, string>): number {
  const series = families.find((f) => f.name === name)?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return series ? Number(series.value) : 0;
}

/** A port nothing listens on yet; `open()` later forwards it to the real broker (a broker that comes back). */
class BrokerDoor {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async reserve(target: string): Promise<BrokerDoor> {
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const { port } = probe.address() as AddressInfo;
    await new Promise((done) => probe.close(done));
    const [host, targetPort] = target.split(':');
    return new BrokerDoor(port, { host, port: Number(targetPort) });
  }

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done) => this.server!.listen(this.port, '127.0.0.1', done));
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    if (this.server) await new Promise((done) => this.server!.close(done));
  }
}

/**
 * The operational contract of a service process: it serves and is ready without Kafka (the broker a degraded
 * detail), joins its consumer group in the background once the broker answers, and drains on SIGTERM.
 */
describe('A service process: serving without Kafka, draining on SIGTERM', () => {
  let database: TestDatabase;
  let keyDir: string;
  const started: ServiceProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('frakt_ops');
    keyDir = join(mkdtempSync(join(tmpdir(), 'frakt-ops-')), 'keys');
    JwtKeyStore.ensure(keyDir);
  });

  afterAll(async () => {
    for (const service of started) if (service.running) service.signal('SIGKILL');
    await Promise.all(started.map((s) => s.exited));
    await database.drop();
  });

  const start = (service: string, env: Record<string, string>) => {
    const running = new ServiceProcess(service, { DATABASE_URL: database.url, JWT_KEY_DIR: keyDir, DEMO_DATA: 'true', ...env });
    started.push(running);
    return running;
  };

  it('serves and is ready with the broker unreachable, then joins its consumer group when the broker answers', async () => {
    const door = await BrokerDoor.reserve(testKafkaBrokers()[0]);
    const customers = start('customers', { ...testKafkaEnv(), KAFKA_BROKERS: `127.0.0.1:${door.port}`, KAFKA_CLIENT_ID: 'frakt-ops-test' });
    try {
      const url = await customers.url;

      expect((await json(`${url}/api/health/live`)).status).toBe(200);
      const ready = await json(`${url}/api/health/ready`);
      expect(ready).toEqual({ status: 200, body: { status: 'ok', checks: { 'db:customers': 'up' } } });
      const degraded = await eventually(async () => {
        const health = await json(`${url}/api/health`);
        expect(health.body.checks['consumers:frakt-customers']).toMatch(/^degraded: /);
        return health;
      });
      // The compatible endpoint: still 200 (it can serve), the broker named as degraded detail.
      expect(degraded.status).toBe(200);
      expect(degraded.body.status).toBe('degraded');
      expect(degraded.body.checks['events:kafka']).toMatch(/^degraded: /);

      await door.open();
      const joined = await eventually(
        async () => {
          const health = await json(`${url}/api/health`);
          expect(health.body.checks['consumers:frakt-customers']).toBe('up');
          expect(health.body.checks['events:kafka']).toBe('up');
          return health;
        },
        90_000,
        500,
      );
      expect(joined).toEqual({ status: 200, body: { status: 'ok', checks: expect.objectContaining({ 'db:customers': 'up' }) } });
      expect(customers.running).toBe(true);
      const metrics = await call(`${url}/metrics`);
      expect(metrics.body).toMatch(/^frakt_kafka_consumer_joined\{group="frakt-customers"\} 1$/m);

      customers.signal('SIGTERM');
      expect(await customers.exited).toBe(0);
    } finally {
      await door.close();
    }
  });

  it('counts its work in /metrics, and drains on SIGTERM: readiness fails first, requests in flight and during the drain finish, none is reset, exit 0', async () => {
    const auth = start('auth', { ...testKafkaEnv(), DRAIN_DELAY_MS: '3000', RATE_LIMIT_MAX: '100000' });
    const url = await auth.url;
    await eventually(async () => expect((await json(`${url}/api/health/ready`)).status).toBe(200));
    const clients = 20;
    const agent = new Agent({ keepAlive: true, maxSockets: clients });
    const signIn = () =>
      call(`${url}/api/auth/signin`, { method: 'POST', body: { username: ANNA.username, password: ANNA.password }, agent });
    const before = await scrape(url);
    // Every client holds a kept-alive connection, as the gateway does.
    expect((await Promise.all(Array.from({ length: clients }, signIn))).map((a) => a.status)).toEqual(Array(clients).fill(200));

    // The sign-ins show in the HTTP series, and their UserSignedIn events in the relay's (published over Kafka). The
    // relay also carries each sign-in's audit entry, so it is the UserSignedIn count that is waited for.
    const signedIn = { service: 'auth', event_type: 'UserSignedIn' };
    const after = await eventually(async () => {
      const now = await scrape(url);
      expect(
        sample(now, 'frakt_events_published_total', signedIn) - sample(before, 'frakt_events_published_total', signedIn),
      ).toBeGreaterThanOrEqual(clients);
      return now;
    });
    const signIns = { method: 'POST', route: '/api/auth/signin', status: '200' };
    expect(sample(after, 'frakt_http_requests_total', signIns) - sample(before, 'frakt_http_requests_total', signIns)).toBe(clients);
    expect(
      sample(after, 'frakt_relay_published_total', { service: 'auth' }) -
        sample(before, 'frakt_relay_published_total', { service: 'auth' }),
    ).toBeGreaterThanOrEqual(clients);
    expect(sample(after, 'frakt_outbox_backlog', { service: 'auth' })).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'frakt_outbox_oldest_age_seconds', { service: 'auth' })).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'frakt_db_pool_connections', { service: 'auth', state: 'idle' })).toBeGreaterThan(0);
    expect(sample(after, 'nodejs_eventloop_lag_p99_seconds', {})).toBeGreaterThan(0);

    // A load balancer's view: it sends work until the readiness probe fails, then sends none.
    let routed = true;
    const errors: string[] = [];
    const statuses: number[] = [];
    // Each client sends again as soon as it has its answer; the first requests are in flight when SIGTERM lands.
    const loops = Array.from({ length: clients }, async () => {
      do {
        try {
          statuses.push((await signIn()).status);
        } catch (error) {
          errors.push((error as NodeJS.ErrnoException).code ?? (error as Error).message);
        }
      } while (routed);
    });
    auth.signal('SIGTERM');
    while (routed) {
      const ready = await call(`${url}/api/health/ready`).catch(() => undefined);
      if (!ready || ready.status === 503) routed = false;
      else await new Promise((r) => setTimeout(r, 20));
    }
    await Promise.all(loops);
    agent.destroy();

    expect(errors).toEqual([]);
    expect(statuses.length).toBeGreaterThanOrEqual(clients);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await auth.exited).toBe(0);
    expect(auth.log()).toMatch(/"msg":"draining: readiness fails/);
    expect(auth.log()).toMatch(/"msg":"stopped"/);
  });

  it('hands its port over: a new process booted beside it waits for the port and listens once the old one has drained it; exit 0', async () => {
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((done) => probe.close(done));
    const env = { ...testKafkaEnv(), PORT: String(port) };
    const old = start('contacts', env);
    const url = await old.url;
    expect(url).toBe(`http://127.0.0.1:${port}`);

    // Without LISTEN_WAIT_MS a port in use fails the start (a second start by mistake).
    const mistaken = start('contacts', env);
    await expect(mistaken.url).rejects.toThrow(/exited/);
    expect(await mistaken.exited).not.toBe(0);
    expect(mistaken.log()).toMatch(/EADDRINUSE/);

    const successor = start('contacts', { ...env, LISTEN_WAIT_MS: '120000' });
    await eventually(async () => expect(successor.log()).toContain(`"msg":"${PORT_WAIT_MESSAGE}"`), 60_000, 50);
    expect(successor.running).toBe(true);
    expect(successor.log()).not.toMatch(/"msg":"listening"/);
    expect((await json(`${url}/api/health/ready`)).status).toBe(200);

    old.signal('SIGTERM');
    expect(await old.exited).toBe(0);
    expect(await successor.url).toBe(url);
    await eventually(async () => expect((await json(`${url}/api/health/ready`)).status).toBe(200));
    successor.signal('SIGTERM');
    expect(await successor.exited).toBe(0);
  });
});
