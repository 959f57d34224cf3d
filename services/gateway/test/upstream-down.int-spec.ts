import { AddressInfo, createServer, Server } from 'node:net';
import { createServer as createHttpServer, Server as HttpServer } from 'node:http';
import { createLogger } from '@freight/kernel';
import { RunningService } from '@freight/runtime';
import { testConfig } from '@freight/testing';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const parsePrometheus = require('parse-prometheus-text-format') as (
  text: string,
) => { name: string; type: string; metrics: { labels?: Record<string, string>; value?: string }[] }[];
import request from 'supertest';
import { HELD_BODY_MAX_BYTES, UPSTREAM_RETRY_AFTER_SECONDS } from '../src/proxy';
import { startTestGateway } from './test-gateway';

const listening = async <S extends Server | HttpServer>(server: S): Promise<S & { port: number }> => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return Object.assign(server, { port: (server.address() as AddressInfo).port });
};

/** A port that refuses connections: a service process that is down. */
async function closedPort(): Promise<number> {
  const server = await listening(createServer());
  await new Promise((done) => server.close(done));
  return server.port;
}

/**
 * The gateway in front of services that are down or broken: 503 (not reached) or 502 (broke off) in the error
 * shape with Retry-After and no internal address; reads and small JSON bodies held for a restarting service, keyed
 * bodies sent again after a reset; its own readiness unaffected; /metrics in Prometheus text.
 */
