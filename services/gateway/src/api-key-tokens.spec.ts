import { AddressInfo } from 'node:net';
import { createServer, Server } from 'node:http';
import { createLogger } from '@freight/kernel';
import { ApiKeyTokens } from './api-key-tokens';

const KEY = `frk_0123456789ab_${'A'.repeat(43)}`;
const OTHER = `frk_ba9876543210_${'B'.repeat(43)}`;

/** A stand-in auth: the exchange answers per key as `answer` says, and counts the calls. */
describe(ApiKeyTokens.name, () => {
  let server: Server;
  let url: string;
  let answer: (key: string) => { status: number; body?: unknown };
  const asked: string[] = [];
  let now = 0;
  const tokens = () =>
    new ApiKeyTokens(
      () => url,
      createLogger('silent', 'gateway'),
      5000,
      () => now,
    );

  beforeAll(async () => {
    server = createServer((req, res) => {
      const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      asked.push(`${req.method} ${req.url} ${key}`);
      const { status, body } = answer(key);
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body ?? {}));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((done) => server.close(done)));
  beforeEach(() => {
    asked.length = 0;
    now = 0;
  });

  it('exchanges a key once per TTL, concurrent calls sharing one exchange', async () => {
    answer = (key) => (key === KEY ? { status: 200, body: { accessToken: 'a.b.c', expiresIn: 60 } } : { status: 401 });
    const cache = tokens();
    expect(await Promise.all([cache.token(KEY), cache.token(KEY)])).toEqual(['a.b.c', 'a.b.c']);
    expect(asked).toEqual([`POST /api/auth/key-exchange ${KEY}`]);
    now = 4999;
    await cache.token(KEY);
    expect(asked).toHaveLength(1);
    now = 5000;
    await cache.token(KEY);
    expect(asked).toHaveLength(2);
  });

  it('keeps a refusal as long (null), so a flood of a bad key is not a flood of exchanges', async () => {
    const cache = tokens();
    expect(await cache.token(OTHER)).toBeNull();
    expect(await cache.token(OTHER)).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('says nothing (undefined) while auth fails, and asks again on the next call', async () => {
    answer = () => ({ status: 503 });
    const cache = tokens();
    expect(await cache.token(KEY)).toBeUndefined();
    answer = () => ({ status: 200, body: { accessToken: 'x.y.z' } });
    expect(await cache.token(KEY)).toBe('x.y.z');
    expect(asked).toHaveLength(2);
  });

  it('says nothing when auth cannot be reached', async () => {
    const cache = new ApiKeyTokens(() => 'http://127.0.0.1:1', createLogger('silent', 'gateway'));
    expect(await cache.token(KEY)).toBeUndefined();
  });
});
