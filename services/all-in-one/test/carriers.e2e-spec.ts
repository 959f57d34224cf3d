import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CarrierSimulators } from '@freight/carrier-simulators';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from '@freight/testing';
import { CarrierTransmitter, ConnectorCarrierBooking } from '../../shipping/src/carriers';
import { apiCall, DemoAccount, HttpMethod, PLAIN_CONSIGNMENT, signInDemoAccounts, startTestPortal, TestPortal } from './portal';

const UPS_CONSIGNMENT = {
  ...PLAIN_CONSIGNMENT,
  templateName: 'UPS_EXPRESS_SAVER_SE',
  part: [
    {
      role: 'consignor',
      address: { name: 'Stockholm AB', addressLine: ['Drottninggatan 1'], postcode: '11157', city: 'Stockholm', countrycode: 'SE' },
    },
    {
      role: 'consignee',
      address: { name: 'Göteborg AB', addressLine: ['Hamngatan 2'], postcode: '41304', city: 'Göteborg', countrycode: 'SE' },
    },
  ],
};

const DHL_CONSIGNMENT = {
  ...UPS_CONSIGNMENT,
  templateName: 'DHL_EXPRESS_DOMESTIC',
  part: UPS_CONSIGNMENT.part.map((p) => ({ ...p, communication: { contactPerson: 'Kim', phone: '+46 8 123 456' } })),
};

interface CarrierBookingView {
  state: string;
  carrierShipmentId: string | null;
  trackingNumbers: string[];
  refusal: { code: string; message: string; carrierCode: string; carrierText: string } | null;
  pickup: { state: string; confirmationNo: string | null; carrierText: string | null } | null;
}

/**
 * The embedded portal booking through its in-process carrier simulators: the booking call, the transmission
 * written with it, the worker, the statuses members see, and never a shipment twice at the carrier. The
 * worker's timer is off (a long poll interval): the tests run its rounds themselves.
 */
