import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { decodeEvent, encodeEvent, EventData, EventType, contractFor } from '@freight/contracts';
import { createLogger, Principal } from '@freight/kernel';
import { envelopeToHeaders, KafkaTransport, MessageHandler, SubscribeOptions } from '@freight/messaging';
import { RunningService, startService } from '@freight/runtime';
import { createTestDatabase, eventually, TestDatabase, testConfig, testKafkaBrokers } from '@freight/testing';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Client } from 'pg';
import { fromCp437 } from '../src/accounting/domain/sie';
import { ExportSieQuery } from '../src/accounting/queries/export-sie/export-sie.handler';
import { BillingModule } from '../src/billing.module';
import { CreditOrderCommand } from '../src/bill-orders/commands/credit-order/credit-order.handler';
import { GetBalanceQuery } from '../src/bills/queries/get-balance/get-balance.query';
import { BillOrdersPage, ListBillOrdersQuery } from '../src/bills/queries/list-bill-orders/list-bill-orders.query';
import { GetBillPdfQuery } from '../src/bills/queries/get-bill-pdf/get-bill-pdf.query';
import { isValidOcrReference } from '../src/domain/ocr';
import { InvoiceRun } from '../src/invoice-runs/application/invoice-run';
import {
  PAYMENT_BATCH,
  RegisterBgMaxPaymentsCommand,
  RegisterPaymentsResult,
} from '../src/payments/commands/register-bgmax-payments/register-bgmax-payments.handler';
import { ReconcileQuery, ReconciliationReport } from '../src/reconciliation/queries/reconcile/reconcile.handler';
import { bgMaxFile } from './bgmax-builder';

/**
 * Kafka with this run's own consumer group: every process on the broker that holds a billing module joins
 * frakt-billing, and a partition handed to another engineer's portal would take this test's events.
 */
class OwnGroupKafkaTransport extends KafkaTransport {
  private readonly suffix = randomUUID().slice(0, 8);

  override subscribe(group: string, topics: string[], handler: MessageHandler, options?: SubscribeOptions): Promise<void> {
    return super.subscribe(`${group}-test-${this.suffix}`, topics, handler, options);
  }
}

