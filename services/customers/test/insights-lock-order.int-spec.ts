import { TransactionHost } from '@freight/kernel';
import { RunningService, startService } from '@freight/runtime';
import { createTestDatabase, eventually, TestDatabase, testConfig } from '@freight/testing';
import { Client } from 'pg';
import { KeepInsightsSummary } from '../src/insights/application/event-handlers/keep-insights-summary';
import { CustomersModule } from '../src/customers.module';
import type { BookingFigures } from '../src/insights/domain/booking-figures';

const FIRST = 700_001;
const CUSTOMERS = 20;
const customerIds = Array.from({ length: CUSTOMERS }, (_, i) => FIRST + i);

/**
 * The six partitions of freight.orders.v1 are consumed side by side, and each chunk of bookings names most of the
 * same customers, so chunks update the same monthly and weekly rows at once. Taken in a different order by each
 * (a hash aggregate's order), they deadlocked: a second lost each time to the deadlock check, then the chunk applied
 * record by record (issue 33's lag bench: p99 2.6-4.8 s). Taken in key order, a chunk waits behind another one at
 * the first row they share, holding none of the rows after it.
 */
describe('Insights summary: a chunk takes its summary rows in key order', () => {
  let database: TestDatabase;
  let service: RunningService;
  let summary: KeepInsightsSummary;
  let tx: TransactionHost;
  let seq = 0;

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
  }, 120_000);

  afterAll(async () => {
    await service?.close();
    await database?.drop();
  });

  it('waits at the first customer while holding none of the others, then counts every booking once', async () => {
    // The rows exist: a chunk then updates them (ON CONFLICT DO UPDATE locks each existing row as it reaches it).
    await tx.run(() => summary.recordBookings(bookings(customerIds)));

    // Another chunk's transaction holds the first customer's rows in both tables.
    const other = await client();
    const probe = await client();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM customers.insight_monthly WHERE customer_id = $1 FOR UPDATE', [FIRST]);
      await other.query('SELECT 1 FROM customers.insight_weekly WHERE customer_id = $1 FOR UPDATE', [FIRST]);

      // The customers in reverse, so that input order would take the last customer first.
      const chunk = tx.run(() => summary.recordBookings(bookings([...customerIds].reverse())));
      await eventually(async () => {
        const { rows } = await probe.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%insight_monthly%'`,
        );
        expect(rows[0].n).toBe(1);
      });

      // While it waits, every other customer's rows are free to lock.
      const free = async (table: string) =>
        (
          await probe.query(`SELECT customer_id FROM customers.${table} WHERE customer_id > $1 FOR UPDATE SKIP LOCKED`, [
            FIRST,
          ])
        ).rows.length;
      expect({ monthly: await free('insight_monthly'), weekly: await free('insight_weekly') }).toEqual({
        monthly: CUSTOMERS - 1,
        weekly: CUSTOMERS - 1,
      });

      await other.query('COMMIT');
      await chunk;

      const { rows } = await probe.query(
        `SELECT (SELECT array_agg(DISTINCT consignments) FROM customers.insight_monthly WHERE customer_id = ANY($1)) AS monthly,
                (SELECT array_agg(DISTINCT consignments) FROM customers.insight_weekly WHERE customer_id = ANY($1)) AS weekly`,
        [customerIds],
      );
      expect(rows[0]).toEqual({ monthly: [2], weekly: [2] });
    } finally {
      await other.end();
      await probe.end();
    }
  });
});
