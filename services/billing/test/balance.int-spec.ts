import { TransactionHost } from '@freight/kernel';
import { RunningService, startService } from '@freight/runtime';
import { createTestDatabase, TestDatabase, testConfig } from '@freight/testing';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import fc from 'fast-check';
import { insertBillOrderLines } from '../src/bill-orders/application/event-handlers/create-bill-orders-when-order-booked';
import { BillingModule } from '../src/billing.module';
import { BalanceResponse, GetBalanceQuery } from '../src/bills/queries/get-balance/get-balance.query';
import { ListBillsQuery, Page } from '../src/bills/queries/list-bills/list-bills.query';
import type { BillResponse } from '../src/bills/domain/bill.response';
import { vatOre } from '../src/domain/money';
import { InvoiceRun } from '../src/invoice-runs/application/invoice-run';
import { RegisterBgMaxPaymentsCommand } from '../src/payments/commands/register-bgmax-payments/register-bgmax-payments.handler';
import { bgMaxFile } from './bgmax-builder';

type Action =
  | { kind: 'book'; priceOre: number; day: number }
  | { kind: 'run'; day: number }
  | { kind: 'pay'; bill: number; amountOre: number; day: number };

const DAY = 86_400_000;
const START = Date.parse('2026-01-05T09:00:00Z');
const at = (day: number) => new Date(START + day * DAY);
const isoDay = (day: number) => at(day).toISOString().slice(0, 10);

/**
 * The balance against a model of the same history (lines, invoice runs, payments, over-payments and credit
 * lines included), and against the bill list: they agree to the öre, whatever the history.
 */
describe('Balance arithmetic (property)', () => {
  let database: TestDatabase;
  let service: RunningService;
  let nextCustomer = 5_000;

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await startService({
      name: 'billing',
      modules: [BillingModule],
      config: testConfig({ DATABASE_URL: database.url, DEMO_DATA: 'false', BILLING_TRANSACTION_FEE_ORE: '0' }),
      keys: 'ensure',
      listen: false,
    });
  }, 120_000);

  afterAll(async () => {
    await service?.close();
    await database?.drop();
  });

  const action: fc.Arbitrary<Action> = fc.oneof(
    fc.record({
      kind: fc.constant('book' as const),
      priceOre: fc.integer({ min: -50_000, max: 500_000 }),
      day: fc.integer({ min: 0, max: 90 }),
    }),
    fc.record({ kind: fc.constant('run' as const), day: fc.integer({ min: 0, max: 120 }) }),
    fc.record({
      kind: fc.constant('pay' as const),
      bill: fc.nat(5),
      amountOre: fc.integer({ min: 1, max: 700_000 }),
      day: fc.integer({ min: 0, max: 150 }),
    }),
  );

  it('unbilled, overdue and not overdue match the model and the bill list', async () => {
    const tx = service.app.select(BillingModule).get(TransactionHost);
    const queries = service.app.get(QueryBus);
    const commands = service.app.get(CommandBus);
    const run = service.app.get(InvoiceRun);

    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 8 }), fc.integer({ min: 0, max: 200 }), async (actions, today) => {
        const customerId = nextCustomer++;
        // The model: each line's amount incl. VAT and its booking day; bills with total, paid, due day.
        const lines: { ore: number; day: number; billed: boolean }[] = [];
        const bills: { ocr: string; total: number; paid: number; due: number }[] = [];
        let n = 0;
        // Time only moves forward, as in production.
        const ordered = [...actions].sort((a, b) => a.day - b.day);
        for (const a of ordered) {
          if (a.kind === 'book') {
            n++;
            await tx.run(() =>
              insertBillOrderLines(tx, [
                {
                  orderNo: `P${customerId}-${n}`,
                  type: 'FREIGHT',
                  credit: a.priceOre < 0,
                  customerId,
                  consignmentNo: '',
                  supplierId: 131,
                  article: 'X',
                  infoText: '',
                  description: '',
                  totalPriceOre: a.priceOre,
                  vatRate: 25,
                  vatOre: vatOre(a.priceOre),
                  currency: 'SEK',
                  userId: '1',
                  dateCreated: at(a.day).toISOString(),
                },
              ]),
            );
            lines.push({ ore: a.priceOre + vatOre(a.priceOre), day: a.day, billed: false });
          } else if (a.kind === 'run') {
            await run.run(at(a.day));
            const due = lines.filter((l) => !l.billed && l.day <= a.day);
            if (due.length) {
              due.forEach((l) => (l.billed = true));
              const [row] = (await tx.manager.query('SELECT ocr FROM bills WHERE customer_id = $1 ORDER BY id DESC LIMIT 1', [
                customerId,
              ])) as { ocr: string }[];
              bills.push({ ocr: row.ocr, total: due.reduce((s, l) => s + l.ore, 0), paid: 0, due: a.day + 30 });
            }
          } else if (bills.length) {
            const bill = bills[a.bill % bills.length];
            await commands.execute(
              new RegisterBgMaxPaymentsCommand(bgMaxFile(isoDay(a.day), [{ reference: bill.ocr, amountOre: a.amountOre }], n++)),
            );
            bill.paid += a.amountOre;
          }
        }

        const todayDate = new Date(START + today * DAY);
        const balance: BalanceResponse = await queries.execute(new GetBalanceQuery(customerId, todayDate));
        const toOre = (text: string) => Math.round(Number(text) * 100);
        const unbilled = lines.filter((l) => !l.billed).reduce((s, l) => s + l.ore, 0);
        // Bill dates are Stockholm dates of 09:00 UTC runs, the same calendar day.
        const open = bills.map((b) => ({ rest: b.total - b.paid, overdue: b.due < today }));
        const overdue = open.filter((b) => b.rest > 0 && b.overdue).reduce((s, b) => s + b.rest, 0);
        const all = open.reduce((s, b) => s + b.rest, 0);
        expect([toOre(balance.unbilled), toOre(balance.overdue), toOre(balance.notOverdue), toOre(balance.balance)]).toEqual([
          unbilled,
          overdue,
          all - overdue,
          unbilled + all,
        ]);

        const listed: Page<BillResponse> = await queries.execute(
          new ListBillsQuery(
            customerId,
            { from: null, to: null },
            { sort: { field: 'id', order: 'ASC' }, range: { start: 0, end: 99 }, filter: {} },
          ),
        );
        expect(listed.total).toBe(bills.length);
        expect(listed.rows.reduce((s, b) => s + toOre(b.total) - toOre(b.paidAmount), 0)).toBe(
          toOre(balance.overdue) + toOre(balance.notOverdue),
        );
        // A credit invoice (or a zero one) is settled when issued; its negative rest stays the customer's credit.
        expect(listed.rows.map((b) => b.paid)).toEqual(bills.map((b) => b.total <= 0 || b.paid >= b.total));
      }),
      { numRuns: 100 },
    );
  });
});
