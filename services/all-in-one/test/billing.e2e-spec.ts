import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeEvent } from '@freight/contracts';
import { EVENT_TRANSPORT, EventTransport } from '@freight/messaging';
import { ANNA, BERTIL, eventually } from '@freight/testing';
import { simpleParser } from 'mailparser';
import { bgMaxFile } from '../../billing/test/bgmax-builder';
import { apiCall, DemoAccount, HttpMethod, signInDemoAccounts, startTestPortal, TestPortal } from './portal';

/**
 * Billing through /api on the embedded portal (spec sections 2, 3, 4, 7, 8, 9): a booking becomes bill order
 * lines, an admin's invoice run a bill with its PDF, mailed with it once; lists, balance, payments, credit
 * invoices, credit block across services, pay later, SIE and reconciliation, with tenancy on every call.
 */
describe('Embedded portal: billing through /api', () => {
  let portal: TestPortal;
  let tokens: Record<DemoAccount, string>;
  const call = (who: DemoAccount, method: HttpMethod, path: string, body?: unknown, language = 'sv') =>
    apiCall(portal, tokens[who], method, path, body, language);

  const party = (role: string, postcode: string, city: string) => ({
    role,
    address: { name: `${city} AB`, postcode, city, countrycode: 'SE' },
  });
  const CONSIGNMENT = {
    templateName: 'PN_PARCEL',
    part: [party('consignor', '111 57', 'Stockholm'), party('consignee', '41304', 'Göteborg')],
    goodsItem: [{ noOfPackages: 1, weight: 4.5, length: 40, width: 30, height: 25, packageType: 'parcel' }],
  };

  async function book(who: DemoAccount = 'anna') {
    const consignment = (await call(who, 'post', '/consignment/?temp=0', CONSIGNMENT).expect(200)).body.consignments[0];
    const { orderNo } = (await call(who, 'post', '/order/', { consignmentId: consignment.consignmentId }).expect(200)).body;
    return call(who, 'put', '/order/book/', { orderNos: [orderNo] }).expect(200);
  }

  async function bookAndBill(who: DemoAccount = 'anna') {
    const res = await book(who);
    const { orderNo, consignmentNo } = res.body.orders[0];
    await eventually(async () =>
      expect((await portal.db.query('SELECT 1 FROM billing.bill_orders WHERE order_no = $1', [orderNo])).rows.length).toBeGreaterThan(0),
    );
    return { orderNo, consignmentNo };
  }

  const pdfText = (pdf: Buffer) => {
    const path = join(mkdtempSync(join(tmpdir(), 'frakt-bill-')), 'bill.pdf');
    writeFileSync(path, pdf);
    return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  };

  const binary = (res: { on: (e: string, f: (c?: Buffer) => void) => void }, done: (e: Error | null, b: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (c) => chunks.push(c!));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  };

  /** The caught mails to `address` with this subject, parsed as a mail client would, once there is one. */
  const caught = (address: string, subject: string) =>
    eventually(async () => {
      const { rows } = await portal.db.query<{ raw: Buffer }>('SELECT raw FROM content.sink_messages WHERE $1 = ANY(rcpt_to) ORDER BY id', [
        address,
      ]);
      const mails = (await Promise.all(rows.map((r) => simpleParser(r.raw)))).filter((m) => m.subject === subject);
      if (!mails.length) throw new Error(`no mail "${subject}" yet`);
      return mails;
    });
  /** Waits until the mailer has nothing left to do, so a count taken after it is final. */
  const mailerIdle = () =>
    eventually(async () => {
      const { rows } = await portal.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM content.mails WHERE status IN ('pending', 'sending')",
      );
      if (rows[0].n) throw new Error(`${rows[0].n} mails still to send`);
    });

  beforeAll(async () => {
    portal = await startTestPortal();
    tokens = await signInDemoAccounts(portal);
    await eventually(async () =>
      expect(
        (await portal.db.query("SELECT 1 FROM billing.customers WHERE customer_id = $1 AND name <> ''", [ANNA.customerId])).rows,
      ).toHaveLength(1),
    );
  });

  afterAll(async () => {
    await portal?.close();
  });

  let billId = 0;
  let ocr = '';
  let orderNo = '';

  it('turns a booking into bill order lines: amounts excl. VAT, the fee not an order amount, searchable, paged', async () => {
    ({ orderNo } = await bookAndBill());
    const price = (await portal.db.query('SELECT price_ore::int AS p FROM billing.booked_orders WHERE order_no = $1', [orderNo])).rows[0].p;

    const res = await call('anna', 'get', `/bill/order/customer/${ANNA.customerId}?searchPhrase=${orderNo.slice(-6)}`).expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        orderno: orderNo,
        type: 'FREIGHT',
        totalPrice: (price / 100).toFixed(2),
        vat: ((price * 0.25) / 100).toFixed(2),
        vatRate: 25,
        billed: false,
        custId: ANNA.customerId,
        customer: 'Annas Blommor AB',
        supplierId: expect.any(Number),
      }),
    ]);
    expect(res.headers['content-range']).toBe('billorders 0-0/1');
    expect(
      (await call('anna', 'get', `/bill/order/customer/${ANNA.customerId}?searchPhrase=INGENTING-SOM-FINNS`).expect(200)).body,
    ).toEqual([]);
    const single = await call('anna', 'get', `/bill/order/${res.body[0].id}`).expect(200);
    expect(single.body.orderno).toBe(orderNo);
    await call('bertil', 'get', `/bill/order/${res.body[0].id}`).expect(404);
    const paged = await call(
      'anna',
      'get',
      `/bill/order/customer/${ANNA.customerId}?range=[0,0]&sort=["date","DESC"]&filter={"from":"2000-01-01"}`,
    ).expect(200);
    expect(paged.body).toHaveLength(1);
    await call('anna', 'get', `/bill/order/customer/${ANNA.customerId}?from=2026-13-01`).expect(400);
  });

  it('lets only an admin run invoices; the bill lists with amounts incl. VAT, unpaid, with a valid OCR', async () => {
    await call('anna', 'post', '/bill/admin/invoice-run').expect(403);
    const run = await call('admin', 'post', '/bill/admin/invoice-run').expect(200);
    expect(run.body).toMatchObject({ ran: true, bills: 1 });
    // Its controller is its use case's, and it records under the action the trail has always known it by.
    await eventually(async () =>
      expect((await portal.db.query("SELECT 1 FROM auth.audit_entries WHERE action = 'billing-admin.run-invoices'")).rows).not.toEqual([]),
    );

    const list = await call('anna', 'get', `/bill/customer/${ANNA.customerId}`).expect(200);
    expect(list.headers['content-range']).toBe('bills 0-0/1');
    const [bill] = list.body;
    expect(bill).toMatchObject({ type: 'INVOICE', custId: ANNA.customerId, paid: false, paidDate: null, credit: false, currency: 'SEK' });
    expect(Number(bill.total)).toBeCloseTo(Number(bill.totalCapital) + Number(bill.totalVat), 2);
    expect(Number(bill.totalVat)).toBeCloseTo(Number(bill.totalCapital) * 0.25, 2);
    ({ id: billId, refId: ocr } = bill);
    expect(ocr.startsWith(String(billId))).toBe(true);
    expect((await call('anna', 'get', `/bill/${billId}`).expect(200)).body).toEqual(bill);
    expect((await call('anna', 'get', `/bill/order/customer/${ANNA.customerId}`).expect(200)).body[0]).toMatchObject({
      billed: true,
      billId,
    });
  });

  it("answers another customer's bill and an unknown one alike, with the spec's text", async () => {
    const foreign = await call('bertil', 'get', `/bill/${billId}`).expect(404);
    const unknown = await call('bertil', 'get', '/bill/99999999').expect(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(unknown.body).toMatchObject({
      statusCode: 404,
      code: 'ERROR.BILL_NOT_FOUND',
      message: 'Fakturan hittades inte. Det kan ta ett par dagar innan den finns i PDF-systemet.',
    });
    await call('bertil', 'get', `/bill/link/${billId}`).expect(404);
    for (const path of [
      `/bill/customer/${ANNA.customerId}`,
      `/bill/order/customer/${ANNA.customerId}`,
      `/bill/balance/customer/${ANNA.customerId}`,
      `/bill/paylater/customer/${ANNA.customerId}`,
    ]) {
      await call('bertil', 'get', path).expect(404);
      await call('demo', 'get', path).expect(403);
    }
  });

  it('prints the invoice as a Swedish PDF with what VAT law asks, the same bytes on reprint', async () => {
    const first = await call('anna', 'get', `/bill/link/${billId}`)
      .buffer(true)
      .parse(binary)
      .expect(200)
      .expect('Content-Type', 'application/pdf');
    const again = await call('anna', 'get', `/bill/link/${billId}`).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(first.body, again.body)).toBe(0);
    const text = pdfText(first.body);
    const bill = (await call('anna', 'get', `/bill/${billId}`).expect(200)).body;
    for (const expected of [
      'Faktura',
      `Fakturanummer ${billId}`,
      `Fakturadatum ${bill.billDate}`,
      `Förfallodatum ${bill.dueDate}`,
      `OCR-nummer ${ocr}`,
      'Bankgiro 5050-1055',
      'Momsreg.nr SE556789012301',
      'Godkänd för F-skatt',
      'Annas Blommor AB',
      'Leveransperiod',
      orderNo,
      'Transaktionsavgift',
      'Moms 25 %',
      'Att betala',
      bill.total.replace('.', ','),
    ]) {
      expect(text.replace(/[ \u00a0]+/g, ' ')).toContain(expected);
    }
  });

  it('mails the invoice with its PDF (the bytes of GET /bill/link) to the invoice address once, also when BillIssued comes again', async () => {
    const email = (await call('anna', 'get', `/customer/${ANNA.customerId}`).expect(200)).body.email;
    const subject = `Faktura ${billId} från Frakt Sverige AB`;
    const [mail] = await caught(email, subject);
    const bill = (await call('anna', 'get', `/bill/${billId}`).expect(200)).body;
    const total = bill.total.replace('.', ',');
    expect(mail.from?.value[0].address).toBe('faktura@frakt.se');
    const text = (mail.text ?? '').replace(/\u00a0/g, ' ');
    for (const expected of [
      `faktura ${billId}`,
      `Att betala: ${total} kr (inkl. moms)`,
      `Förfallodatum: ${bill.dueDate}`,
      `OCR-nummer: ${ocr}`,
      'Bankgiro: 5050-1055',
    ])
      expect(text).toContain(expected);

    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`faktura-${billId}.pdf`, 'application/pdf']]);
    const pdf = mail.attachments[0].content;
    const printed = await call('anna', 'get', `/bill/link/${billId}`).buffer(true).parse(binary).expect(200);
    expect(pdf.equals(printed.body)).toBe(true);
    const read = pdfText(pdf).replace(/[ \u00a0]+/g, ' ');
    for (const expected of [`Fakturanummer ${billId}`, `OCR-nummer ${ocr}`, 'Att betala', total]) expect(read).toContain(expected);

    // BillIssued delivered again as a relay or broker may (its own id, twice), and replayed under a new id: one mail per bill.
    const { rows } = await portal.db.query<{ topic: string; aggregate_id: string; payload: Buffer; headers: Record<string, string> }>(
      "SELECT topic, aggregate_id, payload, headers FROM billing.outbox WHERE event_type = 'BillIssued' ORDER BY id",
    );
    const issued = rows.filter((r) => decodeEvent('BillIssued', r.payload).billId === String(billId));
    expect(issued).toHaveLength(1);
    const transport = portal.running.app.get<EventTransport>(EVENT_TRANSPORT);
    const again = (headers: Record<string, string>) =>
      transport.publish([{ topic: issued[0].topic, key: issued[0].aggregate_id, value: issued[0].payload, headers }]);
    await again(issued[0].headers);
    await again(issued[0].headers);
    await again({ ...issued[0].headers, event_id: randomUUID() });
    const requested = await portal.db.query(
      "SELECT count(*)::int AS n FROM billing.outbox WHERE event_type = 'MailRequested' AND aggregate_id = $1",
      [String(billId)],
    );
    expect(requested.rows[0].n).toBe(1);
    await mailerIdle();
    expect(await caught(email, subject)).toHaveLength(1);
  });

  it('keeps the balance consistent with the lists to the öre, and registers a BgMax payment by OCR', async () => {
    await bookAndBill();
    const lines = (await call('anna', 'get', `/bill/order/customer/${ANNA.customerId}`).expect(200)).body.filter(
      (l: { billed: boolean }) => !l.billed,
    );
    const unbilledOre = (
      await portal.db.query(
        'SELECT sum(total_price_ore + vat_ore)::int AS s FROM billing.bill_orders WHERE customer_id = $1 AND bill_id IS NULL',
        [ANNA.customerId],
      )
    ).rows[0].s;
    expect(lines).toHaveLength(1);
    const bill = (await call('anna', 'get', `/bill/${billId}`).expect(200)).body;
    const balance = (await call('anna', 'get', `/bill/balance/customer/${ANNA.customerId}`).expect(200)).body;
    expect(balance).toEqual({
      compId: ANNA.customerId,
      creditLimit: '50000.00',
      unbilled: (unbilledOre / 100).toFixed(2),
      overdue: '0.00',
      notOverdue: bill.total,
      balance: ((unbilledOre + Math.round(Number(bill.total) * 100)) / 100).toFixed(2),
      creditBlock: false,
    });

    const totalOre = Math.round(Number(bill.total) * 100);
    const file = bgMaxFile('2026-11-24', [
      { reference: ocr, amountOre: totalOre },
      { reference: '1234574', amountOre: 100 },
    ]);
    await call('anna', 'post', '/bill/admin/payments/bgmax').set('Content-Type', 'text/plain').send(file).expect(403);
    const registered = await portal.http
      .post('/api/bill/admin/payments/bgmax')
      .auth(tokens.admin, { type: 'bearer' })
      .set('Content-Type', 'text/plain')
      .send(file)
      .expect(200);
    expect(registered.body).toMatchObject({ payments: 2, matched: 1, unmatched: 1, alreadyRegistered: 0 });
    expect((await call('anna', 'get', `/bill/${billId}`).expect(200)).body).toMatchObject({
      paid: true,
      paidDate: '2026-11-24',
      paidAmount: bill.total,
    });
    expect((await call('anna', 'get', `/bill/balance/customer/${ANNA.customerId}`).expect(200)).body).toMatchObject({
      notOverdue: '0.00',
      balance: (unbilledOre / 100).toFixed(2),
    });
    expect(
      (await call('anna', 'get', `/bill/customer/${ANNA.customerId}?filter={"paid":true}`).expect(200)).body.map(
        (b: { id: number }) => b.id,
      ),
    ).toEqual([billId]);
    const unmatched = (await call('admin', 'get', '/bill/admin/payments/unmatched').expect(200)).body;
    expect(unmatched).toEqual([expect.objectContaining({ ocr: '1234574', amount: '1.00' })]);
    const broken = await portal.http
      .post('/api/bill/admin/payments/bgmax')
      .auth(tokens.admin, { type: 'bearer' })
      .set('Content-Type', 'text/plain')
      .send('%PDF-1.7 not a payment file')
      .expect(400);
    expect(broken.body.code).toBe('BILL.BGMAX_INVALID');
  });

  it('streams a BgMax file of several MB past the 1 MB body limit; a truncated or garbage one is refused whole, nothing written', async () => {
    // 40 000 OCR payments no bill carries (kept for review), in one deposit: about 3.3 MB of 80-column records.
    const payments = Array.from({ length: 40_000 }, (_, i) => ({ reference: String(90_000_000 + i), amountOre: 100 + (i % 900) }));
    const file = bgMaxFile('2026-11-25', payments, 7);
    expect(file.length).toBeGreaterThan(3_000_000);
    const upload = (body: string | Buffer, type = 'text/plain') =>
      portal.http.post('/api/bill/admin/payments/bgmax').auth(tokens.admin, { type: 'bearer' }).set('Content-Type', type).send(body);
    const stored = async () => (await portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM billing.payments')).rows[0].n;
    const before = await stored();

    const truncated = await upload(file.slice(0, Math.floor(file.length * 0.7))).expect(400);
    expect(truncated.body).toMatchObject({
      code: 'BILL.BGMAX_INVALID',
      message: expect.stringMatching(/^Filen är inte en giltig BgMax-fil: /),
    });
    const garbage = await upload(Buffer.from(Array.from({ length: 2_000_000 }, (_, i) => (i * 7919) % 256))).expect(400);
    expect(garbage.body.code).toBe('BILL.BGMAX_INVALID');
    expect((await upload(JSON.stringify({ file: file.slice(0, 800) }), 'application/json').expect(400)).body.code).toBe(
      'BILL.BGMAX_INVALID',
    );
    expect(await stored()).toBe(before);

    const amount = (payments.reduce((sum, p) => sum + p.amountOre, 0) / 100).toFixed(2);
    expect((await upload(file).expect(200)).body).toEqual({
      payments: 40_000,
      matched: 0,
      unmatched: 40_000,
      alreadyRegistered: 0,
      amount,
    });
    expect(await stored()).toBe(before + 40_000);
    // The same bytes again are known (the digest of the streamed file is the whole file's).
    expect((await upload(file).expect(200)).body).toMatchObject({ payments: 40_000, unmatched: 0, alreadyRegistered: 40_000 });
    expect(await stored()).toBe(before + 40_000);
  });

  it('bills a credited order as a credit invoice that refers to its invoice and cannot be shown', async () => {
    await call('admin', 'post', '/bill/admin/invoice-run').expect(200);
    await call('anna', 'post', `/bill/admin/order/${orderNo}/credit`).expect(403);
    expect((await call('admin', 'post', `/bill/admin/order/${orderNo}/credit`).expect(200)).body).toEqual({ orderNo, lines: 2 });
    await call('admin', 'post', '/bill/admin/invoice-run').expect(200);
    const credit = (await call('anna', 'get', `/bill/customer/${ANNA.customerId}`).expect(200)).body.find(
      (b: { credit: boolean }) => b.credit,
    );
    expect(credit).toMatchObject({ type: 'CREDIT', creditsBillId: billId });
    expect(Number(credit.total)).toBeLessThan(0);
    const refused = await call('anna', 'get', `/bill/link/${credit.id}`).expect(422);
    expect(refused.body).toMatchObject({ code: 'ERROR.CREDIT_INVOICE', message: 'Kreditfakturor kan inte visas' });

    // Its mail says what it credits and carries no PDF: a credit invoice cannot be shown.
    const email = (await call('anna', 'get', `/customer/${ANNA.customerId}`).expect(200)).body.email;
    const [mail] = await caught(email, `Kreditfaktura ${credit.id} från Frakt Sverige AB`);
    expect(mail.attachments).toEqual([]);
    const text = (mail.text ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain(`Den krediterar faktura ${billId}.`);
    expect(text).toContain(`Krediterat belopp: ${credit.total.replace('-', '').replace('.', ',')} kr (inkl. moms)`);
    expect(text).toContain('Du behöver inte betala något');
  });

  it('blocks booking for a customer over its credit limit across services, pricing still works, and unblocks', async () => {
    await bookAndBill();
    // What a lowered limit from the customers service would do; the profile event carries the limit.
    await portal.db.query('UPDATE billing.customers SET credit_limit_ore = 1 WHERE customer_id = $1', [ANNA.customerId]);
    expect((await call('admin', 'post', '/bill/admin/credit-control').expect(200)).body.changed).toEqual([
      { customerId: ANNA.customerId, blocked: true, reason: 'CREDIT_LIMIT' },
    ]);
    await eventually(async () =>
      expect((await call('anna', 'get', `/customer/${ANNA.customerId}`).expect(200)).body.creditBlock).toBe(true),
    );
    await eventually(async () =>
      expect(
        (await portal.db.query('SELECT blocked FROM shipping.customer_credit WHERE customer_id = $1', [ANNA.customerId])).rows,
      ).toEqual([{ blocked: true }]),
    );

    const refused = await book();
    expect(refused.body.orders[0]).toMatchObject({
      booked: false,
      errors: [
        {
          code: 'BOOKING.CREDIT_BLOCKED',
          description: 'Kunden har kreditspärr och kan inte boka. Betala förfallna fakturor eller kontakta kundtjänst.',
        },
      ],
    });
    const priced = await portal.http
      .post('/api/consignment/price/')
      .auth(tokens.anna, { type: 'bearer' })
      .set('Content-Type', 'application/json')
      .send(JSON.stringify([CONSIGNMENT]))
      .expect(200);
    expect(priced.body[0].errors).toEqual([]);
    expect((await book('bertil')).body.orders[0].booked).toBe(true);

    await portal.db.query('UPDATE billing.customers SET credit_limit_ore = 5000000 WHERE customer_id = $1', [ANNA.customerId]);
    await call('admin', 'post', '/bill/admin/credit-control').expect(200);
    await eventually(async () =>
      expect((await call('anna', 'get', `/customer/${ANNA.customerId}`).expect(200)).body.creditBlock).toBe(false),
    );
    await eventually(async () =>
      expect(
        (await portal.db.query('SELECT blocked FROM shipping.customer_credit WHERE customer_id = $1', [ANNA.customerId])).rows,
      ).toEqual([{ blocked: false }]),
    );
    expect((await book()).body.orders[0].booked).toBe(true);
  });

  it('takes a pay-later application on the current terms; an approval moves later due dates to 60 days', async () => {
    const terms = (await call('anna', 'get', '/bill/paylater/terms').expect(200)).body;
    expect(terms).toMatchObject({ days: 60, version: expect.any(String) });
    await call('anna', 'post', `/bill/paylater/customer/${ANNA.customerId}`, { termsVersion: terms.version, accepted: false }).expect(400);
    await call('anna', 'post', `/bill/paylater/customer/${ANNA.customerId}`, { termsVersion: '1999-01-01', accepted: true }).expect(409);
    await call('bertil', 'post', `/bill/paylater/customer/${ANNA.customerId}`, { termsVersion: terms.version, accepted: true }).expect(404);
    const applied = (
      await call('anna', 'post', `/bill/paylater/customer/${ANNA.customerId}`, { termsVersion: terms.version, accepted: true }).expect(201)
    ).body;
    expect(applied).toMatchObject({ custId: ANNA.customerId, termsVersion: terms.version, days: 60, status: 'PENDING' });
    await call('anna', 'post', `/bill/paylater/customer/${ANNA.customerId}`, { termsVersion: terms.version, accepted: true }).expect(409);
    await call('anna', 'put', `/bill/admin/paylater/${applied.id}`, { decision: 'APPROVED' }).expect(403);
    await call('admin', 'put', `/bill/admin/paylater/${applied.id}`, { decision: 'APPROVED' }).expect(200);
    expect((await call('anna', 'get', `/bill/paylater/customer/${ANNA.customerId}`).expect(200)).body).toMatchObject({
      paymentDays: 60,
      applications: [{ status: 'APPROVED' }],
    });

    await bookAndBill();
    await call('admin', 'post', '/bill/admin/invoice-run').expect(200);
    const [latest] = (await call('anna', 'get', `/bill/customer/${ANNA.customerId}?sort=["id","DESC"]`).expect(200)).body;
    expect((Date.parse(latest.dueDate) - Date.parse(latest.billDate)) / 86_400_000).toBe(60);
  });

  it('exports SIE for admins only and reconciles booked against billed to zero', async () => {
    const year = new Date().getUTCFullYear();
    await call('anna', 'get', `/bill/admin/sie?from=${year}-01-01&to=${year}-12-31`).expect(403);
    const sie = await call('admin', 'get', `/bill/admin/sie?from=${year}-01-01&to=${year}-12-31`).buffer(true).parse(binary).expect(200);
    expect(sie.headers['content-type']).toContain('IBM437');
    expect(sie.body.subarray(0, 30).toString('latin1')).toContain('#FLAGGA 0');
    await call('admin', 'get', '/bill/admin/sie?from=2026-01-01').expect(400);

    await call('anna', 'get', '/bill/admin/reconciliation').expect(403);
    const report = (await call('admin', 'get', '/bill/admin/reconciliation').expect(200)).body;
    expect(report).toMatchObject({ bookedNotBilled: [], billedNotBooked: [], amountsDiffer: [] });
    expect(report.bookedOrders).toBe(report.billedOrders);
    expect(report.bookedOrders).toBeGreaterThanOrEqual(4);
  });

  it('stays healthy for the bertil customer: his own lists answer', async () => {
    await call('bertil', 'get', `/bill/customer/${BERTIL.customerId}`).expect(200);
    await call('bertil', 'get', `/bill/balance/customer/${BERTIL.customerId}`).expect(200);
  });
});
