import { TransactionHost } from '@freight/kernel';
import type { InboundEvent } from '@freight/messaging';
import { RunningService, startService } from '@freight/runtime';
import { createTestDatabase, eventually, TestDatabase, testConfig } from '@freight/testing';
import { Client } from 'pg';
import { KeepInsightsSummary } from '../src/insights/application/event-handlers/keep-insights-summary';
import { CustomersModule } from '../src/customers.module';
import { INSIGHT_STRIPES } from '../src/insights/database/insights.migrations';
import type { BookingFigures } from '../src/insights/domain/booking-figures';

const CUSTOMERS = 20;
const MONTH = '2026-03-01';
const WEEK = '2026-03-02';

/**
 * The six partitions of freight.orders.v1 are consumed side by side, and each chunk of bookings names most of the
 * same customers, so chunks update the same customers' sums at once. Taken in a different order by each (a hash
 * aggregate's order), their rows deadlocked: a second lost each time to the deadlock check, then the chunk applied
 * record by record (issue 33's lag bench: p99 2.6-4.8 s). And on one row per customer and month, they queued behind
 * each other until each committed. Now a chunk adds to its own backend's stripe of each key, in key order.
 */
describe('Insights summary: concurrent chunks of the same customers', () => {
  let database: TestDatabase;
  let service: RunningService;
  let summary: KeepInsightsSummary;
  let tx: TransactionHost;
  let db: Client;
  let seq = 0;
  let first = 700_001;

  const bookings = (ids: readonly number[]): BookingFigures[] =>
    ids.map((customerId) => ({
      orderNo: `LOCK${String(seq++).padStart(6, '0')}`,
      customerId,
      supplierId: 4,
      templateName: 'PN_PARCEL',
      bookedAt: new Date('2026-03-04T10:00:00Z'),
      priceOre: '10000',
      co2eGrams: '700',
      kgKm: '1000',
      air: false,
      deliveryMaxDays: 1,
    }));

  const client = async () => {
    const c = new Client({ connectionString: database.url });
    await c.connect();
    return c;
  };

  /**
   * Customers of their own, whose month and week exist in every stripe (so a chunk updates rows, locking each
   * existing row as it reaches it, visibly to FOR UPDATE SKIP LOCKED), with nothing counted yet.
   */
  async function customers(): Promise<number[]> {
    const ids = Array.from({ length: CUSTOMERS }, (_, i) => first + i);
    first += CUSTOMERS;
    await db.query(
      `INSERT INTO customers.insight_monthly (customer_id, month, supplier_id, template_name, stripe)
       SELECT c, $2::date, 4, 'PN_PARCEL', s FROM unnest($1::int[]) c, generate_series(0, $3 - 1) s`,
      [ids, MONTH, INSIGHT_STRIPES],
    );
    await db.query(
      `INSERT INTO customers.insight_weekly (customer_id, week, stripe) SELECT c, $2::date, s FROM unnest($1::int[]) c, generate_series(0, $3 - 1) s`,
      [ids, WEEK, INSIGHT_STRIPES],
    );
    return ids;
  }

  /** Per customer, what its month and week count over all stripes. */
  const counted = async (ids: number[]) =>
    (
      await db.query(
        `SELECT (SELECT array_agg(DISTINCT n) FROM (SELECT sum(consignments)::int AS n FROM customers.insight_monthly
                                                      WHERE customer_id = ANY($1) GROUP BY customer_id) m) AS monthly,
                (SELECT array_agg(DISTINCT n) FROM (SELECT sum(consignments)::int AS n FROM customers.insight_weekly
                                                      WHERE customer_id = ANY($1) GROUP BY customer_id) w) AS weekly`,
        [ids],
      )
    ).rows[0];

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await startService({
      name: 'customers',
      modules: [CustomersModule],
      config: testConfig({ DATABASE_URL: database.url, DEMO_DATA: 'false' }),
      keys: 'ensure',
      listen: false,
    });
    summary = service.app.get(KeepInsightsSummary);
    tx = service.app.select(CustomersModule).get(TransactionHost);
    db = await client();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await service?.close();
    await database?.drop();
  });

  it("adds to its own backend's stripe: another transaction holding every other stripe's rows does not hold it up", async () => {
    const ids = await customers();
    const other = await client();
    try {
      const added = await tx.run(async (manager) => {
        // A chunk that has to wait for a row fails here instead of waiting for the end of the test.
        await manager.query("SET LOCAL lock_timeout = '5s'");
        const [{ stripe }] = await manager.query(`SELECT pg_backend_pid() % ${INSIGHT_STRIPES} AS stripe`);
        await other.query('BEGIN');
        await other.query('SELECT 1 FROM customers.insight_monthly WHERE customer_id = ANY($1) AND stripe <> $2 FOR UPDATE', [ids, stripe]);
        await other.query('SELECT 1 FROM customers.insight_weekly WHERE customer_id = ANY($1) AND stripe <> $2 FOR UPDATE', [ids, stripe]);
        await summary.recordBookings(bookings(ids));
        return stripe;
      });
      await other.query('COMMIT');

      const { rows } = await db.query(
        `SELECT stripe, sum(consignments)::int AS n FROM customers.insight_monthly WHERE customer_id = ANY($1) AND consignments > 0 GROUP BY stripe`,
        [ids],
      );
      expect(rows).toEqual([{ stripe: added, n: CUSTOMERS }]);
      expect(await counted(ids)).toEqual({ monthly: [1], weekly: [1] });
    } finally {
      await other.end();
    }
  });

  it('within a stripe, waits at the first customer holding none of the others, then counts every booking once', async () => {
    const ids = await customers();
    const [firstId] = ids;
    // Another chunk's transaction holds the first customer's rows, every stripe of them.
    const other = await client();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM customers.insight_monthly WHERE customer_id = $1 FOR UPDATE', [firstId]);
      await other.query('SELECT 1 FROM customers.insight_weekly WHERE customer_id = $1 FOR UPDATE', [firstId]);

      // The customers in reverse, so that input order would take the last customer first.
      const chunk = tx.run(() => summary.recordBookings(bookings([...ids].reverse())));
      await eventually(async () => {
        const { rows } = await db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO insight_monthly%'`,
        );
        expect(rows[0].n).toBe(1);
      });

      // While it waits, every other customer's rows are free to lock.
      const free = async (table: string) =>
        (await db.query(`SELECT 1 FROM customers.${table} WHERE customer_id = ANY($1) FOR UPDATE SKIP LOCKED`, [ids.slice(1)])).rows.length;
      expect({ monthly: await free('insight_monthly'), weekly: await free('insight_weekly') }).toEqual({
        monthly: (CUSTOMERS - 1) * INSIGHT_STRIPES,
        weekly: (CUSTOMERS - 1) * INSIGHT_STRIPES,
      });

      await other.query('COMMIT');
      await chunk;
    } finally {
      await other.end();
    }
    expect(await counted(ids)).toEqual({ monthly: [1], weekly: [1] });
  });

  it("counts a chunk's deliveries once per order, the first report of each, on time or late", async () => {
    const [customerId] = await customers();
    const [a, b, c] = bookings([customerId, customerId, customerId]);
    await tx.run(() => summary.recordBookings([a, b, c]));
    const report = (orderNo: string, status: string, occurredAt: string) =>
      ({
        envelope: { eventId: `${orderNo}-${status}-${occurredAt}`, eventType: 'OrderStatusChanged', occurredAt },
        data: { orderNo, consignmentNo: `C${orderNo}`, status, occurredAt },
      }) as unknown as InboundEvent<'OrderStatusChanged'>;

    // Booked Wednesday 4 March with a promise of one working day: Thursday is on time, the Monday after is late.
    await tx.run(() =>
      summary.statusChanged([
        report(a.orderNo, 'DELIVERED', '2026-03-05T10:00:00Z'),
        report(a.orderNo, 'DELIVERED', '2026-03-04T15:00:00Z'),
        report(b.orderNo, 'PICKUP', '2026-03-04T15:00:00Z'),
        report(b.orderNo, 'delivered', '2026-03-09T10:00:00Z'),
        report('NOSUCHORDER', 'DELIVERED', '2026-03-05T10:00:00Z'),
        report(c.orderNo, 'DELIVERED', 'not a date'),
      ]),
    );
    await tx.run(() =>
      summary.statusChanged([
        report(c.orderNo, 'DELIVERED', '2026-03-05T10:00:00Z'),
        report(a.orderNo, 'DELIVERED', '2026-03-10T10:00:00Z'),
      ]),
    );

    const { rows } = await db.query(
      `SELECT sum(delivered)::int AS delivered, sum(on_time)::int AS on_time FROM customers.insight_monthly WHERE customer_id = $1`,
      [customerId],
    );
    expect(rows[0]).toEqual({ delivered: 3, on_time: 2 });
    const days = await db.query(
      `SELECT order_no, to_char(delivered_day, 'YYYY-MM-DD') AS day FROM customers.insight_orders WHERE order_no = ANY($1) ORDER BY order_no`,
      [[a.orderNo, b.orderNo, c.orderNo]],
    );
    expect(days.rows.map((row: { day: string }) => row.day)).toEqual(['2026-03-05', '2026-03-09', '2026-03-05']);
  });
});
