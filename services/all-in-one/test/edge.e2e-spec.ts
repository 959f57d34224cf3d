import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CONTENT_SECURITY_POLICY } from '@freight/gateway';
import { startTestPortal, TestPortal } from './portal';

/** What the portal's edge adds to every answer: security headers, caching of the console, the docs UI's switch. */
describe('Embedded portal: the edge', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startTestPortal();
  });

  afterAll(async () => {
    await portal?.close();
  });

  it.each(['/', '/shipment/price', '/api/health', '/api/no-such-route', '/api/order/customer/1001'])(
    'sends the security headers on %s',
    async (path) => {
      const res = await portal.http.get(path);
      expect(res.headers).toMatchObject({
        'content-security-policy': CONTENT_SECURITY_POLICY,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      // Plain HTTP here: HSTS only over TLS.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('sends HSTS when a trusted proxy says the request came over TLS', async () => {
    const res = await portal.http.get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('never lets index.html be cached without revalidation, and caches hashed assets for good', async () => {
    for (const path of ['/', '/index.html', '/consignment/list']) {
      const res = await portal.http.get(path).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec((await portal.http.get('/')).text)?.[1];
    expect(asset).toBeDefined();
    expect((await portal.http.get(asset!).expect(200)).headers['cache-control']).toContain('immutable');
  });

  it('sends the console script brotli- or gzip-compressed as the browser accepts, the same bytes once decoded', async () => {
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec((await portal.http.get('/')).text)?.[1];
    const plain = await rawGet(`${portal.running.url}${asset}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await rawGet(`${portal.running.url}${asset}`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await rawGet(`${portal.running.url}${asset}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it('serves the Swagger UI outside production', async () => {
    await portal.http.get('/api/docs').expect(200);
  });

  describe('in production', () => {
    let production: TestPortal;
    beforeAll(async () => {
      // Production keeps no generated secrets key: replicas must share theirs (SECRETS_KEYS, issue 27/28).
      production = await startTestPortal({
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SECRETS_KEYS: `edge1:${randomBytes(32).toString('base64')}`,
      });
    });
    afterAll(async () => {
      await production?.close();
    });

    it('keeps the Swagger UI off and the JSON document on', async () => {
      expect((await production.http.get('/api/docs')).status).toBe(404);
      const doc = await production.http.get('/api/docs-json').expect(200);
      expect(doc.body.openapi).toMatch(/^3\./);
    });
  });
});

/** The bytes as sent: supertest and fetch would decode them. */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}
