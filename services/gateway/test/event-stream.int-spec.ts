import { AddressInfo, createServer } from 'node:net';
import { createServer as createHttpServer, ServerResponse, Server as HttpServer } from 'node:http';
import { RunningService } from '@freight/runtime';
import { testConfig } from '@freight/testing';
import { startTestGateway } from './test-gateway';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * GET /api/order/events (issue 28) through the gateway: each server-sent event reaches the client while the
 * stream is still open (nothing held back until the end), with the Last-Event-ID the client sent passed on.
 */
describe('Gateway: server-sent events stream through unbuffered', () => {
  let gateway: RunningService;
  let shipping: HttpServer;
  let stream: ServerResponse | null = null;
  let lastEventId: string | undefined;

  beforeAll(async () => {
    shipping = createHttpServer((req, res) => {
      lastEventId = req.headers['last-event-id'] as string | undefined;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('id: 1\nevent: status\ndata: {"n":1}\n\n');
      stream = res;
    });
    await new Promise<void>((done) => shipping.listen(0, '127.0.0.1', done));
    const refused = `http://127.0.0.1:${await closedPort()}`;
    const config = testConfig({
      AUTH_URL: refused,
      CUSTOMERS_URL: refused,
      SHIPPING_URL: `http://127.0.0.1:${(shipping.address() as AddressInfo).port}`,
      CONTACTS_URL: refused,
      CLAIMS_URL: refused,
      BILLING_URL: refused,
      CONTENT_URL: refused,
    });
    gateway = await startTestGateway(config, { health: false });
  });

  afterAll(async () => {
    stream?.end();
    await gateway?.close();
    shipping.closeAllConnections();
    await new Promise((done) => shipping.close(done));
  });

  it('hands each event on as it is written, and the Last-Event-ID with the request', async () => {
    const controller = new AbortController();
    const response = await fetch(`${gateway.url}/api/order/events`, {
      headers: { accept: 'text/event-stream', 'last-event-id': '41' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const next = async () => decoder.decode((await reader.read()).value);

    expect(await next()).toContain('data: {"n":1}');
    stream!.write('id: 2\nevent: status\ndata: {"n":2}\n\n');
    expect(await next()).toContain('data: {"n":2}');
    expect(lastEventId).toBe('41');
    controller.abort();
  });
});
