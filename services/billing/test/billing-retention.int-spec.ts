import { testService } from '@freight/testing';
import { BillingModule } from '../src';
import { BillingRetention, bookkeepingCutoff } from '../src/retention/billing-retention';

/** A night in 2034: bills of 2026 ended their seventh year with 2033 and may go; those of 2027 stay until 2035. */
const NOW = new Date('2034-01-10T01:45:00.000Z');

/**
 * Billing's retention on the real PostgreSQL (bokföringslagen 7 kap. 2 §): bills go with their lines, search rows and
 * payments seven years after the end of their fiscal year, not a day before; a bill a kept credit names waits for it.
 */
describe('Billing service: bills are kept seven years after their fiscal year', () => {
  const service = testService({ name: 'billing', modules: [BillingModule], database: 'frakt_billing_retention' });
  beforeAll(() => service.start(), 120_000);

  afterAll(async () => {
    await service.stop();
  });

  const bill = async (id: number, billDate: string, creditsBillId: number | null = null) => {
    await service.db.query(
      `INSERT INTO billing.bills (id, customer_id, ocr, bill_date, due_date, period_from, period_to, total_capital_ore, total_vat_ore, credit, credits_bill_id, buyer)
       VALUES ($1, 1002, $2, $3, $3, $3, $3, 10000, 2500, $4, $5, '{"name":"Bertil Berg"}')`,
      [id, `${id}9`, billDate, creditsBillId !== null, creditsBillId],
    );
    await service.db.query(
      `INSERT INTO billing.bill_orders (order_no, type, credit, customer_id, supplier_id, article, description, total_price_ore, vat_rate, vat_ore, date_created, booked_date, bill_id, date_billed)
       VALUES ($1, 'FREIGHT', false, 1002, 4, 'A', 'Paket', 10000, 25, 2500, $2::date, $2::date, $3, $2::date)`,
      [`O${id}`, billDate, id],
    );
    await service.db.query(
      `INSERT INTO billing.payments (id, source, record_no, ocr, amount_ore, paid_on, bill_id, customer_id)
       VALUES (gen_random_uuid(), 'bgmax', 1, $1, 12500, $2, $3, 1002)`,
      [`${id}9`, billDate, id],
    );
  };
  const bills = async () =>
    (await service.db.query<{ id: string }>('SELECT id FROM billing.bills ORDER BY id')).rows.map((r) => Number(r.id));

  it('cuts at 1 January seven years back, in Stockholm', () => {
    expect(bookkeepingCutoff(NOW).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    // 31 December 23:30 UTC is already New Year's Day in Stockholm.
    expect(bookkeepingCutoff(new Date('2034-12-31T23:30:00.000Z')).toISOString()).toBe('2028-01-01T00:00:00.000Z');
  });

  it('removes the bills of a fiscal year seven years past with their lines and payments, and keeps the next year’s', async () => {
    await bill(1, '2026-03-31');
    await bill(2, '2026-12-31');
    await bill(3, '2027-01-01');
    // A credit of 2027 names bill 4 of 2026: bill 4 stays while its credit does.
    await bill(4, '2026-06-30');
    await bill(5, '2027-02-01', 4);

    const result = await service.running.app.get(BillingRetention).run(NOW);

    expect(result).toMatchObject({ ran: true, rows: { bills: 2 } });
    expect(await bills()).toEqual([3, 4, 5]);
    const lines = await service.db.query('SELECT bill_id FROM billing.bill_orders ORDER BY bill_id');
    expect(lines.rows.map((r) => Number(r.bill_id))).toEqual([3, 4, 5]);
    const payments = await service.db.query('SELECT bill_id FROM billing.payments ORDER BY bill_id');
    expect(payments.rows.map((r) => Number(r.bill_id))).toEqual([3, 4, 5]);
  });
});
