import { apiCall, DemoAccount, PLAIN_CONSIGNMENT, signInDemoAccounts, startTestPortal, TestPortal } from './portal';

/**
 * Bodies an attacker sends to public and member routes: key floods, deep nesting, NUL bytes, lone
 * surrogates, huge numbers, oversized auth bodies. Each answers 400/413 in the error shape with the
 * spec's texts, writes nothing and does not hold the event loop (this process runs the portal too).
 */
describe('Embedded portal: hostile bodies', () => {
  let portal: TestPortal;
  let tokens: Record<DemoAccount, string>;

  beforeAll(async () => {
    portal = await startTestPortal();
    tokens = await signInDemoAccounts(portal);
  });

  afterAll(async () => {
    await portal?.close();
  });

  const raw = (path: string, text: string, token?: string) => {
    const req = portal.http.post(`/api${path}`).set('Content-Type', 'application/json').set('Accept-Language', 'sv');
    return (token ? req.auth(token, { type: 'bearer' }) : req).send(text);
  };

  const keyFlood = (keys: number) => `{"username":"anna","password":"x",${Array.from({ length: keys }, (_, i) => `"k${i}":1`).join(',')}}`;

  it('refuses 50 000 unknown keys to signin before validating them, with a bounded answer', async () => {
    // 413 (the sign-in body bound) means the text was never parsed nor validated: the old pipe spent 3 s here.
    const answers = await Promise.all(Array.from({ length: 4 }, () => raw('/auth/signin', keyFlood(50_000))));
    for (const res of answers) {
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ statusCode: 413, code: 'HTTP.PAYLOAD_TOO_LARGE', message: 'Begäran är för stor' });
      expect(JSON.stringify(res.body).length).toBeLessThan(1_000);
    }
  });

  it('refuses a key flood under the size bound on a member route with the format text', async () => {
    const body = `{"consignmentId":"x",${Array.from({ length: 6_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    const res = await raw('/order/', body, tokens.anna).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' });
  });

  it('answers at most 50 field errors however many unknown fields a body has', async () => {
    const body = `{"consignmentId":"x",${Array.from({ length: 400 }, (_, i) => `"k${i}":1`).join(',')}}`;
    const res = await raw('/order/', body, tokens.anna).expect(400);
    expect(res.body.errors.length).toBeLessThanOrEqual(50);
  });

  it.each([
    ['signin', '/auth/signin', false],
    ['create order', '/order/', true],
  ])('answers 2 000 levels of nesting to %s with 400 and the format text', async (_, path, member) => {
    const res = await raw(path as string, `{"a":${'['.repeat(2000)}${']'.repeat(2000)}}`, member ? tokens.anna : undefined).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' });
  });

  it.each([
    ['a NUL', '\\u0000'],
    ['a lone surrogate', '\\ud800'],
  ])('answers %s in a signin username with 400 "Felaktigt format"', async (_, escaped) => {
    const res = await raw('/auth/signin', `{"username":"${escaped}","password":"x"}`).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' });
  });

  it('answers a NUL in senderOrderRef with 400 and leaves the order as it was', async () => {
    const created = await apiCall(portal, tokens.anna, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200);
    const order = await apiCall(portal, tokens.anna, 'post', '/order/', {
      consignmentId: created.body.consignments[0].consignmentId,
    }).expect(200);
    const text = `{"orderNo":"${order.body.orderNo}","senderOrderRef":"PO\\u0000X"}`;
    const res = await portal.http
      .put('/api/order/')
      .set('Content-Type', 'application/json')
      .auth(tokens.anna, { type: 'bearer' })
      .send(text)
      .expect(400);
    expect(res.body.code).toBe('VALIDATION.INVALID_FORMAT');
    const after = await apiCall(portal, tokens.anna, 'get', `/order/${order.body.orderNo}`).expect(200);
    expect(after.body.senderOrderRef ?? null).toBe(order.body.senderOrderRef ?? null);
  });

  it('answers a NUL in a path with 400, not a database failure', async () => {
    const res = await apiCall(portal, tokens.anna, 'get', '/order/AB%00CD').expect(400);
    expect(res.body.code).toBe('VALIDATION.INVALID_FORMAT');
  });

  it.each([
    ['an escaped NUL in a JSON filter', `filter=${encodeURIComponent('{"q":"\\u0000"}')}`],
    ['a lone surrogate in a JSON filter', `filter=${encodeURIComponent('{"q":"\\udc00"}')}`],
    ['a NUL in a plain query value', 'from=2026-01-01%00'],
  ])('answers %s in a list query with 400, not a database failure, on routes that exist and those that do not', async (_, query) => {
    for (const path of ['/order/customer/1001', '/no-such-route']) {
      const res = await apiCall(portal, tokens.anna, 'get', `${path}?${query}`).expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' });
    }
  });

  it('answers insuranceGoodsValue 1e308 with 400, before any money code', async () => {
    const res = await raw(
      '/consignment/price/',
      '{"consignments":[{"templateName":"PN_PARCEL","insuranceGoodsValue":1e308}]}',
      tokens.anna,
    ).expect(400);
    expect(res.body.code).toBe('VALIDATION.INVALID_FORMAT');
  });

  it('refuses an auth body over its few-kilobyte bound with 413 before parsing it', async () => {
    const res = await raw('/auth/signin', JSON.stringify({ username: 'anna', password: 'x'.repeat(20_000) })).expect(413);
    expect(res.body.code).toBe('HTTP.PAYLOAD_TOO_LARGE');
  });
});
