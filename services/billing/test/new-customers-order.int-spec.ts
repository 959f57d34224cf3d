import { TransactionHost } from '@freight/kernel';
import { RunningService, startService } from '@freight/runtime';
import { createTestDatabase, eventually, TestDatabase, testConfig } from '@freight/testing';
import { Client } from 'pg';
import { insertBillOrderLines } from '../src/bill-orders/application/event-handlers/create-bill-orders-when-order-booked';
import { BillingModule } from '../src/billing.module';
import type { BillOrderLine } from '../src/domain/bill-order-lines';

const FIRST = 800_001;
const CUSTOMERS = 20;

/**
 * OrderBooked's partitions are applied side by side and their chunks name the same customers; customers billing
 * has not seen yet are added by each chunk. In DISTINCT's hash order two chunks deadlocked on each other's
 * uncommitted inserts (issue 33's lag bench, whose 100 customers are new to billing); in customer order a chunk
 * waits at the first customer another chunk is adding, holding none of the ones after it.
 */
describe('Bill order lines: customers billing has not seen are added in customer order', () => {
  let database: TestDatabase;
  let service: RunningService;
  let tx: TransactionHost;
  let db: Client;

  const line = (customerId: number): BillOrderLine => ({
    orderNo: `NEW${customerId}`,
    type: 'FREIGHT',
    credit: false,
    customerId,
    consignmentNo: '',
    supplierId: 131,
    article: 'X',
    infoText: '',
    description: '',
    totalPriceOre: 10_000,
    vatRate: 25,
    vatOre: 2_500,
    currency: 'SEK',
    userId: '1',
    dateCreated: '2026-10-05T10:00:00Z',
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await startService({
      name: 'billing',
      modules: [BillingModule],
      config: testConfig({ DATABASE_URL: database.url, DEMO_DATA: 'false' }),
      keys: 'ensure',
      listen: false,
    });
    tx = service.app.select(BillingModule).get(TransactionHost);
    db = new Client({ connectionString: database.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await service?.close();
    await database?.drop();
  });

  it('waits at the first new customer another transaction is adding, holding none of the others', async () => {
    const ids = Array.from({ length: CUSTOMERS }, (_, i) => FIRST + i);
    const other = new Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('INSERT INTO billing.customers (customer_id) VALUES ($1)', [FIRST]);

      // The customers in reverse, so that input order would add the last one first.
      const chunk = tx.run(() => insertBillOrderLines(tx, [...ids].reverse().map(line)));
      await eventually(async () => {
        const { rows } = await db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO customers%'`,
        );
        expect(rows[0].n).toBe(1);
      });

      // Had the chunk added any of the others, this insert would wait for it (and fail at the lock timeout).
      await db.query('BEGIN');
      await db.query("SET LOCAL lock_timeout = '5s'");
      const added = await db.query('INSERT INTO billing.customers (customer_id) SELECT unnest($1::int[]) ON CONFLICT DO NOTHING', [
        ids.slice(1),
      ]);
      await db.query('ROLLBACK');
      expect(added.rowCount).toBe(CUSTOMERS - 1);

      await other.query('COMMIT');
      expect(await chunk).toEqual(expect.arrayContaining(ids));
    } finally {
      await db.query('ROLLBACK').catch(() => undefined);
      await other.end();
    }
    const { rows } = await db.query('SELECT count(*)::int AS n FROM billing.customers WHERE customer_id = ANY($1)', [ids]);
    expect(rows[0].n).toBe(CUSTOMERS);
  });
});