/** Billing alone against the real PostgreSQL and the real Kafka: OrderBooked in, bills, payments and credit state out. */
describe('Billing over Kafka', () => {
  let database: TestDatabase;
  let service: RunningService;
  let producer: KafkaTransport;
  let db: Client;
  // Customer ids of this run only: the topics carry other runs' events too.
  const base = 700_000 + Math.floor(Math.random() * 200_000);
  // Topics of this run only: bill numbers start at 100001 in every test database, and the mail's inbox is keyed
  // by the bill, so another run's BillIssued for the same number (read from the topic's start) took this run's mail.
  const namespace = `billing-int-${randomUUID().slice(0, 8)}.`;
  const customer = (n: number) => base + n;

  const publish = async <K extends EventType>(type: K, key: string | number, data: EventData<K>, eventId = randomUUID()) => {
    await producer.publish([
      {
        topic: contractFor(type).topic,
        key: String(key),
        value: Buffer.from(encodeEvent(type, data)),
        headers: envelopeToHeaders({
          eventId,
          eventType: type,
          aggregateId: String(key),
          occurredAt: new Date().toISOString(),
          correlationId: randomUUID(),
          causationId: '',
          schemaVersion: 1,
          producer: 'billing-test',
          contentType: 'application/x-protobuf',
        }),
      },
    ]);
    return eventId;
  };

  const profile = (customerId: number, creditLimitOre: string, email = '') =>
    publish('CustomerProfileChanged', customerId, {
      customerId: String(customerId),
      priceList: 1,
      memberLevel: 2,
      customerLevel: 2,
      consigneeType: 'company',
      compId: customerId,
      name: `Kund ${customerId} AB`,
      orgNo: '556677-8899',
      address: 'Storgatan 1',
      postcode: '11122',
      city: 'Stockholm',
      creditLimitOre,
      email,
    });

  const booked = (
    customerId: number,
    orderNo: string,
    priceOre: number,
    bookedAt = '2026-11-10T09:30:00.000Z',
    insured = false,
  ): EventData<'OrderBooked'> => ({
    orderNo,
    customerId: String(customerId),
    consignmentId: randomUUID(),
    consignmentNo: `131${orderNo}`,
    supplierId: 131,
    templateName: 'UPS_STANDARD',
    priceOre: String(priceOre),
    currency: 'SEK',
    insured,
    goodsValueOre: insured ? '1000000' : '0',
    insurancePriceOre: insured ? '7500' : '0',
    consigneeType: 'company',
    bookedAt,
    bookedBy: '7',
  });

  const lines = async (orderNo: string) =>
    (
      await db.query(
        'SELECT type, total_price_ore::int AS price, vat_ore::int AS vat FROM billing.bill_orders WHERE order_no = $1 ORDER BY id',
        [orderNo],
      )
    ).rows;
  const outbox = async (type: string, customerId: number) =>
    (
      await db.query<{ payload: Buffer }>('SELECT payload FROM billing.outbox WHERE event_type = $1 AND aggregate_id = $2 ORDER BY id', [
        type,
        String(customerId),
      ])
    ).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({
      DATABASE_URL: database.url,
      KAFKA_BROKERS: testKafkaBrokers().join(','),
      DEMO_DATA: 'false',
      BILLING_TRANSACTION_FEE_ORE: '1500',
      BILLING_CREDIT_OVERDUE_DAYS: '10',
    });
    const transport = new OwnGroupKafkaTransport({
      brokers: testKafkaBrokers(),
      clientId: `billing-int-${randomUUID().slice(0, 8)}`,
      logger: createLogger('error', 'billing-int'),
      namespace,
    });
    service = await startService({ name: 'billing', modules: [BillingModule], config, keys: 'ensure', listen: false, transport });
    producer = new KafkaTransport({
      brokers: testKafkaBrokers(),
      clientId: `billing-test-${randomUUID().slice(0, 8)}`,
      logger: createLogger('error', 'billing-test'),
      namespace,
    });
    db = new Client({ connectionString: database.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await producer?.close();
    await service?.close();
    await database?.drop();
  });

  it('bills an OrderBooked delivered twice once: freight, insurance premium and fee, 25 % VAT each, in öre; skips what it cannot bill', async () => {
    await profile(customer(1), '0');
    // Ahead in the same partition: bookings billing cannot read (no instant, a customer id beyond its column) are skipped, not retried for ever.
    await publish('OrderBooked', customer(1), booked(customer(1), `A${base}0`, 100, ''));
    await publish('OrderBooked', customer(1), { ...booked(customer(1), `A${base}9`, 100), customerId: '99999999999' });
    const event = booked(customer(1), `A${base}1`, 24_900, '2026-11-10T09:30:00.000Z', true);
    const eventId = await publish('OrderBooked', customer(1), event);
    await publish('OrderBooked', customer(1), event, eventId);
    // The same booking again under another event id (a replay): the order's lines are keyed too.
    await publish('OrderBooked', customer(1), event);

    await eventually(async () => expect(await lines(event.orderNo!)).toHaveLength(3), 60_000);
    // Anything still in flight would have arrived with the profile of another customer published after it.
    await profile(customer(9), '0');
    await eventually(
      async () =>
        expect(
          (await db.query("SELECT 1 FROM billing.customers WHERE customer_id = $1 AND changed_at > '-infinity'", [customer(9)])).rows,
        ).toHaveLength(1),
      60_000,
    );
    expect(await lines(`A${base}0`)).toEqual([]);
    expect(await lines(`A${base}9`)).toEqual([]);
    expect(await lines(event.orderNo!)).toEqual([
      { type: 'FREIGHT', price: 24_900, vat: 6_225 },
      { type: 'INSURANCE', price: 7_500, vat: 1_875 },
      { type: 'FEE', price: 1_500, vat: 375 },
    ]);
  });

  it('bills the freight and the fee of a transport to Norway without VAT (10 kap. 68 § ML), the premium with 25 %, and says why', async () => {
    await profile(customer(20), '0');
    const toNorway = { ...booked(customer(20), `N${base}1`, 24_900, '2026-11-10T09:30:00.000Z', true), consigneeCountry: 'NO' };
    await publish('OrderBooked', customer(20), toNorway);
    await eventually(async () => expect(await lines(toNorway.orderNo!)).toHaveLength(3), 60_000);
    expect(await lines(toNorway.orderNo!)).toEqual([
      { type: 'FREIGHT', price: 24_900, vat: 0 },
      { type: 'INSURANCE', price: 7_500, vat: 1_875 },
      { type: 'FEE', price: 1_500, vat: 0 },
    ]);
    const { rows } = await db.query('SELECT type, vat_rate, description FROM billing.bill_orders WHERE order_no = $1 ORDER BY id', [
      toNorway.orderNo,
    ]);
    expect(rows.map((r) => r.vat_rate)).toEqual([0, 25, 0]);
    expect(rows[0].description).toBe('Frakt UPS (momsfri export, 10 kap. 68 § ML)');
    // Denmark is inside the EU: 25 % as before.
    const toDenmark = { ...booked(customer(20), `N${base}2`, 10_000), consigneeCountry: 'DK' };
    await publish('OrderBooked', customer(20), toDenmark);
    await eventually(async () => expect(await lines(toDenmark.orderNo!)).toHaveLength(2), 60_000);
    expect(await lines(toDenmark.orderNo!)).toEqual([
      { type: 'FREIGHT', price: 10_000, vat: 2_500 },
      { type: 'FEE', price: 1_500, vat: 375 },
    ]);
  });

  it("searches and pages a customer's bill orders in the database; the count stops 10 000 rows past the page", async () => {
    const who = customer(5);
    const queries = service.app.get(QueryBus);
    // 10 030 freight lines and their fees, one a minute back from 2026-11-20 12:00 (the oldest written first, as booked),
    // written as the consumer writes them.
    await db.query(
      `WITH l AS (
         INSERT INTO billing.bill_orders (order_no, type, customer_id, consignment_no, supplier_id, article, info_text, description,
                                          total_price_ore, vat_rate, vat_ore, user_id, date_created, booked_date)
         SELECT 'S' || $1::int || '-' || lpad(i::text, 5, '0'), t, $1, (7700000000 + i)::text, 131, 'PN_PARCEL', '', 'Frakt PostNord',
                10000, 25, 2500, '7', at, (at AT TIME ZONE 'Europe/Stockholm')::date
           FROM generate_series(10030, 1, -1) AS i, unnest(ARRAY['FREIGHT', 'FEE']) AS t,
                LATERAL (SELECT timestamptz '2026-11-20T12:00:00+01:00' - make_interval(mins => i)) AS x(at)
         RETURNING id, customer_id, booked_date, type, order_no || ' ' || consignment_no || ' ' || article || ' ' || description AS text)
       INSERT INTO billing.bill_order_search (customer_id, booked_date, line_id, text)
       SELECT customer_id, booked_date, id, text FROM l WHERE type <> 'FEE'`,
      [who],
    );
    const list = (range: [number, number], order: 'ASC' | 'DESC' = 'DESC') => ({
      sort: { field: 'date' as const, order },
      range: { start: range[0], end: range[1] },
      filter: {},
    });
    const search = (
      phrase: string,
      range: [number, number] = [0, 24],
      period = { from: null as string | null, to: null as string | null },
      order: 'ASC' | 'DESC' = 'DESC',
    ) => queries.execute<ListBillOrdersQuery, BillOrdersPage>(new ListBillOrdersQuery(who, period, phrase, list(range, order)));
    const numbers = (page: BillOrdersPage) => page.rows.map((r) => r.orderno);
    const order = (i: number) => `S${who}-${String(i).padStart(5, '0')}`;

    const first = await search('');
    expect(first.total).toBeNull();
    expect(numbers(first)).toEqual(Array.from({ length: 25 }, (_, i) => order(i + 1)));
    expect(first.rows.every((r) => r.type === 'FREIGHT')).toBe(true);
    // Near the end the count reaches every line: exact again.
    const last = await search('', [10_020, 10_029]);
    expect(last.total).toBe(10_030);
    expect(numbers(last)).toEqual(Array.from({ length: 10 }, (_, i) => order(10_021 + i)));
    expect(numbers(await search('', [500, 502], undefined, 'ASC'))).toEqual([order(9530), order(9529), order(9528)]);
    // A day: 2026-11-19 is minutes 721 to 2160 before noon on the 20th (Stockholm time).
    const day = await search('', [0, 0], { from: '2026-11-19', to: '2026-11-19' });
    expect(day.total).toBe(1440);
    expect(numbers(day)).toEqual([order(721)]);

    // The middle of a consignment number, an order number in lower case, and a phrase every line matches.
    const middle = await search('000424');
    expect(middle.total).toBe(11);
    expect(numbers(middle)).toEqual([order(424), ...Array.from({ length: 10 }, (_, i) => order(4240 + i))]);
    expect(numbers(await search(order(4711).toLowerCase()))).toEqual([order(4711)]);
    const common = await search('postnord', [0, 1]);
    expect(common.total).toBeNull();
    expect(numbers(common)).toEqual([order(1), order(2)]);
    const dated = await search('postnord', [0, 0], { from: '2026-11-19', to: '2026-11-19' }, 'ASC');
    expect(dated).toMatchObject({ total: 1440 });
    expect(numbers(dated)).toEqual([order(2160)]);
    expect(await search('50%')).toEqual({ rows: [], total: 0 });
  });

  it('makes one bill per customer when two invoice runs start at once, with a valid OCR and BillIssued', async () => {
    await profile(customer(2), '0');
    await publish('OrderBooked', customer(2), booked(customer(2), `B${base}1`, 10_000, '2026-11-11T10:00:00.000Z'));
    await publish('OrderBooked', customer(2), booked(customer(2), `B${base}2`, 20_000, '2026-11-12T10:00:00.000Z'));
    await eventually(
      async () => expect((await db.query('SELECT 1 FROM billing.bill_orders WHERE customer_id = $1', [customer(2)])).rows).toHaveLength(4),
      60_000,
    );

    const run = service.app.get(InvoiceRun);
    const at = new Date('2026-11-16T03:00:00.000Z');
    const results = await Promise.all([run.run(at), run.run(at)]);
    await run.run(at);

    expect(results.filter((r) => r.ran).length).toBeGreaterThanOrEqual(1);
    const bills = (
      await db.query(
        'SELECT id::text, ocr, bill_date::text, due_date::text, total_capital_ore::int AS capital, total_vat_ore::int AS vat FROM billing.bills WHERE customer_id = $1',
        [customer(2)],
      )
    ).rows;
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ bill_date: '2026-11-16', due_date: '2026-12-16', capital: 33_000, vat: 8_250 });
    expect(isValidOcrReference(bills[0].ocr)).toBe(true);
    expect(bills[0].ocr.startsWith(bills[0].id)).toBe(true);
    const unbilled = await db.query('SELECT 1 FROM billing.bill_orders WHERE customer_id = $1 AND bill_id IS NULL', [customer(2)]);
    expect(unbilled.rows).toHaveLength(0);
    const issued = (await outbox('BillIssued', customer(2))).map((r) => decodeEvent('BillIssued', r.payload));
    expect(issued).toEqual([
      expect.objectContaining({
        billId: bills[0].id,
        ocr: bills[0].ocr,
        totalCapitalOre: '33000',
        totalVatOre: '8250',
        dueDate: '2026-12-16',
        credit: false,
      }),
    ]);
  });

  it('mails each issued invoice once with its PDF, also when BillIssued comes again or under another id; none without an address', async () => {
    const mailed = customer(6);
    const silent = customer(7);
    await profile(mailed, '0', `faktura.${mailed}@example.se`);
    await profile(silent, '0');
    await publish('OrderBooked', mailed, booked(mailed, `M${base}1`, 12_300, '2026-11-12T10:00:00.000Z'));
    await publish('OrderBooked', silent, booked(silent, `M${base}2`, 4_500, '2026-11-12T10:00:00.000Z'));
    await eventually(async () => expect((await lines(`M${base}2`)).length).toBe(2), 60_000);
    await eventually(async () => expect((await lines(`M${base}1`)).length).toBe(2), 60_000);
    await eventually(
      async () =>
        expect((await db.query('SELECT email FROM billing.customers WHERE customer_id = $1', [mailed])).rows).toEqual([
          { email: `faktura.${mailed}@example.se` },
        ]),
      60_000,
    );

    await service.app.get(InvoiceRun).run(new Date('2026-11-16T03:00:00.000Z'));
    const billOf = async (customerId: number) =>
      (await db.query<{ id: string; ocr: string }>('SELECT id::text, ocr FROM billing.bills WHERE customer_id = $1', [customerId])).rows[0];
    const [bill, silentBill] = [await billOf(mailed), await billOf(silent)];
    const mails = async (billId: string) =>
      (
        await db.query<{ payload: Buffer }>("SELECT payload FROM billing.outbox WHERE event_type = 'MailRequested' AND aggregate_id = $1", [
          billId,
        ])
      ).rows.map((r) => decodeEvent('MailRequested', r.payload));
    const [mail] = await eventually(async () => {
      const found = await mails(bill.id);
      expect(found).toHaveLength(1);
      return found;
    }, 60_000);
    expect(mail).toMatchObject({
      customerId: String(mailed),
      to: [`faktura.${mailed}@example.se`],
      subject: `Faktura ${bill.id} från Frakt Sverige AB`,
      senderType: 4,
      language: 'sv',
      kind: 'bill-issued',
    });
    // 123 + 15 kr excl. VAT = 172,50 kr incl. VAT, due 30 days on.
    expect(mail.text).toContain('Att betala: 172,50 kr (inkl. moms)');
    expect(mail.text).toContain('Förfallodatum: 2026-12-16');
    expect(mail.text).toContain(`OCR-nummer: ${bill.ocr}`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`faktura-${bill.id}.pdf`, 'application/pdf']]);
    const pdf = Buffer.from(mail.attachments[0].content);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const principal: Principal = { userId: 1, customerId: mailed, customerLevel: 2, demo: false, testUser: false, role: 'administrator' };
    const printed = await service.app
      .get(QueryBus)
      .execute<GetBillPdfQuery, { pdf: Buffer }>(new GetBillPdfQuery(principal, Number(bill.id)));
    expect(pdf.equals(printed.pdf)).toBe(true);

    // The BillIssued again (its own id), and replayed under a new one; then a BillIssued of a bill this database
    // does not have, behind them in the partition: once the consumer has taken that one, it has taken the others.
    const issuedOf = async (customerId: number) =>
      (
        await db.query<{ event_id: string; payload: Buffer }>(
          "SELECT event_id::text, payload FROM billing.outbox WHERE event_type = 'BillIssued' AND aggregate_id = $1",
          [String(customerId)],
        )
      ).rows[0];
    // The consumer's inbox row for a BillIssued, whichever key it files it under (the bill, or the event id).
    const taken = async (billId: string, eventId: string) =>
      (
        await db.query('SELECT 1 FROM billing.inbox WHERE consumer = $1 AND event_id IN ($2, $3)', [
          'MailInvoiceWhenBillIssued',
          `bill:${billId}`,
          eventId,
        ])
      ).rows.length;
    const issued = await issuedOf(mailed);
    const again = decodeEvent('BillIssued', issued.payload);
    await publish('BillIssued', mailed, again, issued.event_id);
    await publish('BillIssued', mailed, again);
    const fence = '990000000001' + String(base);
    const fenceId = await publish('BillIssued', mailed, { ...again, billId: fence });
    await eventually(async () => expect(await taken(fence, fenceId)).toBe(1), 60_000);
    expect(await mails(bill.id)).toHaveLength(1);
    expect(await mails(fence)).toEqual([]);
    // A customer without an invoice address: its bill was taken, and nothing was mailed.
    await eventually(async () => expect(await taken(silentBill.id, (await issuedOf(silent)).event_id)).toBe(1), 60_000);
    expect(await mails(silentBill.id)).toEqual([]);
  });

  it('mails a bill of more lines than a mail carries without its PDF, pointing to the portal', async () => {
    const large = customer(8);
    await profile(large, '0', `stor.${large}@example.se`);
    await eventually(
      async () =>
        expect((await db.query("SELECT 1 FROM billing.customers WHERE customer_id = $1 AND email <> ''", [large])).rows).toHaveLength(1),
      60_000,
    );
    // 5 001 freight lines, written as the consumer writes them.
    await db.query(
      `INSERT INTO billing.bill_orders (order_no, type, customer_id, consignment_no, supplier_id, article, info_text, description,
                                        total_price_ore, vat_rate, vat_ore, user_id, date_created, booked_date)
       SELECT 'L' || $1::int || '-' || i, 'FREIGHT', $1, (7800000000 + i)::text, 131, 'PN_PARCEL', '', 'Frakt PostNord',
              1000, 25, 250, '7', timestamptz '2026-11-13T10:00:00Z', date '2026-11-13'
         FROM generate_series(1, 5001) AS i`,
      [large],
    );
    await service.app.get(InvoiceRun).run(new Date('2026-11-16T03:00:00.000Z'));
    const [{ id }] = (await db.query<{ id: string }>('SELECT id::text FROM billing.bills WHERE customer_id = $1', [large])).rows;
    const mail = await eventually(async () => {
      const { rows } = await db.query<{ payload: Buffer }>(
        "SELECT payload FROM billing.outbox WHERE event_type = 'MailRequested' AND aggregate_id = $1",
        [id],
      );
      expect(rows).toHaveLength(1);
      return decodeEvent('MailRequested', rows[0].payload);
    }, 60_000);
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain('Fakturan finns som PDF under Fakturahistorik i Frakt.');
    expect(mail.text).toContain('Att betala: 62\u00a0512,50 kr (inkl. moms)');
  });

  it('registers a BgMax file by OCR: partial, deduction, over-payment, unmatched; a second upload changes nothing', async () => {
    await profile(customer(3), '0');
    await publish('OrderBooked', customer(3), booked(customer(3), `C${base}1`, 98_500, '2026-11-11T10:00:00.000Z'));
    await eventually(
      async () => expect((await db.query('SELECT 1 FROM billing.bill_orders WHERE customer_id = $1', [customer(3)])).rows).toHaveLength(2),
      60_000,
    );
    await service.app.get(InvoiceRun).run(new Date('2026-11-16T03:00:00.000Z'));
    const [bill] = (await db.query('SELECT id::text, ocr FROM billing.bills WHERE customer_id = $1', [customer(3)])).rows;
    // 985 + 15 kr excl. VAT = 1 250,00 kr incl. VAT.
    const commands = service.app.get(CommandBus);
    const queries = service.app.get(QueryBus);

    const first = bgMaxFile('2026-11-20', [
      { reference: bill.ocr, amountOre: 100_000 },
      { reference: bill.ocr, amountOre: 10_000, deduction: true },
      { reference: '99999999999', amountOre: 5_000 },
    ]);
    expect(await commands.execute(new RegisterBgMaxPaymentsCommand(first))).toEqual({
      payments: 3,
      matched: 2,
      unmatched: 1,
      alreadyRegistered: 0,
      amount: '950.00',
    });
    expect(await commands.execute(new RegisterBgMaxPaymentsCommand(first))).toMatchObject({
      matched: 0,
      unmatched: 0,
      alreadyRegistered: 3,
    });
    const now = new Date('2026-11-25T12:00:00.000Z');
    expect(await queries.execute(new GetBalanceQuery(customer(3), now))).toMatchObject({
      unbilled: '0.00',
      overdue: '0.00',
      notOverdue: '350.00',
      balance: '350.00',
    });
    expect((await db.query('SELECT paid_date FROM billing.bills WHERE id = $1', [bill.id])).rows[0].paid_date).toBeNull();

    await commands.execute(new RegisterBgMaxPaymentsCommand(bgMaxFile('2026-11-28', [{ reference: bill.ocr, amountOre: 40_000 }], 2)));
    const paid = (
      await db.query("SELECT to_char(paid_date, 'YYYY-MM-DD') AS paid_date, paid_ore::int FROM billing.bills WHERE id = $1", [bill.id])
    ).rows[0];
    expect(paid).toEqual({ paid_date: '2026-11-28', paid_ore: 130_000 });
    // The 50 kr paid too much stays as the customer's credit.
    expect(await queries.execute(new GetBalanceQuery(customer(3), now))).toMatchObject({ notOverdue: '-50.00', balance: '-50.00' });
    expect(
      (await db.query('SELECT ocr, amount_ore::int FROM billing.payments WHERE bill_id IS NULL AND ocr = $1', ['99999999999'])).rows,
    ).toEqual([{ ocr: '99999999999', amount_ore: 5_000 }]);
    expect((await outbox('PaymentRegistered', customer(3))).map((r) => decodeEvent('PaymentRegistered', r.payload).billPaid)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it("counts a payment once by the bank's identity: the same payments in three re-encoded files, a serial twice in one file", async () => {
    await profile(customer(11), '0');
    await publish('OrderBooked', customer(11), booked(customer(11), `P${base}1`, 98_500, '2026-11-12T10:00:00.000Z'));
    await eventually(async () => expect(await lines(`P${base}1`)).toHaveLength(2), 60_000);
    await service.app.get(InvoiceRun).run(new Date('2026-11-16T03:00:00.000Z'));
    const [bill] = (await db.query('SELECT id::text, ocr FROM billing.bills WHERE customer_id = $1', [customer(11)])).rows;
    const commands = service.app.get(CommandBus);
    const register = (file: string) =>
      commands.execute<RegisterBgMaxPaymentsCommand, RegisterPaymentsResult>(new RegisterBgMaxPaymentsCommand(file));
    const payments = [
      { reference: bill.ocr, amountOre: 1_200 },
      { reference: bill.ocr, amountOre: 500, deduction: true },
      { reference: '', amountOre: 700 },
    ];

    expect(await register(bgMaxFile('2026-11-21', payments, 7))).toMatchObject({ payments: 3, matched: 2, unmatched: 1, amount: '14.00' });
    // The bank sends them again: LF line ends, another creation time, trailing spaces trimmed, each a new file.
    for (const encoding of [
      { lineEnd: '\n' as const },
      { createdAt: '20261202061500000001' },
      { trimmed: true, lineEnd: '\n' as const, createdAt: '20261203070000000000' },
    ]) {
      expect(await register(bgMaxFile('2026-11-21', payments, 7, encoding))).toEqual({
        payments: 3,
        matched: 0,
        unmatched: 0,
        alreadyRegistered: 3,
        amount: '0.00',
      });
    }
    // One record twice in a file (the same Bankgirot serial, reference and amount) is one payment.
    const twice = bgMaxFile('2026-11-22', [{ reference: bill.ocr, amountOre: 300 }], 8).split('\r\n');
    const doubled = [...twice.slice(0, 3), twice[2], ...twice.slice(3)]
      .join('\r\n')
      .replace(/^(15.{69})00000001/m, '$100000002')
      .replace(/^70000000010/m, '70000000020');
    expect(await register(doubled)).toMatchObject({ payments: 2, matched: 1, alreadyRegistered: 1, amount: '3.00' });

    const paid = (await db.query('SELECT paid_ore::int FROM billing.bills WHERE id = $1', [bill.id])).rows[0].paid_ore;
    expect(paid).toBe(1_200 - 500 + 300);
    const rows = (
      await db.query('SELECT count(*)::int AS n FROM billing.payments WHERE ocr = $1 OR (ocr = $2 AND paid_on = $3)', [
        bill.ocr,
        '',
        '2026-11-21',
      ])
    ).rows[0].n;
    expect(rows).toBe(4);
    // The reconciliation shows each bill's paid amount is its payments' sum and no bank identity twice.
    const report = await service.app
      .get(QueryBus)
      .execute<ReconcileQuery, ReconciliationReport>(new ReconcileQuery({ from: '2026-11-01', to: '2026-11-30' }));
    expect(report.payments.duplicates).toBe(0);
    expect(report.paidDiffers).toEqual([]);
    expect(report.payments.registered).toBeGreaterThanOrEqual(4);
  });

  it('writes a file as it arrives, a batch at a time, and nothing of one found broken after its first batch was written', async () => {
    const many = Array.from({ length: PAYMENT_BATCH + 1 }, (_, i) => ({ reference: `77${i}`, amountOre: 100 + i }));
    const file = bgMaxFile('2026-11-23', many, 9);
    // The closing record miscounts the payments: found at the very end, after the deposit's batch went to the database.
    const broken = file.replace(/^70\d{8}/m, `70${String(PAYMENT_BATCH + 2).padStart(8, '0')}`);
    async function* arriving(text: string): AsyncIterable<Buffer> {
      const bytes = Buffer.from(text);
      for (let i = 0; i < bytes.length; i += 4096) yield bytes.subarray(i, i + 4096);
    }
    const commands = service.app.get(CommandBus);
    const count = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM billing.payments WHERE paid_on = '2026-11-23'`)).rows[0].n as number;

    await expect(commands.execute(new RegisterBgMaxPaymentsCommand(arriving(broken)))).rejects.toMatchObject({
      code: 'BILL.BGMAX_INVALID',
    });
    expect(await count()).toBe(0);
    expect(await commands.execute(new RegisterBgMaxPaymentsCommand(arriving(file)))).toMatchObject({
      payments: PAYMENT_BATCH + 1,
      unmatched: PAYMENT_BATCH + 1,
    });
    expect(await count()).toBe(PAYMENT_BATCH + 1);
  });

  it('blocks a customer over its credit limit and one overdue past the configured days, and unblocks when paid', async () => {
    // Limit 500 kr incl. VAT; a 400 kr booking is 518,75 kr with fee and VAT.
    await profile(customer(4), '50000');
    await eventually(
      async () =>
        expect(
          (await db.query('SELECT credit_limit_ore::int AS l FROM billing.customers WHERE customer_id = $1', [customer(4)])).rows,
        ).toEqual([{ l: 50_000 }]),
      60_000,
    );
    await publish('OrderBooked', customer(4), booked(customer(4), `D${base}1`, 40_000, '2026-10-01T10:00:00.000Z'));
    await eventually(async () => expect(await lines(`D${base}1`)).toHaveLength(2), 60_000);
    await eventually(
      async () =>
        expect(
          (await outbox('CustomerCreditBlocked', customer(4))).map((r) => decodeEvent('CustomerCreditBlocked', r.payload).reason),
        ).toEqual(['CREDIT_LIMIT']),
      60_000,
    );

    // The limit raised: unblocked; then overdue: the bill is due 2026-11-01 + 30 days, blocked ten days after.
    await profile(customer(4), '10000000');
    await eventually(async () => expect(await outbox('CustomerCreditUnblocked', customer(4))).toHaveLength(1), 60_000);
    await service.app.get(InvoiceRun).run(new Date('2026-11-01T03:00:00.000Z'));
    const { CreditControl } = await import('../src/credit-control/application/credit-control');
    const { TransactionHost } = await import('@freight/kernel');
    const control = service.app.get(CreditControl);
    const tx = service.app.select(BillingModule).get(TransactionHost);
    expect(await tx.run(() => control.evaluate([customer(4)], new Date('2026-12-11T12:00:00.000Z')))).toEqual([]);
    expect(await tx.run(() => control.evaluate([customer(4)], new Date('2026-12-12T12:00:00.000Z')))).toEqual([
      { customerId: customer(4), blocked: true, reason: 'OVERDUE' },
    ]);

    const [bill] = (await db.query('SELECT ocr FROM billing.bills WHERE customer_id = $1', [customer(4)])).rows;
    await service.app
      .get(CommandBus)
      .execute(new RegisterBgMaxPaymentsCommand(bgMaxFile('2026-12-12', [{ reference: bill.ocr, amountOre: 51_875 }], 4)));
    expect(await outbox('CustomerCreditUnblocked', customer(4))).toHaveLength(2);
    expect(
      (await db.query('SELECT credit_blocked FROM billing.customers WHERE customer_id = $1', [customer(4)])).rows[0].credit_blocked,
    ).toBe(false);
  });

  it('exports the period as SIE 4I in code page 437 whose every voucher balances', async () => {
    const stream = await service.app
      .get(QueryBus)
      .execute<ExportSieQuery, Readable>(new ExportSieQuery('2026-01-01', '2026-12-31', new Date('2026-12-31T12:00:00Z')));
    const sie = Buffer.concat(await stream.toArray());
    const text = fromCp437(sie);

    expect(text).toMatch(/^#FLAGGA 0\r\n#FORMAT PC8\r\n#SIETYP 4\r\n/);
    expect(text).toContain('#KONTO 2611 "Utgående moms på försäljning inom Sverige, 25 %"');
    // The exempt freight to Norway (booked above, billed by the invoice runs) is booked apart from the taxed sales.
    expect(text).toMatch(/ {3}#TRANS 3305 \{\} -249\.00\r\n/);
    // "å" is byte 0x86 in code page 437.
    expect(sie.includes(Buffer.from([0x55, 0x74, 0x67, 0x86]))).toBe(true);
    const vouchers = [...text.matchAll(/#VER (\w+) (\S+) (\d{8}) "[^"]*"\r\n\{\r\n((?: {3}#TRANS .*\r\n)+)\}/g)];
    const bills = (await db.query('SELECT count(*)::int AS n FROM billing.bills')).rows[0].n;
    const payments = (await db.query('SELECT count(*)::int AS n FROM billing.payments')).rows[0].n;
    expect(vouchers).toHaveLength(bills + payments);
    for (const [, , , , body] of vouchers) {
      const amounts = [...body.matchAll(/#TRANS (\d{4}) \{\} (-?\d+)\.(\d{2})/g)].map(
        ([, , whole, ore]) => (whole.startsWith('-') ? -1 : 1) * (Math.abs(Number(whole)) * 100 + Number(ore)),
      );
      expect(amounts.length).toBeGreaterThanOrEqual(2);
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(0);
    }
  });

  it('holds unbilled plus unpaid against the limit to the öre from running line totals: billed, part paid, credited, written in SQL', async () => {
    const who = customer(10);
    const { CreditControl } = await import('../src/credit-control/application/credit-control');
    const { TransactionHost } = await import('@freight/kernel');
    const control = service.app.get(CreditControl);
    const tx = service.app.select(BillingModule).get(TransactionHost);
    // Before any bill is overdue: only the limit decides.
    const evaluate = () => tx.run(() => control.evaluate([who], new Date('2026-10-08T12:00:00.000Z')));
    const limit = async (ore: number) => {
      await db.query('UPDATE billing.customers SET credit_limit_ore = $2 WHERE customer_id = $1', [who, ore]);
      return evaluate();
    };
    const totals = async () =>
      (
        await db.query(
          `SELECT (SELECT sum(total_ore)::int FROM billing.customer_line_totals WHERE customer_id = $1) AS running,
                  (SELECT sum(total_price_ore + vat_ore)::int FROM billing.bill_orders WHERE customer_id = $1) AS lines`,
          [who],
        )
      ).rows[0];

    await profile(who, '100000000');
    // Two bookings of 400 kr: 518,75 kr each with fee and VAT; invoiced, then 300 kr paid on the bill.
    await publish('OrderBooked', who, booked(who, `L${base}1`, 40_000, '2026-10-05T10:00:00.000Z'));
    await publish('OrderBooked', who, booked(who, `L${base}2`, 40_000, '2026-10-05T11:00:00.000Z'));
    await eventually(async () => expect(await lines(`L${base}2`)).toHaveLength(2), 60_000);
    await service.app.get(InvoiceRun).run(new Date('2026-10-06T03:00:00.000Z'));
    const [bill] = (await db.query('SELECT ocr FROM billing.bills WHERE customer_id = $1', [who])).rows;
    await service.app
      .get(CommandBus)
      .execute(new RegisterBgMaxPaymentsCommand(bgMaxFile('2026-10-07', [{ reference: bill.ocr, amountOre: 30_000 }], 6)));
    // A third booking, unbilled, then credited; a line written in SQL (1 kr + VAT).
    await publish('OrderBooked', who, booked(who, `L${base}3`, 40_000, '2026-10-07T10:00:00.000Z'));
    await eventually(async () => expect(await lines(`L${base}3`)).toHaveLength(2), 60_000);
    await service.app.get(CommandBus).execute(new CreditOrderCommand(`L${base}3`, 7, new Date('2026-10-07T12:00:00.000Z')));
    await db.query(
      `INSERT INTO billing.bill_orders (order_no, type, customer_id, supplier_id, article, total_price_ore, vat_rate, vat_ore, date_created, booked_date)
       VALUES ($1, 'FREIGHT', $2, 131, 'PN_PARCEL', 100, 25, 25, '2026-10-07T13:00:00Z', '2026-10-07')`,
      [`L${base}4`, who],
    );

    // 2 × 518,75 billed − 300 paid + 518,75 − 518,75 credited + 1,25 = 738,75 kr owed.
    expect(await totals()).toEqual({ running: 103_875, lines: 103_875 });
    expect(await limit(73_875)).toEqual([]);
    expect(await limit(73_874)).toEqual([{ customerId: who, blocked: true, reason: 'CREDIT_LIMIT' }]);
    expect(await limit(73_875)).toEqual([{ customerId: who, blocked: false, reason: null }]);
    // The sums hold because a line's amounts never change: a correction is a credit line.
    await expect(db.query('UPDATE billing.bill_orders SET total_price_ore = 1 WHERE order_no = $1', [`L${base}4`])).rejects.toThrow(
      'never changed',
    );
  });

  it('bills once per scheduled slot across two replicas, whichever ticks first', async () => {
    const replica = await startService({
      name: 'billing',
      modules: [BillingModule],
      config: service.config,
      keys: 'ensure',
      listen: false,
      transport: new OwnGroupKafkaTransport({
        brokers: testKafkaBrokers(),
        clientId: `billing-int-replica-${randomUUID().slice(0, 8)}`,
        logger: createLogger('error', 'billing-int'),
        namespace,
      }),
    });
    try {
      const who = customer(9);
      const bills = async () => (await db.query('SELECT 1 FROM billing.bills WHERE customer_id = $1', [who])).rows.length;
      await profile(who, '0');
      await publish('OrderBooked', who, booked(who, `S${base}1`, 10_000, '2027-01-04T10:00:00.000Z'));
      await eventually(async () => expect(await lines(`S${base}1`)).toHaveLength(2), 60_000);

      // Both replicas' crons tick for 04:00 Stockholm, their clocks a second apart.
      await Promise.all([
        service.app.get(InvoiceRun).onSchedule(new Date('2027-01-05T03:00:00.400Z')),
        replica.app.get(InvoiceRun).onSchedule(new Date('2027-01-05T02:59:59.500Z')),
      ]);
      expect(await bills()).toBe(1);
      // A booking between the two runs: the late replica's tick of the same slot bills nothing the same day.
      await publish('OrderBooked', who, booked(who, `S${base}2`, 10_000, '2027-01-05T02:30:00.000Z'));
      await eventually(async () => expect(await lines(`S${base}2`)).toHaveLength(2), 60_000);
      await replica.app.get(InvoiceRun).onSchedule(new Date('2027-01-05T03:00:01.000Z'));
      expect(await bills()).toBe(1);
      // The next slot bills it.
      await replica.app.get(InvoiceRun).onSchedule(new Date('2027-01-06T03:00:00.000Z'));
      expect(await bills()).toBe(2);
      const slots = await db.query("SELECT slot FROM billing.job_runs WHERE job = 'billing-invoice-run' ORDER BY slot");
      expect(slots.rows.map((r: { slot: Date }) => r.slot.toISOString())).toEqual(['2027-01-05T03:00:00.000Z', '2027-01-06T03:00:00.000Z']);
    } finally {
      await replica.close();
    }
  });
});
