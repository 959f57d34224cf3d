import { CARRIER_NUMBER_BLOCK } from '../../shipping/src/booking/database/booking.migrations';
import { apiCall, DemoAccount, PLAIN_CONSIGNMENT, signInDemoAccounts, startTestPortal, TestPortal } from './portal';

/**
 * More concurrent bookings than shipping's pool has connections, through both booking calls, across
 * waybill-number blocks: every booking either succeeds or fails with a clean answer, none hangs, and
 * the portal stays healthy. A refill of the number block that waited for a pool connection while every
 * connection sat in a booking transaction waiting for that refill once wedged shipping for good.
 */
describe('Embedded portal: bookings beyond the pool size', () => {
  const POOL = 3;
  const WAVE = 12;
  // Enough bookings to cross at least two block boundaries.
  const BOOKINGS = 2 * CARRIER_NUMBER_BLOCK + WAVE;
  // A hang detector, not a timing assertion: a wedged pool never answers at all.
  const HANG = 30_000;

  let portal: TestPortal;
  let tokens: Record<DemoAccount, string>;

  beforeAll(async () => {
    portal = await startTestPortal({ DB_POOL_SIZE: String(POOL) });
    tokens = await signInDemoAccounts(portal);
  });

  afterAll(async () => {
    await portal?.close();
  });

  const CONSIGNMENT = PLAIN_CONSIGNMENT;

  const call = (method: 'post' | 'put', path: string, body: unknown) => apiCall(portal, tokens.anna, method, path, body).timeout(HANG);

  async function bookOne(index: number): Promise<{ status: number; consignmentNo?: string }> {
    const created = await call('post', '/consignment/?temp=0', CONSIGNMENT);
    const consignmentId = created.body.consignments[0].consignmentId as string;
    if (index % 2 === 0) {
      const res = await call('put', '/consignment/book/', { ...CONSIGNMENT, consignmentId, senderOrderRef: `POOL-${index}` });
      return { status: res.status, consignmentNo: res.body.consignments?.[0]?.consignmentNo };
    }
    const order = await call('post', '/order/', { consignmentId });
    const res = await call('put', '/order/book/', { orderNos: [order.body.orderNo] });
    return { status: res.status, consignmentNo: res.body.orders?.[0]?.consignmentNo };
  }

  it(`books ${BOOKINGS} consignments ${WAVE} at a time on a pool of ${POOL}, each once, and stays healthy`, async () => {
    const results: { status: number; consignmentNo?: string }[] = [];
    for (let start = 0; start < BOOKINGS; start += WAVE) {
      const wave = Array.from({ length: Math.min(WAVE, BOOKINGS - start) }, (_, i) => bookOne(start + i));
      results.push(...(await Promise.all(wave)));
      await portal.http.get('/api/health').timeout(HANG).expect(200);
    }
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    const numbers = results.map((r) => r.consignmentNo);
    expect(numbers.every((n) => typeof n === 'string' && /^\d{10}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(BOOKINGS);
    // No transaction left hanging (one between two statements of a live transaction is fine).
    const { rows } = await portal.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction' AND state_change < now() - interval '5 seconds'`,
    );
    expect(rows[0].n).toBe(0);
  });
});
