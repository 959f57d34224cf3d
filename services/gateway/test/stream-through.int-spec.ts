import { createHash } from 'node:crypto';
import { AddressInfo, createServer } from 'node:net';
import { createServer as createHttpServer, request as httpRequest, Server as HttpServer } from 'node:http';
import { RunningService } from '@freight/runtime';
import { eventually, testConfig } from '@freight/testing';
import request from 'supertest';
import { startTestGateway } from './test-gateway';

const listening = async (server: HttpServer): Promise<HttpServer & { port: number }> => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return Object.assign(server, { port: (server.address() as AddressInfo).port });
};

/** A port that refuses connections: the services this test does not talk to. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** What the fake billing service saw of one request: its bytes counted as they came, and their digest once whole. */
interface Arrival {
  url: string;
  type: string | undefined;
  bytes: number;
  sha256?: string;
}

/**
 * The gateway passes a BgMax upload (text/plain, several MB) to billing as a stream: the 1 MB body limit that
 * Fastify's text parser put on it is gone, the bytes arrive unchanged (Latin-1 included), and they reach the
 * service while the client is still sending; small JSON is still held and arrives byte for byte.
 */
describe('Gateway: text bodies stream through', () => {
  let gateway: RunningService;
  let http: ReturnType<typeof request>;
  let billing: HttpServer & { port: number };
  const arrivals: Arrival[] = [];

  beforeAll(async () => {
    // Counts each request's bytes as they arrive, answers once it has them all.
    billing = await listening(
      createHttpServer((req, res) => {
        const arrival: Arrival = { url: req.url ?? '', type: req.headers['content-type'], bytes: 0 };
        arrivals.push(arrival);
        const hash = createHash('sha256');
        req.on('data', (chunk: Buffer) => {
          arrival.bytes += chunk.length;
          hash.update(chunk);
        });
        req.on('end', () => {
          arrival.sha256 = hash.digest('hex');
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ bytes: arrival.bytes, sha256: arrival.sha256 }));
        });
      }),
    );
    const refused = `http://127.0.0.1:${await closedPort()}`;
    const config = testConfig({
      AUTH_URL: refused,
      CUSTOMERS_URL: refused,
      SHIPPING_URL: refused,
      CONTACTS_URL: refused,
      CLAIMS_URL: refused,
      BILLING_URL: `http://127.0.0.1:${billing.port}`,
      CONTENT_URL: refused,
    });
    gateway = await startTestGateway(config, { health: false });
    http = request(gateway.url!);
  });

  afterAll(async () => {
    await gateway?.close();
    await new Promise((done) => billing.close(done));
  });

  const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  it('hands a 3 MB text/plain BgMax file to billing whole, byte for byte, Latin-1 included', async () => {
    // 80-column records with Å, Ä and Ö as single Latin-1 bytes (not UTF-8): a text parser would have changed them.
    const record = Buffer.from(`20${'0'.repeat(10)}BETALNING FRÅN ÅSA ÖBERG ÄNGELHOLM`.padEnd(80, ' ') + '\r\n', 'latin1');
    const file = Buffer.concat(Array.from({ length: Math.ceil((3 * 1024 * 1024) / record.length) }, () => record));
    expect(file.length).toBeGreaterThan(3 * 1024 * 1024);

    const res = await http
      .post('/api/bill/admin/payments/bgmax')
      .set('Content-Type', 'text/plain; charset=ISO-8859-1')
      .send(file)
      .expect(200);

    expect(res.body).toEqual({ bytes: file.length, sha256: digest(file) });
    expect(arrivals.at(-1)).toMatchObject({ url: '/api/bill/admin/payments/bgmax', type: 'text/plain; charset=ISO-8859-1' });
  });

  it('passes the first bytes on before the client has sent the rest: nothing waits for the whole body', async () => {
    const half = Buffer.alloc(2 * 1024 * 1024, 'A');
    const before = arrivals.length;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        `${gateway.url}/api/bill/admin/payments/bgmax`,
        { method: 'POST', headers: { 'content-type': 'text/plain', 'content-length': String(half.length * 2) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      req.on('error', reject);
      req.write(half);
      // The second half goes only once billing has had the first: a gateway that buffered would never get it.
      eventually(async () => expect(arrivals[before]?.bytes).toBe(half.length)).then(
        () => req.end(half),
        (error: unknown) => {
          req.destroy();
          reject(error);
        },
      );
    });

    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ bytes: half.length * 2, sha256: digest(Buffer.concat([half, half])) });
  });

  it('streams a chunked text body (no Content-Length) too', async () => {
    const parts = [Buffer.from('TK01BGMAX'.padEnd(80, ' ')), Buffer.alloc(1_500_000, 'B')];
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        `${gateway.url}/api/bill/admin/payments/bgmax`,
        { method: 'POST', headers: { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      req.on('error', reject);
      for (const part of parts) req.write(part);
      req.end();
    });

    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ bytes: 1_500_080, sha256: digest(Buffer.concat(parts)) });
  });

  it('still holds and forwards small JSON byte for byte', async () => {
    const sent = '{ "decision" : "APPROVED",  "n": 1e2 }';
    const res = await http.put('/api/bill/admin/paylater/7').set('Content-Type', 'application/json').send(sent).expect(200);

    expect(res.body).toEqual({ bytes: Buffer.byteLength(sent), sha256: digest(Buffer.from(sent)) });
  });
});
