import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CarrierUnavailable } from './carrier-errors';
import { requestCarrier } from './carrier-http';

/** A carrier on 127.0.0.1 whose answer each test sets; it notes what it was sent. */
describe('requestCarrier against a real HTTP server', () => {
  let server: http.Server;
  let base: URL;
  let answer: (request: http.IncomingMessage, body: string, response: http.ServerResponse) => void;
  const received: Array<{ method?: string; headers: http.IncomingHttpHeaders; body: string }> = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        received.push({ method: request.method, headers: request.headers, body });
        answer(request, body, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => (received.length = 0));

  const signal = () => new AbortController().signal;

  it('sends the method, headers and body (with its length) and reads status, JSON and Retry-After', async () => {
    answer = (_request, _body, response) => {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' });
      response.end(JSON.stringify({ response: { errors: [{ code: '190001' }] } }));
    };
    const sent = JSON.stringify({ ShipmentRequest: { Shipper: { Name: 'Frakt åäö' } } });
    const got = await requestCarrier(
      'ups',
      new URL('/api/shipments/v2409/ship', base),
      { method: 'POST', headers: { 'content-type': 'application/json', transId: 'abc' }, body: sent },
      signal(),
    );

    expect(got).toEqual({ status: 429, body: { response: { errors: [{ code: '190001' }] } }, retryAfter: '7' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', body: sent });
    expect(received[0].headers).toMatchObject({ transid: 'abc', 'content-length': String(Buffer.byteLength(sent)) });
  });

  it('answers an empty or non-JSON body as undefined, and a body of its own with the parser given', async () => {
    answer = (_request, _body, response) => response.end('<html>Bad gateway</html>');
    const url = new URL('/x', base);
    expect((await requestCarrier('postnord', url, { method: 'GET', headers: {} }, signal())).body).toBeUndefined();
    const soap = await requestCarrier('schenker', url, { method: 'POST', headers: {}, body: '<soap/>' }, signal(), (text) => text.length);
    expect(soap).toEqual({ status: 200, body: 24, retryAfter: null });
  });

  it('reports our time-out as a timeout with an unknown outcome', async () => {
    answer = () => undefined; // never answers
    const controller = new AbortController();
    const call = requestCarrier('dhl-express', new URL('/slow', base), { method: 'GET', headers: {} }, controller.signal);
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierUnavailable);
    expect(error).toMatchObject({ kind: 'timeout', outcomeUnknown: true });
  });

  it('reports an answer cut short, and a carrier not listening, as a network failure with an unknown outcome', async () => {
    answer = (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      response.write('{"partial":');
      setImmediate(() => response.socket?.destroy());
    };
    const cut = await requestCarrier('ups', new URL('/cut', base), { method: 'GET', headers: {} }, signal()).catch((e: unknown) => e);
    expect(cut).toMatchObject({ kind: 'network', outcomeUnknown: true });

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await requestCarrier('ups', new URL(`http://127.0.0.1:${port}/`), { method: 'GET', headers: {} }, signal()).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(CarrierUnavailable);
    expect(refused).toMatchObject({ kind: 'network' });
  });

  it('keeps the connection for the next call', async () => {
    const ports = new Set<number>();
    answer = (request, _body, response) => {
      ports.add(request.socket.remotePort ?? 0);
      response.end('{}');
    };
    for (let i = 0; i < 3; i++) await requestCarrier('ups', new URL('/again', base), { method: 'GET', headers: {} }, signal());
    expect(ports.size).toBe(1);
  });
});