describe('Embedded portal: bookings reach the carriers', () => {
  let portal: TestPortal;
  let tokens: Record<DemoAccount, string>;
  let sims: CarrierSimulators;
  let transmitter: CarrierTransmitter;
  /** Mails the portal sent, as the real SMTP server received them (SMTP_URL). */
  let smtp: SMTPServer;
  const mails: Buffer[] = [];
  const call = (method: HttpMethod, path: string, body?: unknown, language = 'sv') =>
    apiCall(portal, tokens.anna, method, path, body, language);

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          mails.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    portal = await startTestPortal({
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      CARRIER_BOOKING_WAIT_MS: '300',
      CARRIER_CALL_TIMEOUT_MS: '1000',
      CARRIER_RETRY_MAX_MS: '100',
      CARRIER_WORKER_POLL_MS: '60000',
      CARRIER_BREAKER_FAILURES: '1000',
    });
    tokens = await signInDemoAccounts(portal);
    sims = portal.running.app.get(ConnectorCarrierBooking, { strict: false }).simulators!;
    transmitter = portal.running.app.get(CarrierTransmitter, { strict: false });
  });
  afterAll(async () => {
    await portal?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });
  afterEach(() => {
    sims.ups.recover();
    sims.postnord.recover();
    sims.dhlExpress.recover();
    sims.schenker.recover();
  });

  /** Saves and books a consignment in one call (PUT /consignment/book/): its order and consignment numbers. */
  async function book(consignment: object = UPS_CONSIGNMENT) {
    const created = (await call('post', '/consignment/?temp=0', consignment).expect(200)).body.consignments[0] as { consignmentId: string };
    const answer = (await call('put', '/consignment/book/', { ...consignment, consignmentId: created.consignmentId }).expect(200)).body;
    expect(answer.errors).toEqual([]);
    // From the answer, not the test's one pg client: bookings run concurrently here (the chaos tests).
    const booked = answer.consignments[0] as { orderNo: string; consignmentNo: string };
    expect(booked.orderNo).toMatch(/^[A-Z0-9]{16}$/);
    return { orderNo: booked.orderNo, consignmentNo: booked.consignmentNo };
  }

  async function orderOf(orderNo: string, language = 'sv') {
    return (await call('get', `/order/${orderNo}`, undefined, language).expect(200)).body as {
      statusLabel: string;
      carrierBooking: CarrierBookingView | null;
    };
  }

  /** Runs the worker's rounds until every order named is settled at its carrier. */
  async function untilSettled(orderNos: string[]) {
    await eventually(async () => {
      await transmitter.poll();
      const { rows } = await portal.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM shipping.carrier_transmissions WHERE order_no = ANY($1) AND state <> 'pending'`,
        [orderNos],
      );
      if (rows[0].n !== orderNos.length) throw new Error(`${rows[0].n} of ${orderNos.length} settled`);
      // A bound, not a timing claim: a backlog drains slower on a busy machine (one Schenker drain missed 15 s once).
    }, 60_000);
  }

  it("books at UPS within the call: the order is Bokad with UPS's 1Z numbers, its label kept", async () => {
    const { orderNo, consignmentNo } = await book();
    expect(consignmentNo).toMatch(/^\d{10}$/);
    const order = await orderOf(orderNo);
    expect(order.statusLabel).toBe('Bokad');
    expect(order.carrierBooking).toEqual({
      state: 'confirmed',
      carrierShipmentId: expect.stringMatching(/^1Z[0-9A-Z]{16}$/),
      trackingNumbers: [expect.stringMatching(/^1Z[0-9A-Z]{16}$/)],
      refusal: null,
      // UPS books the pickup with the shipment (its PRN); DB Schenker's pickup window rides in the booking itself.
      pickup: { state: 'confirmed', confirmationNo: expect.stringMatching(/^29/), carrierText: null },
    });
    expect(sims.ups.shipmentsFor(consignmentNo)).toBe(1);
    const { rows } = await portal.db.query(
      `SELECT jsonb_array_length(labels) AS n FROM shipping.carrier_transmissions WHERE order_no = $1`,
      [orderNo],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('confirms concurrent bookings each with its own shipment and pickup, each made once however many callers race for it', async () => {
    // Claims, confirmations and pickups of concurrent bookings share statements: none may land on another's order.
    const booked = await Promise.all(Array.from({ length: 6 }, () => book()));
    await Promise.all([transmitter.poll(), ...booked.map(({ orderNo }) => transmitter.transmit(orderNo)), transmitter.poll()]);
    const seen = new Set<string>();
    for (const { orderNo, consignmentNo } of booked) {
      const { carrierBooking } = await orderOf(orderNo);
      expect(carrierBooking).toMatchObject({ state: 'confirmed', pickup: { state: 'confirmed', confirmationNo: expect.any(String) } });
      const shipment = sims.ups.shipment(carrierBooking!.carrierShipmentId!);
      expect(shipment?.reference).toBe(consignmentNo);
      expect(carrierBooking!.trackingNumbers).toEqual(shipment?.trackingNumbers);
      expect(sims.ups.shipmentsFor(consignmentNo)).toBe(1);
      seen.add(carrierBooking!.pickup!.confirmationNo!);
    }
    expect(seen.size).toBe(booked.length);
  });

  it('books a PostNord order through PUT /order/book/ with its Idempotency-Key, once however often the call is sent', async () => {
    const created = (await call('post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200)).body.consignments[0] as {
      consignmentId: string;
    };
    const order = (await call('post', '/order/', { consignmentId: created.consignmentId }).expect(200)).body as { orderNo: string };
    const send = () =>
      call('put', '/order/book/', { orderNos: [order.orderNo] })
        .set('Idempotency-Key', `carriers-${order.orderNo}`)
        .expect(200);
    const first = (await send()).body;
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    const consignmentNo = first.orders[0].consignmentNo as string;
    expect((await orderOf(order.orderNo)).carrierBooking).toMatchObject({
      state: 'confirmed',
      carrierShipmentId: expect.stringMatching(/^UA\d{9}SE$/),
    });
    expect(sims.postnord.shipmentsFor(consignmentNo)).toBe(1);
  });

  it('answers at once while the carrier is down, shows the order waiting, and sends each booking exactly once when it is back', async () => {
    sims.postnord.failAlways({ kind: 'server-error', status: 503, retryAfterSeconds: 0 }, 'book');
    const booked = [];
    for (let i = 0; i < 5; i++) booked.push(await book(PLAIN_CONSIGNMENT));
    for (const { orderNo } of booked) {
      const order = await orderOf(orderNo);
      expect(order.statusLabel).toBe('Väntar på transportör');
      expect(order.carrierBooking).toMatchObject({ state: 'waiting', carrierShipmentId: null });
    }
    expect((await orderOf(booked[0].orderNo, 'en')).statusLabel).toBe('Waiting for the carrier');
    // The booked list filters by the label shown: waiting ones under awaiting_carrier, not under booked.
    const listed = async (status: string) => {
      const filter = encodeURIComponent(JSON.stringify({ status }));
      const rows = (await call('get', `/order/customer/1001/booked?filter=${filter}&range=[0,99]`).expect(200)).body as {
        orderNo: string;
      }[];
      return rows.map((r) => r.orderNo);
    };
    expect(await listed('awaiting_carrier')).toEqual(expect.arrayContaining(booked.map((b) => b.orderNo)));
    expect(await listed('booked')).not.toEqual(expect.arrayContaining([booked[0].orderNo]));
    const metrics = (await portal.http.get('/metrics').expect(200)).text;
    expect(metrics).toMatch(/frakt_carrier_transmissions_pending\{carrier="postnord"\} [5-9]/);
    expect(metrics).toMatch(/frakt_carrier_requests_total\{carrier="postnord",operation="book",outcome="server"\} \d+/);

    await transmitter.poll();
    expect(booked.every(({ consignmentNo }) => sims.postnord.shipmentsFor(consignmentNo) === 0)).toBe(true);
    sims.postnord.recover();
    await untilSettled(booked.map((b) => b.orderNo));
    for (const { orderNo, consignmentNo } of booked) {
      expect((await orderOf(orderNo)).statusLabel).toBe('Bokad');
      expect(sims.postnord.shipmentsFor(consignmentNo)).toBe(1);
    }
  });

  it('keeps answering bookings while the carrier hangs, and has each one made exactly once after it answers again', async () => {
    sims.ups.failAlways({ kind: 'hang' }, 'book');
    // Twenty bookings arriving ten a second: every one is answered while UPS still hangs (no call waits for it).
    const calls = Array.from({ length: 20 }, (_, i) => new Promise((resolve) => setTimeout(resolve, i * 100)).then(() => book()));
    const booked = await Promise.all(calls);
    expect(
      sims.ups.received.filter((r) => r.operation === 'book' && booked.some((b) => b.consignmentNo === r.reference)).length,
    ).toBeGreaterThan(0);
    for (const { orderNo } of booked) expect((await orderOf(orderNo)).statusLabel).toBe('Väntar på transportör');
    sims.ups.recover();
    sims.ups.release();
    await untilSettled(booked.map((b) => b.orderNo));
    for (const { orderNo, consignmentNo } of booked) {
      expect((await orderOf(orderNo)).carrierBooking?.state).toBe('confirmed');
      expect(sims.ups.shipmentsFor(consignmentNo)).toBe(1);
    }
  });

  it('keeps answering bookings through a DB Schenker outage (503, then a hang): each booked once afterwards, none ever twice', async () => {
    const SCHENKER_CONSIGNMENT = { ...UPS_CONSIGNMENT, templateName: 'DBS_PARCEL' };
    sims.schenker.failAlways({ kind: 'server-error', status: 503, retryAfterSeconds: 0 }, 'book');
    // Twenty bookings arriving ten a second while eSchenker answers 503: every call answered, every order waiting.
    const calls = Array.from({ length: 20 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 100)).then(() => book(SCHENKER_CONSIGNMENT)),
    );
    const booked = await Promise.all(calls);
    for (const { orderNo } of booked) expect((await orderOf(orderNo)).statusLabel).toBe('Väntar på transportör');
    expect(booked.every(({ consignmentNo }) => sims.schenker.shipmentsFor(consignmentNo) === 0)).toBe(true);
    sims.schenker.recover();
    await untilSettled(booked.map((b) => b.orderNo));
    for (const { orderNo, consignmentNo } of booked) {
      expect((await orderOf(orderNo)).carrierBooking?.state).toBe('confirmed');
      expect(sims.schenker.shipmentsFor(consignmentNo)).toBe(1);
    }

    // A hang is an unknown outcome, and eSchenker has no look-up by reference: held for a person, never sent twice.
    sims.schenker.failAlways({ kind: 'hang' }, 'book');
    const hung = await Promise.all(
      Array.from({ length: 3 }, (_, i) => new Promise((resolve) => setTimeout(resolve, i * 100)).then(() => book(SCHENKER_CONSIGNMENT))),
    );
    for (const { orderNo } of hung) expect((await orderOf(orderNo)).statusLabel).toBe('Väntar på transportör');
    sims.schenker.recover();
    sims.schenker.release();
    await eventually(async () => {
      await transmitter.poll();
      const { rows } = await portal.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM shipping.carrier_transmissions WHERE order_no = ANY($1) AND next_attempt_at = 'infinity'`,
        [hung.map((h) => h.orderNo)],
      );
      expect(rows[0].n).toBe(hung.length);
    }, 60_000);
    for (const { consignmentNo } of hung) expect(sims.schenker.shipmentsFor(consignmentNo)).toBeLessThanOrEqual(1);
  });

  it('looks a booking up before making it again when an answer was lost, so the carrier makes it once', async () => {
    sims.ups.failNext({ kind: 'booked-then-error' }, 1, 'book');
    const lost = await book();
    sims.ups.failNext({ kind: 'hang' }, 1, 'book');
    const hung = await book();
    expect((await orderOf(hung.orderNo)).statusLabel).toBe('Väntar på transportör');
    await untilSettled([lost.orderNo, hung.orderNo]);
    for (const { orderNo, consignmentNo } of [lost, hung]) {
      expect((await orderOf(orderNo)).carrierBooking?.state).toBe('confirmed');
      expect(sims.ups.shipmentsFor(consignmentNo)).toBe(1);
      expect(sims.ups.received.filter((r) => r.operation === 'lookup' && r.reference === consignmentNo)).toHaveLength(1);
    }
  });

  it('books at DHL Express, and holds a booking whose outcome DHL cannot be asked about instead of booking it twice', async () => {
    const { orderNo, consignmentNo } = await book(DHL_CONSIGNMENT);
    expect((await orderOf(orderNo)).carrierBooking).toMatchObject({
      state: 'confirmed',
      carrierShipmentId: expect.stringMatching(/^\d{10}$/),
    });
    expect(sims.dhlExpress.shipmentsFor(consignmentNo)).toBe(1);

    sims.dhlExpress.failNext({ kind: 'booked-then-error' }, 1, 'book');
    const lost = await book(DHL_CONSIGNMENT);
    await portal.db.query(`UPDATE shipping.carrier_transmissions SET next_attempt_at = now() WHERE order_no = $1`, [lost.orderNo]);
    await transmitter.poll();
    await transmitter.poll();
    expect(sims.dhlExpress.shipmentsFor(lost.consignmentNo)).toBe(1);
    expect((await orderOf(lost.orderNo)).statusLabel).toBe('Väntar på transportör');
    const { rows } = await portal.db.query(
      `SELECT next_attempt_at = 'infinity' AS held, last_error FROM shipping.carrier_transmissions WHERE order_no = $1`,
      [lost.orderNo],
    );
    expect(rows).toEqual([{ held: true, last_error: 'unknown outcome: check at the carrier' }]);
  });

  it('books at DB Schenker over SOAP: Bokad with the eSchenker booking id, its barcode document kept, cancelled there too', async () => {
    const { orderNo, consignmentNo } = await book({ ...UPS_CONSIGNMENT, templateName: 'DBS_PARCEL' });
    const order = await orderOf(orderNo);
    expect(order.statusLabel).toBe('Bokad');
    expect(order.carrierBooking).toEqual({
      state: 'confirmed',
      carrierShipmentId: expect.stringMatching(/^SESTO\d{10}$/),
      trackingNumbers: [order.carrierBooking!.carrierShipmentId],
      refusal: null,
      pickup: null,
    });
    expect(sims.schenker.shipmentsFor(consignmentNo)).toBe(1);
    const { rows } = await portal.db.query(
      `SELECT labels->0->>'format' AS format FROM shipping.carrier_transmissions WHERE order_no = $1`,
      [orderNo],
    );
    expect(rows).toEqual([{ format: 'PDF' }]);
    const cancelled = await call('put', '/order/cancel/', { orderNos: [orderNo] }).expect(200);
    expect(cancelled.body.orders).toEqual([{ orderNo, cancelled: true, errors: [] }]);
    expect(sims.schenker.booking(order.carrierBooking!.carrierShipmentId!)?.cancelled).toBe(true);
  });

  it("ends a booking the carrier refuses as Avvisad av transportör, with the carrier's reason in the member's language, credited", async () => {
    sims.ups.failNext({ kind: 'validation', message: 'Missing or invalid ship to StateProvinceCode' }, 1, 'book');
    const { orderNo, consignmentNo } = await book();
    const order = await orderOf(orderNo);
    expect(order.statusLabel).toBe('Avvisad av transportör');
    expect(order.carrierBooking).toEqual({
      state: 'refused',
      carrierShipmentId: null,
      trackingNumbers: [],
      refusal: {
        code: 'CARRIER.INVALID_ADDRESS',
        message: 'Transportören godtar inte en adress i bokningen: Missing or invalid ship to StateProvinceCode',
        carrierCode: '120202',
        carrierText: 'Missing or invalid ship to StateProvinceCode',
      },
      pickup: null,
    });
    expect((await orderOf(orderNo, 'en')).carrierBooking?.refusal?.message).toBe(
      'The carrier does not accept an address of the booking: Missing or invalid ship to StateProvinceCode',
    );
    // Refused is final: the worker does not send it again, billing credits what it billed, and cancelling it changes nothing.
    await transmitter.poll();
    expect(sims.ups.received.filter((r) => r.operation === 'book' && r.reference === consignmentNo)).toHaveLength(1);
    await eventually(async () => {
      const { rows } = await portal.db.query<{ booked: string; credited: string }>(
        `SELECT sum(total_price_ore) FILTER (WHERE NOT credit)::text AS booked, sum(total_price_ore) FILTER (WHERE credit)::text AS credited
           FROM billing.bill_orders WHERE order_no = $1`,
        [orderNo],
      );
      expect(Number(rows[0].booked)).toBeGreaterThan(0);
      expect(Number(rows[0].credited)).toBe(-Number(rows[0].booked));
    });
    const again = await apiCall(portal, tokens.anna, 'put', '/order/cancel/', { orderNos: [orderNo] }).expect(200);
    expect(again.body.orders).toEqual([{ orderNo, cancelled: true, errors: [] }]);
    const { rows } = await portal.db.query(
      `SELECT count(*)::int AS n FROM shipping.outbox WHERE event_type = 'OrderCancelled' AND aggregate_id = $1`,
      [orderNo],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('puts a refused booking back in the send list for correction, mails the member once, and books the corrected copy anew', async () => {
    sims.ups.failNext({ kind: 'validation', message: 'Missing or invalid ship to StateProvinceCode' }, 1, 'book');
    const { orderNo, consignmentNo } = await book();
    // The send list holds a copy of the refused consignment under a new order that names the refused one.
    const { rows: copies } = await portal.db.query<{ order_no: string; consignment_no: string | null; date_booked: Date | null }>(
      `SELECT o.order_no, c.consignment_no, o.date_booked FROM shipping.orders o JOIN shipping.consignments c ON c.id = o.consignment_id
        WHERE o.corrects_order_no = $1`,
      [orderNo],
    );
    expect(copies).toEqual([{ order_no: expect.stringMatching(/^[A-Z0-9]{16}$/), consignment_no: null, date_booked: null }]);
    const correction = copies[0].order_no;
    const sendList = (await call('get', '/order/customer/1001').expect(200)).body as Array<{ orderNo: string; statusLabel: string }>;
    expect(sendList.find((o) => o.orderNo === correction)?.statusLabel).toBe('Avvisad av transportör');
    const copy = await orderOf(correction, 'en');
    expect(copy.statusLabel).toBe('Refused by the carrier');
    expect(copy.carrierBooking?.refusal?.carrierText).toBe('Missing or invalid ship to StateProvinceCode');

    // One mail to the customer's address, in Swedish, with the carrier's reason and the order to correct.
    const mail = await eventually(async () => {
      const parsed = await Promise.all(mails.map((m) => simpleParser(m)));
      const mine = parsed.filter((m) => m.subject === `Transportören avvisade bokning ${orderNo}`);
      if (mine.length !== 1) throw new Error(`${mine.length} refusal mails`);
      return mine[0];
    });
    expect(mail.to).toMatchObject({ text: 'anna@annasblommor.example' });
    expect(mail.text).toContain(`UPS avvisade bokningen ${orderNo} (försändelse ${consignmentNo})`);
    expect(mail.text).toContain('Transportören godtar inte en adress i bokningen: Missing or invalid ship to StateProvinceCode');
    expect(mail.text).toContain(`i din sändlista som order ${correction}`);

    // The corrected copy books as a new booking; the refusal is neither sent nor mailed again.
    const { rows: consignment } = await portal.db.query<{ consignment_id: string }>(
      'SELECT consignment_id FROM shipping.orders WHERE order_no = $1',
      [correction],
    );
    const rebooked = (
      await call('put', '/consignment/book/', { ...UPS_CONSIGNMENT, consignmentId: consignment[0].consignment_id }).expect(200)
    ).body;
    expect(rebooked.errors).toEqual([]);
    expect((await orderOf(correction)).statusLabel).toBe('Bokad');
    await transmitter.poll();
    await eventually(async () => {
      const { rows } = await portal.db.query(
        `SELECT count(*)::int AS n FROM billing.bill_orders WHERE order_no = $1 AND NOT credit AND total_price_ore > 0`,
        [correction],
      );
      expect(rows[0].n).toBeGreaterThan(0);
    });
    const { rows: mailed } = await portal.db.query(
      `SELECT count(*)::int AS n FROM shipping.outbox WHERE event_type = 'MailRequested' AND aggregate_id = $1`,
      [orderNo],
    );
    expect(mailed).toEqual([{ n: 1 }]);
    const subjects = (await Promise.all(mails.map((m) => simpleParser(m)))).map((m) => m.subject);
    expect(subjects.filter((subject) => subject === `Transportören avvisade bokning ${orderNo}`)).toHaveLength(1);
  });

  describe("the carrier's labels in the printed document", () => {
    const work = mkdtempSync(join(tmpdir(), 'frakt-carrier-labels-'));
    afterAll(() => rmSync(work, { recursive: true, force: true }));
    let file = 0;
    /** Runs a poppler tool on the PDF: its standard output. */
    const poppler = (tool: string, pdf: Buffer, ...args: string[]) => {
      const path = join(work, `${++file}.pdf`);
      writeFileSync(path, pdf);
      return execFileSync(tool, [...args, path, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
    };
    const pages = (pdf: Buffer) => Number(/^Pages:\s+(\d+)/m.exec(poppler('pdfinfo', pdf))?.[1]);
    const print = (orderNo: string, format = 'PDF') =>
      call('post', `/consignment/print/${orderNo}/?format=${format}`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });

    it("prints DHL Express's PDF label after our waybill instead of our labels, and the same bytes again on a reprint", async () => {
      const { orderNo, consignmentNo } = await book(DHL_CONSIGNMENT);
      const waybill = (await orderOf(orderNo)).carrierBooking!.carrierShipmentId!;
      const pdf = (await print(orderNo).expect(200)).body as Buffer;
      // The waybill page, then the carrier's label page (the simulator's label names DHL's waybill number).
      expect(pages(pdf)).toBe(2);
      const text = poppler('pdftotext', pdf, '-layout');
      expect(text).toContain(consignmentNo);
      expect(text).toContain(waybill);
      expect(text).not.toContain('SSCC');
      const again = (await print(orderNo).expect(200)).body as Buffer;
      expect(again.equals(pdf)).toBe(true);
      // Alone on A6 pages: the carrier's label only, as DHL drew it.
      const a6 = (await print(orderNo, 'PDF_A6').expect(200)).body as Buffer;
      expect(poppler('pdftotext', a6, '-layout').trim()).toBe(waybill);
    });

    it("prints UPS's GIF label as an image page, and answers a ZPL print 409 since UPS issued images", async () => {
      const { orderNo } = await book();
      const pdf = (await print(orderNo).expect(200)).body as Buffer;
      expect(pages(pdf)).toBe(2);
      // pdfimages lists the label image on page 2: the 1 × 1 GIF the simulator issues as UPS does, embedded as decoded RGB.
      const images = poppler('pdfimages', pdf, '-list').trim().split('\n').slice(2);
      expect(images).toHaveLength(1);
      expect(images[0]).toMatch(/^\s*2\s+0\s+image\s+1\s+1\s+rgb/);
      expect((await print(orderNo).expect(200)).body.equals(pdf)).toBe(true);
      const zpl = await call('post', `/consignment/print/${orderNo}/?format=ZPL`, undefined, 'en').expect(409);
      expect(zpl.body).toMatchObject({
        code: 'DOCUMENT.CARRIER_LABEL_FORMAT',
        message: 'The carrier issued the labels as PDF or image; print as PDF.',
      });
    });
  });

  it('prints no waybill for an order its carrier has not confirmed yet or that was cancelled (409 with the reason)', async () => {
    sims.postnord.failAlways({ kind: 'server-error', status: 503 }, 'book');
    const waiting = await book(PLAIN_CONSIGNMENT);
    const printed = await call('post', `/consignment/print/${waiting.orderNo}/`).expect(409);
    expect(printed.body).toMatchObject({
      code: 'DOCUMENT.AWAITING_CARRIER',
      message: 'Transportören har ännu inte bekräftat bokningen. Fraktsedeln kan skrivas ut när bokningen är bekräftad.',
    });
    sims.postnord.recover();
    await untilSettled([waiting.orderNo]);
    await call('post', `/consignment/print/${waiting.orderNo}/`).expect(200);
    await apiCall(portal, tokens.anna, 'put', '/order/cancel/', { orderNos: [waiting.orderNo] }).expect(200);
    expect((await call('post', `/consignment/print/${waiting.orderNo}/`).expect(409)).body.code).toBe('DOCUMENT.CANCELLED');
  });

  it("answers another customer's order 404, carrier booking and all", async () => {
    const { orderNo } = await book();
    await apiCall(portal, tokens.bertil, 'get', `/order/${orderNo}`).expect(404);
  });

  describe('PUT /order/cancel/', () => {
    const cancel = (orderNos: string[], key = `cancel-${Math.random()}`, token = tokens.anna) =>
      apiCall(portal, token, 'put', '/order/cancel/', { orderNos }).set('Idempotency-Key', key);
    const events = async (orderNo: string) =>
      (
        await portal.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM shipping.outbox WHERE event_type = 'OrderCancelled' AND aggregate_id = $1`,
          [orderNo],
        )
      ).rows[0].n;

    it('voids the shipment at UPS, shows the order Avbokad with OrderCancelled once (billing credits it), and answers a repeat as cancelled', async () => {
      const { orderNo } = await book();
      const shipmentId = (await orderOf(orderNo)).carrierBooking!.carrierShipmentId!;
      const first = await cancel([orderNo], `cancel-${orderNo}`).expect(200);
      expect(first.body).toEqual({ orders: [{ orderNo, cancelled: true, errors: [] }], errors: [], cancelled: 1, failed: 0 });
      expect(sims.ups.shipment(shipmentId)?.voided).toBe(true);
      const order = await orderOf(orderNo);
      expect(order.statusLabel).toBe('Avbokad');
      expect((await orderOf(orderNo, 'en')).statusLabel).toBe('Cancelled');
      expect(order.carrierBooking?.state).toBe('cancelled');
      expect(await events(orderNo)).toBe(1);
      // Billing credits each of the order's lines by itself.
      await eventually(async () => {
        const { rows } = await portal.db.query<{ booked: string; credited: string }>(
          `SELECT sum(total_price_ore) FILTER (WHERE NOT credit)::text AS booked, sum(total_price_ore) FILTER (WHERE credit)::text AS credited
             FROM billing.bill_orders WHERE order_no = $1`,
          [orderNo],
        );
        expect(Number(rows[0].booked)).toBeGreaterThan(0);
        expect(Number(rows[0].credited)).toBe(-Number(rows[0].booked));
      });

      const replay = await cancel([orderNo], `cancel-${orderNo}`).expect(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect((await cancel([orderNo]).expect(200)).body.orders).toEqual([{ orderNo, cancelled: true, errors: [] }]);
      expect(sims.ups.received.filter((r) => r.operation === 'cancel' && r.path.endsWith(shipmentId))).toHaveLength(1);
      expect(await events(orderNo)).toBe(1);
    });

    it('cancels a booking still waiting for its carrier in the portal alone: it is never sent', async () => {
      sims.postnord.failAlways({ kind: 'server-error', status: 503 }, 'book');
      const { orderNo, consignmentNo } = await book(PLAIN_CONSIGNMENT);
      expect((await cancel([orderNo]).expect(200)).body.cancelled).toBe(1);
      sims.postnord.recover();
      await portal.db.query(`UPDATE shipping.carrier_transmissions SET next_attempt_at = now() WHERE order_no = $1`, [orderNo]);
      await transmitter.poll();
      expect(sims.postnord.shipmentsFor(consignmentNo)).toBe(0);
      expect((await orderOf(orderNo)).statusLabel).toBe('Avbokad');
    });

    it("refuses what cannot be cancelled, order by order, with the carrier's text when it declines the void", async () => {
      const pickedUp = await book();
      await portal.db.query(`UPDATE shipping.orders SET status_name = 'PICKUP' WHERE order_no = $1`, [pickedUp.orderNo]);
      const declined = await book();
      const fine = await book();
      const created = (await call('post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200)).body.consignments[0];
      const unbooked = (await call('post', '/order/', { consignmentId: created.consignmentId }).expect(200)).body.orderNo as string;
      sims.ups.failNext({ kind: 'validation', message: 'No shipment found within the allowed void period' }, 1, 'cancel');
      const { body } = await cancel([pickedUp.orderNo, declined.orderNo, fine.orderNo, unbooked]).expect(200);
      expect(body.orders).toEqual([
        {
          orderNo: pickedUp.orderNo,
          cancelled: false,
          errors: [{ code: 'ORDER.ALREADY_PICKED_UP', description: 'Transportören har redan hämtat försändelsen; den kan inte avbokas.' }],
        },
        {
          orderNo: declined.orderNo,
          cancelled: false,
          errors: [
            {
              code: 'CARRIER.VOID_REFUSED',
              description: 'Transportören avböjde avbokningen: No shipment found within the allowed void period',
            },
          ],
        },
        { orderNo: fine.orderNo, cancelled: true, errors: [] },
        {
          orderNo: unbooked,
          cancelled: false,
          errors: [{ code: 'ORDER.NOT_BOOKED_CANNOT_CANCEL', description: 'Ordern är inte bokad och kan inte avbokas.' }],
        },
      ]);
      expect(body).toMatchObject({ cancelled: 1, failed: 3 });
      expect((await orderOf(declined.orderNo)).statusLabel).toBe('Bokad');
      expect(await events(declined.orderNo)).toBe(0);
    });

    it("answers another customer's order 404 and cancels nothing, and refuses the demo", async () => {
      const { orderNo } = await book();
      await cancel([orderNo], undefined, tokens.bertil).expect(404);
      expect((await orderOf(orderNo)).statusLabel).toBe('Bokad');
      await cancel([orderNo], undefined, tokens.demo).expect(403);
      await cancel([], undefined).expect(400);
    });
  });
});
