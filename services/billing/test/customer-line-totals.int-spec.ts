import { messagingMigrations } from '@freight/messaging';
import { createTestDatabase, TestDatabase } from '@freight/testing';
import { DataSource } from 'typeorm';
import { billingMigrations } from '../src/database/billing.migrations';

/**
 * The running line totals credit control reads (customer_line_totals): counted from the lines already there when the
 * migration runs, and kept by the table's triggers for whoever writes lines, from whatever search_path.
 */
describe('Customer line totals in the real database', () => {
  let database: TestDatabase;
  let billing: DataSource;

  const line = (orderNo: string, customerId: number, priceOre: number, vatOre: number, type = 'FREIGHT') =>
    `('${orderNo}', '${type}', ${customerId}, 131, 'PN_PARCEL', ${priceOre}, 25, ${vatOre}, '2026-10-05T10:00:00Z', '2026-10-05')`;
  const insert = (...values: string[]) =>
    `INSERT INTO bill_orders (order_no, type, customer_id, supplier_id, article, total_price_ore, vat_rate, vat_ore, date_created, booked_date)
     VALUES ${values.join(', ')}`;
  const totals = async (): Promise<{ customer_id: number; running: number; lines: number }[]> =>
    billing.query(
      `SELECT customer_id, t.running, l.lines
         FROM (SELECT customer_id, sum(total_ore)::int AS running FROM customer_line_totals GROUP BY customer_id) t
         FULL JOIN (SELECT customer_id, sum(total_price_ore + vat_ore)::int AS lines FROM bill_orders GROUP BY customer_id) l USING (customer_id)
        ORDER BY customer_id`,
    );

  // The migration that adds the totals (later ones run with it here).
  const TOTALS_AT = billingMigrations.findIndex((m) => m.name === 'CountCustomerLineTotals1733000000700');

  beforeAll(async () => {
    database = await createTestDatabase('frakt_line_totals');
    // Every migration but the one that adds the totals: the lines of a running system before it.
    billing = new DataSource({
      type: 'postgres',
      url: database.url,
      schema: 'billing',
      migrations: [...messagingMigrations, ...billingMigrations.slice(0, TOTALS_AT)],
      migrationsTransactionMode: 'each',
      extra: { max: 2, options: '-c search_path=billing,public' },
    });
    await billing.initialize();
    await billing.query('CREATE SCHEMA IF NOT EXISTS billing');
    await billing.runMigrations({ transaction: 'each' });
  }, 60_000);

  afterAll(async () => {
    await billing?.destroy();
    await database?.drop();
  });

  it('counts the lines already written, then keeps counting every insert and delete; an amount or customer change is refused', async () => {
    await billing.query(insert(line('A1', 1, 10_000, 2_500), line('A1', 1, 1_500, 375, 'FEE'), line('B1', 2, 20_000, 5_000)));

    expect(billingMigrations[TOTALS_AT].name).toBe('CountCustomerLineTotals1733000000700');
    await billing.destroy();
    billing = new DataSource({ ...billing.options, migrations: [...messagingMigrations, ...billingMigrations] } as typeof billing.options);
    await billing.initialize();
    await billing.runMigrations({ transaction: 'each' });
    expect(await totals()).toEqual([
      { customer_id: 1, running: 14_375, lines: 14_375 },
      { customer_id: 2, running: 25_000, lines: 25_000 },
    ]);

    // As the consumer writes them (a statement with a conflict left alone), a credit, and a line from a session on another search_path.
    await billing.query(
      `${insert(line('A1', 1, 10_000, 2_500), line('A2', 1, 4_000, 1_000))} ON CONFLICT (order_no, type, credit) DO NOTHING`,
    );
    await billing.query(
      `INSERT INTO bill_orders (order_no, type, credit, customer_id, supplier_id, article, total_price_ore, vat_rate, vat_ore, date_created, booked_date)
       VALUES ('B1', 'FREIGHT', true, 2, 131, 'PN_PARCEL', -20000, 25, -5000, '2026-10-06T10:00:00Z', '2026-10-06')`,
    );
    await billing.transaction(async (manager) => {
      await manager.query('SET LOCAL search_path = public');
      await manager.query(insert(line('C1', 3, 800, 200)).replace('INSERT INTO bill_orders', 'INSERT INTO billing.bill_orders'));
    });
    // Billing a line changes no amount: allowed, and the totals stay (what is billed is subtracted through the bills).
    await billing.query("UPDATE bill_orders SET bill_id = 100001, date_billed = '2026-10-07' WHERE customer_id = 1");
    await billing.query("DELETE FROM bill_orders WHERE order_no = 'A2'");
    expect(await totals()).toEqual([
      { customer_id: 1, running: 14_375, lines: 14_375 },
      { customer_id: 2, running: 0, lines: 0 },
      { customer_id: 3, running: 1_000, lines: 1_000 },
    ]);

    await expect(billing.query("UPDATE bill_orders SET total_price_ore = 1 WHERE order_no = 'C1'")).rejects.toThrow('never changed');
    await expect(billing.query("UPDATE bill_orders SET customer_id = 1 WHERE order_no = 'C1'")).rejects.toThrow('never changed');
  });
});
