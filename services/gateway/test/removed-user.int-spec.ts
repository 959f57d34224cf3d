import { AddressInfo, createServer } from 'node:net';
import { createServer as createHttpServer, Server as HttpServer } from 'node:http';
import { createLogger, JwtKeyStore } from '@freight/kernel';
import { RunningService } from '@freight/runtime';
import { testConfig } from '@freight/testing';
import { sign } from 'jsonwebtoken';
import request from 'supertest';
import { startTestGateway } from './test-gateway';

const listening = async (server: HttpServer): Promise<HttpServer & { port: number }> => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return Object.assign(server, { port: (server.address() as AddressInfo).port });
};

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

const REMOVED = 4242;
const PRESENT = 1001;
const subjectOf = (authorization: string | undefined) =>
  Number(JSON.parse(Buffer.from((authorization ?? '').split('.')[1] ?? '', 'base64url').toString('utf8') || '{}').sub);

/**
 * Distributed mode: the gateway asks auth (GET /api/auth/session with the caller's token) whether a validly signed
 * token's user still exists before it passes the call on, once per user while the answer is fresh; a removed user's
 * token never reaches a service, and auth not answering leaves the signature to stand.
 */
describe('Gateway: a token whose user no longer exists', () => {
  let gateway: RunningService;
  let http: ReturnType<typeof request>;
  let auth: HttpServer & { port: number };
  let customers: HttpServer & { port: number };
  let authDown = false;
  const asked: number[] = [];
  const reached: string[] = [];
  let token: (sub: number) => string;

  beforeAll(async () => {
    auth = await listening(
      createHttpServer((req, res) => {
        if (req.url !== '/api/auth/session') {
          res.statusCode = 200;
          return res.end('{}');
        }
        const sub = subjectOf(req.headers.authorization);
        asked.push(sub);
        if (authDown) {
          res.statusCode = 503;
          return res.end();
        }
        res.statusCode = sub !== REMOVED ? 200 : 401;
        res.setHeader('content-type', 'application/json');
        res.end('{}');
      }),
    );
    customers = await listening(
      createHttpServer((req, res) => {
        if (req.url?.startsWith('/api/customer/')) reached.push(`${subjectOf(req.headers.authorization)} ${req.url}`);
        res.setHeader('content-type', 'application/json');
        res.end('{"id":1001}');
      }),
    );
    const refused = `http://127.0.0.1:${await closedPort()}`;
    const config = testConfig({
      AUTH_URL: `http://127.0.0.1:${auth.port}`,
      CUSTOMERS_URL: `http://127.0.0.1:${customers.port}`,
      SHIPPING_URL: refused,
      CONTACTS_URL: refused,
      CLAIMS_URL: refused,
      BILLING_URL: refused,
      CONTENT_URL: refused,
    });
    const { kid, key } = JwtKeyStore.ensure(config.jwt.keyDir!).signingKey();
    gateway = await startTestGateway(config, { logger: createLogger('silent', 'gateway') });
    token = (sub) =>
      sign({ sub: String(sub), cid: 1001, lvl: 2 }, key, {
        algorithm: 'RS256',
        keyid: kid,
        issuer: config.jwt.issuer,
        audience: config.jwt.audience,
        expiresIn: 600,
      });
    http = request(gateway.url!);
  });

  afterAll(async () => {
    await gateway?.close();
    await new Promise((done) => auth.close(done));
    await new Promise((done) => customers.close(done));
  });

  it("answers 401 for a removed user's token without passing it on, and passes a present user's on, asking auth once per user", async () => {
    for (let i = 0; i < 3; i++) {
      const refused = await http.get('/api/customer/1001').auth(token(REMOVED), { type: 'bearer' }).expect(401);
      expect(refused.body).toEqual({ statusCode: 401, code: 'AUTH.INVALID_TOKEN', message: 'Inloggningen är ogiltig eller har gått ut' });
      await http.get('/api/customer/1001').auth(token(PRESENT), { type: 'bearer' }).expect(200);
    }
    expect(reached).toEqual([`${PRESENT} /api/customer/1001`, `${PRESENT} /api/customer/1001`, `${PRESENT} /api/customer/1001`]);
    expect(asked.sort()).toEqual([PRESENT, REMOVED]);
  });

  it('lets the signature stand while auth cannot say, remembering nothing', async () => {
    authDown = true;
    await http.get('/api/customer/1001').auth(token(7), { type: 'bearer' }).expect(200);
    await http.get('/api/customer/1001').auth(token(7), { type: 'bearer' }).expect(200);
    expect(asked.filter((sub) => sub === 7)).toHaveLength(2);
    authDown = false;
  });
});
