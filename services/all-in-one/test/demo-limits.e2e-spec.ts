import { AuthSweep, DEMO_SESSIONS_PER_ADDRESS } from '@freight/auth';
import { DEMO_CONSIGNMENT_MAX, DemoPurge } from '@freight/shipping';
import { apiCall, DEMO_CUSTOMERS, PLAIN_CONSIGNMENT, startTestPortal, TestPortal } from './portal';

/**
 * What the anonymous demo can make the portal store is bounded: sessions per client address, live demo
 * consignments, and both swept far more often than nightly (the sweeps are run here with a later clock).
 */
describe("Embedded portal: the demo's storage is bounded", () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startTestPortal();
  });

  afterAll(async () => {
    await portal?.close();
  });

  // The test client is a trusted proxy (loopback), so X-Forwarded-For names the client address.
  const startDemo = (address: string) => portal.http.post('/api/auth/demo').set('X-Forwarded-For', address);
  const demoRefreshTokens = async () =>
    (
      await portal.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM auth.refresh_tokens t JOIN auth.users u ON u.id = t.user_id WHERE u.demo`,
      )
    ).rows[0].n;

  it(`starts ${DEMO_SESSIONS_PER_ADDRESS.max} demo sessions per address in the window, then answers 429 with Retry-After and stores nothing`, async () => {
    const before = await demoRefreshTokens();
    for (let i = 0; i < DEMO_SESSIONS_PER_ADDRESS.max; i++) await startDemo('198.51.100.7').expect(200);
    const refused = await startDemo('198.51.100.7').expect(429);
    expect(refused.body.code).toBe('HTTP.RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await demoRefreshTokens()).toBe(before + DEMO_SESSIONS_PER_ADDRESS.max);
    // Another address is not held back by that one.
    await startDemo('198.51.100.8').expect(200);
  });

  it('lets a demo session last two hours, after which the sweep deletes its refresh tokens', async () => {
    const { refreshToken } = (await startDemo('198.51.100.9').expect(200)).body;
    expect(await demoRefreshTokens()).toBeGreaterThan(0);
    const sweep = portal.running.app.get(AuthSweep);
    await sweep.run(new Date(Date.now() + 3 * 3600 * 1000));
    expect(await demoRefreshTokens()).toBe(0);
    await portal.http.post('/api/auth/refreshtoken').send({ refreshToken }).expect(403);
  });

  it(`refuses a demo consignment with 429 while ${DEMO_CONSIGNMENT_MAX} exist, and makes room once the sweep removed those older than an hour`, async () => {
    const demo = (await startDemo('198.51.100.10').expect(200)).body.accessToken as string;
    await apiCall(portal, demo, 'post', '/consignment/?temp=1', PLAIN_CONSIGNMENT).expect(200);
    await portal.db.query(
      `INSERT INTO shipping.consignments (id, customer_id, template_name, temporary, document, created_at, updated_at)
       SELECT gen_random_uuid(), $1, 'PN_PARCEL', true, '{}'::jsonb, now(), now() FROM generate_series(1, $2)`,
      [DEMO_CUSTOMERS.demo, DEMO_CONSIGNMENT_MAX],
    );
    const refused = await apiCall(portal, demo, 'post', '/consignment/?temp=1', PLAIN_CONSIGNMENT).expect(429);
    expect(refused.body.code).toBe('HTTP.RATE_LIMITED');

    const purged = await portal.running.app.get(DemoPurge).run(new Date(Date.now() + 2 * 3600 * 1000));
    expect(purged).toBe(DEMO_CONSIGNMENT_MAX + 1);
    await apiCall(portal, demo, 'post', '/consignment/?temp=1', PLAIN_CONSIGNMENT).expect(200);
    // A member's consignments are not the demo sweep's business.
    const { rows } = await portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shipping.consignments WHERE customer_id <> $1', [
      DEMO_CUSTOMERS.demo,
    ]);
    const again = await portal.running.app.get(DemoPurge).run(new Date(Date.now() + 2 * 3600 * 1000));
    expect(again).toBe(1);
    expect(
      (
        await portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shipping.consignments WHERE customer_id <> $1', [
          DEMO_CUSTOMERS.demo,
        ])
      ).rows[0].n,
    ).toBe(rows[0].n);
  });
});