describe('Gateway: an upstream down', () => {
  let gateway: RunningService;
  let http: ReturnType<typeof request>;
  let resetting: Server & { port: number };
  let resets = 0;
  let healthy: HttpServer & { port: number };
  let flaky: Server & { port: number };
  let flakyHttp: HttpServer;
  // What the flaky service received (method, key, exact body), and how many of the next requests it breaks off after reading them.
  let received: { method?: string; key?: string | string[]; body: string }[] = [];
  let breakNext = 0;
  // How many of the next connections the flaky service resets before reading anything (its accept queue as it closes).
  let resetNext = 0;
  const logLines: string[] = [];
  let restarting: number;

  beforeAll(async () => {
    // Accepts and then resets every connection: a service that crashed while answering.
    resetting = await listening(
      createServer((socket) =>
        socket.once('data', () => {
          resets++;
          socket.resetAndDestroy();
        }),
      ),
    );
    // Reads each request whole, then breaks the connection off (a replica that went away after the request
    // reached it) or answers with what it read.
    flakyHttp = createHttpServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ method: req.method, key: req.headers['idempotency-key'], body: Buffer.concat(chunks).toString('utf8') });
        if (breakNext > 0) {
          breakNext--;
          // A process gone after reading the request: its connection ends (FIN), nothing is reset.
          req.socket.destroy();
          return;
        }
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ answered: received.length }));
      });
    });
    // In front of it: resets the next `resetNext` connections before reading anything, as a service does to the
    // connections in its accept queue when it closes its port.
    flaky = await listening(
      createServer((socket) => {
        if (resetNext > 0) {
          resetNext--;
          resets++;
          socket.resetAndDestroy();
        } else flakyHttp.emit('connection', socket);
      }),
    );
    healthy = await listening(
      createHttpServer((req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(req.url?.startsWith('/api/health') ? { status: 'ok' } : { served: req.url }));
      }),
    );
    const refused = await closedPort();
    restarting = await closedPort();
    const config = testConfig({
      AUTH_URL: `http://127.0.0.1:${healthy.port}`,
      CUSTOMERS_URL: `http://127.0.0.1:${refused}`,
      SHIPPING_URL: `http://127.0.0.1:${resetting.port}`,
      CONTACTS_URL: `http://127.0.0.1:${restarting}`,
      CLAIMS_URL: `http://127.0.0.1:${flaky.port}`,
      BILLING_URL: `http://127.0.0.1:${refused}`,
      CONTENT_URL: `http://127.0.0.1:${refused}`,
    });
    // The gateway's warnings, to check that a failure is logged with the upstream's name.
    const base = createLogger('warn', 'gateway');
    const logger = new Proxy(base, {
      get: (target, key, receiver) =>
        key === 'warn'
          ? (obj: object, msg?: string) => void logLines.push(JSON.stringify({ ...obj, msg }))
          : Reflect.get(target, key, receiver),
    });
    gateway = await startTestGateway(config, { logger, console: true });
    http = request(gateway.url!);
  });

  afterAll(async () => {
    await gateway?.close();
    await new Promise((done) => resetting.close(done));
    await new Promise((done) => healthy.close(done));
    flakyHttp.closeAllConnections();
    await new Promise((done) => flaky.close(done));
  });

  it('answers 503 with Retry-After in the error shape when the service refuses connections, without its address', async () => {
    const res = await http.get('/api/customer/1001').set('Accept-Language', 'en');

    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe(String(UPSTREAM_RETRY_AFTER_SECONDS));
    expect(res.body).toEqual({
      statusCode: 503,
      code: 'HTTP.SERVICE_UNAVAILABLE',
      message: 'The service is unavailable right now. Try again shortly.',
    });
    expect(res.text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
    expect(logLines.some((line) => line.includes('"upstream":"customers"') && line.includes('ECONNREFUSED'))).toBe(true);
    expect(logLines.filter((line) => line.includes('127.0.0.1'))).toEqual([]);
  });

  it('answers in Swedish by default', async () => {
    const res = await http.get('/api/bill/');

    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Tjänsten är inte tillgänglig just nu. Försök igen om en stund.');
  });

  it('answers 502 with Retry-After when the service breaks the connection off, never 500', async () => {
    const posted = await http.post('/api/order').send({ any: 'thing' });
    const read = await http.get('/api/order/1');

    for (const res of [posted, read]) {
      expect(res.status).toBe(502);
      expect(res.headers['retry-after']).toBe(String(UPSTREAM_RETRY_AFTER_SECONDS));
      expect(res.body).toMatchObject({ statusCode: 502, code: 'HTTP.BAD_GATEWAY' });
    }
  });

  it('holds a read for a service that is restarting and delivers it once the service listens', async () => {
    const answered: string[] = [];
    const back = createHttpServer((req, res) => {
      answered.push(`${req.method} ${req.url}`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ method: req.method }));
    });
    const read = http.get('/api/contact/1');
    setTimeout(() => back.listen(restarting, '127.0.0.1'), 300);
    try {
      const res = await read;

      expect(res.status).toBe(200);
      expect(res.body).toEqual({ method: 'GET' });
      expect(answered).toEqual(['GET /api/contact/1']);
    } finally {
      await new Promise((done) => back.close(done));
    }
  });

  it('holds a small JSON body for a restarting service and delivers the very bytes once it listens', async () => {
    const bodies: string[] = [];
    const back = createHttpServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        bodies.push(Buffer.concat(chunks).toString('utf8'));
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ method: req.method }));
      });
    });
    // Spacing and number forms a re-serialization would change.
    const sent = '{ "name" : "Åsa",  "weight": 1.50, "n": 1e2 }';
    const posted = http.post('/api/contact').set('Content-Type', 'application/json').set('Idempotency-Key', 'k-1').send(sent);
    setTimeout(() => back.listen(restarting, '127.0.0.1'), 300);
    try {
      const res = await posted;

      expect(res.status).toBe(200);
      expect(res.body).toEqual({ method: 'POST' });
      expect(bodies).toEqual([sent]);
    } finally {
      await new Promise((done) => back.close(done));
    }
  });

  it('sends a keyed body again after the service broke the connection off, the same bytes each time', async () => {
    received = [];
    breakNext = 2;
    const sent = JSON.stringify({ orderNos: ['A1', 'A2'] });
    const res = await http.put('/api/claim/book').set('Content-Type', 'application/json').set('Idempotency-Key', 'booking-7').send(sent);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ answered: 3 });
    expect(received).toEqual([
      { method: 'PUT', key: 'booking-7', body: sent },
      { method: 'PUT', key: 'booking-7', body: sent },
      { method: 'PUT', key: 'booking-7', body: sent },
    ]);
  });

  it('never sends a body without a key again after a reset: the service may have acted on it', async () => {
    received = [];
    breakNext = 1;
    const res = await http.post('/api/claim').send({ name: 'once' });

    expect(res.status).toBe(502);
    expect(res.headers['retry-after']).toBe(String(UPSTREAM_RETRY_AFTER_SECONDS));
    expect(received).toEqual([{ method: 'POST', key: undefined, body: '{"name":"once"}' }]);
  });

  it('sends a body without a key again after a reset before the service read it: nothing was acted on', async () => {
    received = [];
    // The gateway's kept-alive connections end, so the call opens a new one, and that one is reset unread.
    flakyHttp.closeIdleConnections();
    resetNext = 1;
    const before = resets;
    const res = await http.post('/api/claim').send({ name: 'unread' });

    expect(res.status).toBe(200);
    expect(resets - before).toBe(1);
    expect(received).toEqual([{ method: 'POST', key: undefined, body: '{"name":"unread"}' }]);
  });

  it('streams an upload or a large body through once, keyed or not, and answers the failure', async () => {
    const before = resets;
    const pdf = await http
      .put('/api/consignment/paperless/1')
      .set('Content-Type', 'application/pdf')
      .set('Idempotency-Key', 'k-pdf')
      .send(Buffer.from('%PDF-1.7 a small file'));
    const large = await http
      .put('/api/order/book')
      .set('Content-Type', 'application/json')
      .set('Idempotency-Key', 'k-large')
      .send(JSON.stringify({ note: 'x'.repeat(HELD_BODY_MAX_BYTES) }));

    for (const res of [pdf, large]) {
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ statusCode: 502, code: 'HTTP.BAD_GATEWAY' });
    }
    expect(resets - before).toBe(2);
  });

  it('answers a keyed body 502 once UPSTREAM_WAIT_MS has passed with the service breaking every attempt off', async () => {
    const before = resets;
    const res = await http
      .put('/api/order/book')
      .set('Idempotency-Key', 'k-2')
      .send({ orderNos: ['1'] });

    expect(res.status).toBe(502);
    expect(res.headers['retry-after']).toBe(String(UPSTREAM_RETRY_AFTER_SECONDS));
    expect(resets - before).toBeGreaterThan(1);
  });

  it('answers a streamed body 503 for a service that refuses connections', async () => {
    const res = await http.post('/api/customer/upload').set('Content-Type', 'application/octet-stream').send(Buffer.from('bytes'));

    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe(String(UPSTREAM_RETRY_AFTER_SECONDS));
  });

  it('passes a healthy service through', async () => {
    const res = await http.get('/api/auth/anything').expect(200);
    expect(res.body).toEqual({ served: '/api/auth/anything' });
  });

  it('stays ready itself, the services that are down named as degraded detail', async () => {
    await http.get('/api/health/ready').expect(200);
    const health = await http.get('/api/health').expect(200);

    expect(health.body.status).toBe('degraded');
    expect(health.body.checks['upstream:auth']).toBe('up');
    expect(health.body.checks['upstream:customers']).toMatch(/^degraded: /);
  });

  it('serves /metrics in Prometheus text with the answers counted by route and status', async () => {
    const res = await http.get('/metrics').expect(200);

    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const families = parsePrometheus(res.text);
    const requests = families.find((f) => f.name === 'frakt_http_requests_total');
    expect(requests?.type).toBe('COUNTER');
    expect(requests?.metrics).toEqual(
      expect.arrayContaining([expect.objectContaining({ labels: expect.objectContaining({ status: '503', method: 'GET' }) })]),
    );
    expect(families.map((f) => f.name)).toEqual(
      expect.arrayContaining(['frakt_http_request_duration_seconds', 'nodejs_eventloop_lag_p99_seconds', 'frakt_http_requests_in_flight']),
    );
  });

  it.each(['/healthz', '/readyz', '/livez', '/actuator/health'])(
    'never answers the operational path %s with the console page',
    async (path) => {
      const res = await http.get(path);

      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    },
  );
});
