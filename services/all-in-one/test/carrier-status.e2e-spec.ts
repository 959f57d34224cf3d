import { randomUUID } from 'node:crypto';
import { decodeEvent, encodeEvent } from '@freight/contracts';
import { EVENT_TRANSPORT, EventTransport } from '@freight/messaging';
import {
  ApplyCarrierStatusCommand,
  ApplyCarrierStatusesCommand,
  ApplyResult,
  DEV_CARRIER_WEBHOOK_SECRETS,
  NightlyPurge,
  signWebhookBody,
} from '@freight/shipping';
import { CommandBus } from '@nestjs/cqrs';
import { ANNA, eventually } from '@freight/testing';
import { Client } from 'pg';
import { apiCall, DEMO_CUSTOMERS, HttpMethod, signIn, startTestPortal, TestPortal } from './portal';

/**
 * Carrier status in (spec section 4, issue 5): the signed webhook and the carrier.status.v1 topic (here the
 * in-process transport; the Kafka run is services/all-in-one/test/carrier-status-kafka.int-spec.ts) moving a
 * booked order's status and label, and the nightly purge of the send list. Orders are mostly booked in SQL
 * (consignment number, date_booked); one test books through PUT /order/book/ to bring a waiting report in.
 */
describe('Embedded portal: carrier statuses and the nightly purge', () => {
  const UPS = 131;
  const SECRET = Object.fromEntries(DEV_CARRIER_WEBHOOK_SECRETS.split(',').map((e) => e.split('=')))[String(UPS)];

  let portal: TestPortal;
  let db: Client;
  let token = '';

  beforeAll(async () => {
    portal = await startTestPortal();
    db = portal.db;
    token = (await signIn(portal, ANNA.username, ANNA.password)).accessToken;
    await eventually(async () => {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM shipping.customer_profiles WHERE customer_id = $1', [
        DEMO_CUSTOMERS.anna,
      ]);
      if (rows[0].n !== 1) throw new Error('no profile for anna in shipping yet');
    });
  });

  afterAll(async () => {
    await portal?.close();
  });

  const CONSIGNMENT = {
    templateName: 'PN_PARCEL',
    part: [
      { role: 'consignor', address: { name: 'Annas Blommor AB', postcode: '11157', city: 'Stockholm', countrycode: 'SE' } },
      { role: 'consignee', address: { name: 'Göteborg AB', postcode: '41304', city: 'Göteborg', countrycode: 'SE' } },
    ],
    goodsItem: [{ noOfPackages: 1, weight: 4.5, length: 40, width: 30, height: 25, packageType: 'parcel' }],
  };

  const api = (method: HttpMethod, path: string, body?: unknown, language = 'sv') => apiCall(portal, token, method, path, body, language);

  async function placeOrder(temp = 0): Promise<{ orderNo: string; consignmentId: string }> {
    const consignment = await api('post', `/consignment/?temp=${temp}`, CONSIGNMENT).expect(200);
    const consignmentId = consignment.body.consignments[0].consignmentId as string;
    if (temp) return { orderNo: '', consignmentId };
    const order = await api('post', '/order/', { consignmentId }).expect(200);
    return { orderNo: order.body.orderNo, consignmentId };
  }

  /** What booking will do: the carrier's number on the consignment, the booking date on the order. */
  async function bookedOrder(): Promise<{ orderNo: string; consignmentNo: string }> {
    const { orderNo, consignmentId } = await placeOrder();
    const consignmentNo = `1Z${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
    await db.query('UPDATE shipping.consignments SET consignment_no = $2 WHERE id = $1', [consignmentId, consignmentNo]);
    await db.query('UPDATE shipping.orders SET date_booked = now(), supplier_id = $2 WHERE order_no = $1', [orderNo, UPS]);
    return { orderNo, consignmentNo };
  }

  const withLuhnDigit = (digits: string) => {
    const sum = [...digits].reverse().reduce((acc, d, i) => {
      const doubled = i % 2 === 0 ? Number(d) * 2 : Number(d);
      return acc + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    return `${digits}${(10 - (sum % 10)) % 10}`;
  };

  const report = (consignmentNo: string, status: string, occurredAt: string, over: Record<string, unknown> = {}) => ({
    carrier_code: UPS,
    consignment_no: consignmentNo,
    status,
    occurred_at: occurredAt,
    location: 'Stockholm terminal',
    description: `${status} at the terminal`,
    event_id: randomUUID(),
    ...over,
  });

  /** Posts exactly `raw` (what is signed is what is sent); a null signature sends no X-Signature. */
  const postStatus = (
    raw: string,
    signature: string | null = signWebhookBody(SECRET, raw),
    carrier: number | string = UPS,
    language = 'sv',
  ) => {
    const req = portal.http.post(`/api/carrier/${carrier}/status`).set('Content-Type', 'application/json').set('Accept-Language', language);
    return (signature === null ? req : req.set('X-Signature', signature)).send(raw);
  };
  const send = (body: object) => postStatus(JSON.stringify(body));

  const getOrder = async (orderNo: string, language = 'sv') =>
    (await api('get', `/order/${orderNo}`, undefined, language).expect(200)).body;
  const historyCount = async (orderNo: string) =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM shipping.order_status_history WHERE order_no = $1', [orderNo])).rows[0]
      .n;
  const statusEvents = async (orderNo: string) =>
    (
      await db.query<{ payload: Buffer }>(
        `SELECT payload FROM shipping.outbox WHERE event_type = 'OrderStatusChanged' AND aggregate_id = $1 ORDER BY id`,
        [orderNo],
      )
    ).rows.map((r) => decodeEvent('OrderStatusChanged', r.payload));

  describe('the signed webhook', () => {
    it("moves a booked order to the reported status, with its label in the caller's language and its history", async () => {
      const unbooked = await placeOrder();
      expect((await getOrder(unbooked.orderNo)).statusLabel).toBe('Ej bokad');
      expect((await getOrder(unbooked.orderNo, 'en')).statusLabel).toBe('Not booked');

      const { orderNo, consignmentNo } = await bookedOrder();
      expect(await getOrder(orderNo)).toMatchObject({ statusLabel: 'Bokad', statusName: null, statusHistory: [] });

      const pickup = report(consignmentNo, 'PICKUP', '2025-06-10T10:15:00+02:00');
      const answer = await send(pickup).expect(202);
      expect(answer.body).toEqual({ applied: true, duplicate: false });

      const sv = await getOrder(orderNo);
      expect(sv).toMatchObject({
        statusName: 'PICKUP',
        statusCategory: 'picked_up',
        statusUpdated: '2025-06-10T08:15:00.000Z',
        statusLabel: 'Upphämtad',
      });
      expect(sv.statusHistory).toEqual([
        {
          status: 'PICKUP',
          label: 'Upphämtad',
          occurredAt: '2025-06-10T08:15:00.000Z',
          receivedAt: expect.any(String),
          location: 'Stockholm terminal',
          description: 'PICKUP at the terminal',
        },
      ]);
      const en = await getOrder(orderNo, 'en');
      expect(en.statusLabel).toBe('Picked up');
      expect(en.statusHistory[0].label).toBe('Picked up');
      // The list shows the label too, without the history.
      const listed = (await api('get', `/order/customer/${DEMO_CUSTOMERS.anna}?booked=1`, undefined, 'en').expect(200)).body.find(
        (o: { orderNo: string }) => o.orderNo === orderNo,
      );
      expect(listed.statusLabel).toBe('Picked up');
      expect(listed).not.toHaveProperty('statusHistory');

      expect(await statusEvents(orderNo)).toEqual([
        {
          orderNo,
          customerId: String(DEMO_CUSTOMERS.anna),
          consignmentNo,
          carrierCode: UPS,
          status: 'PICKUP',
          previousStatus: '',
          occurredAt: '2025-06-10T08:15:00.000Z',
          carrierStatus: 'PICKUP',
          location: 'Stockholm terminal',
        },
      ]);
    });

    it('labels CONFIRMED as booked, and printed beats it while PICKUP and later beat printed', async () => {
      const { orderNo, consignmentNo } = await bookedOrder();
      await send(report(consignmentNo, 'CONFIRMED', '2025-06-10T08:00:00Z')).expect(202);
      expect((await getOrder(orderNo)).statusLabel).toBe('Bokad');
      await db.query('UPDATE shipping.orders SET printed = true, date_printed = now() WHERE order_no = $1', [orderNo]);
      expect((await getOrder(orderNo)).statusLabel).toBe('Utskriven');
      await send(report(consignmentNo, 'IN_TRANSIT', '2025-06-10T12:00:00Z')).expect(202);
      expect((await getOrder(orderNo, 'en')).statusLabel).toBe('In transit');
      await send(report(consignmentNo, 'DELIVERED', '2025-06-11T09:00:00+02:00')).expect(202);
      expect((await getOrder(orderNo)).statusLabel).toBe('Levererad');
      expect((await statusEvents(orderNo)).map((e) => [e.previousStatus, e.status])).toEqual([
        ['', 'CONFIRMED'],
        ['CONFIRMED', 'IN_TRANSIT'],
        ['IN_TRANSIT', 'DELIVERED'],
      ]);
    });

    it('applies a resent event once, and says so', async () => {
      const { orderNo, consignmentNo } = await bookedOrder();
      const raw = JSON.stringify(report(consignmentNo, 'PICKUP', '2025-06-10T10:00:00+02:00'));
      expect((await postStatus(raw).expect(202)).body).toEqual({ applied: true, duplicate: false });
      expect((await postStatus(raw).expect(202)).body).toEqual({ applied: false, duplicate: true });
      expect(await historyCount(orderNo)).toBe(1);
      expect(await statusEvents(orderNo)).toHaveLength(1);
    });

    it('applies a burst of concurrent pushes a batch at a time: each report once, each order in order, as one after the other would', async () => {
      const orders = [];
      for (let i = 0; i < 4; i++) orders.push(await bookedOrder());
      const steps = [
        ['PICKUP', '2025-06-10T09:00:00Z'],
        ['IN_TRANSIT', '2025-06-10T11:00:00Z'],
        ['IN_TRANSIT', '2025-06-10T12:00:00Z'],
        ['OUT_FOR_DELIVERY', '2025-06-10T14:00:00Z'],
        ['DELIVERED', '2025-06-10T16:00:00Z'],
      ];
      const raws = orders.flatMap(({ consignmentNo }) => steps.map(([status, at]) => JSON.stringify(report(consignmentNo, status, at))));
      // Each report twice, all in a shuffled order (a fixed permutation: the same run every time).
      const pushes = [...raws, ...raws].map((raw, i) => ({ raw, key: (i * 17) % 41 })).sort((a, b) => a.key - b.key);

      // The first batches wait on a lock the test holds, so the pushes arriving meanwhile queue up into later batches.
      const batches: number[] = [];
      const commands = portal.running.app.get(CommandBus);
      const execute = commands.execute.bind(commands);
      const spy = jest.spyOn(commands, 'execute').mockImplementation((command) => {
        if (command instanceof ApplyCarrierStatusesCommand) batches.push(command.reports.length);
        return execute(command);
      });
      const blocker = new Client({ connectionString: portal.database.url });
      await blocker.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query('SELECT 1 FROM shipping.orders WHERE order_no = ANY($1) FOR UPDATE', [orders.map((o) => o.orderNo)]);
        const answers = Promise.all(pushes.map(({ raw }) => postStatus(raw)));
        await eventually(async () => {
          if (batches.length < 2) throw new Error('the first batches have not reached the database yet');
        });
        await blocker.query('COMMIT');
        const responses = await answers;
        expect(responses.map((r) => r.status)).toEqual(pushes.map(() => 202));

        expect(batches.reduce((a, b) => a + b, 0)).toBe(pushes.length);
        expect(Math.max(...batches)).toBeGreaterThan(1);
        // Of each report's two copies, exactly one was new.
        const fresh = new Map<string, number>();
        pushes.forEach(({ raw }, i) => fresh.set(raw, (fresh.get(raw) ?? 0) + (responses[i].body.duplicate ? 0 : 1)));
        expect([...fresh.values()]).toEqual(raws.map(() => 1));
      } finally {
        await blocker.query('ROLLBACK').catch(() => undefined);
        await blocker.end();
        spy.mockRestore();
      }

      for (const { orderNo } of orders) {
        expect(await historyCount(orderNo)).toBe(steps.length);
        expect(await getOrder(orderNo)).toMatchObject({ statusName: 'DELIVERED', statusUpdated: '2025-06-10T16:00:00.000Z' });
        // The changes an order went through chain up, each from the status the one before left, ending delivered.
        const changes = await statusEvents(orderNo);
        changes.forEach((change, i) => expect(change.previousStatus).toBe(i === 0 ? '' : changes[i - 1].status));
        expect(changes.at(-1)?.status).toBe('DELIVERED');
        expect(new Set(changes.map((c) => c.status)).size).toBe(changes.length);
      }
    });

    it('keeps an older event in the history without overwriting the newer status', async () => {
      const { orderNo, consignmentNo } = await bookedOrder();
      await send(report(consignmentNo, 'IN_TRANSIT', '2025-06-10T14:00:00+02:00')).expect(202);
      const older = await send(report(consignmentNo, 'PICKUP', '2025-06-10T09:00:00+02:00')).expect(202);
      expect(older.body).toEqual({ applied: false, duplicate: false });
      // Same instant as the current one: not newer, so not applied either.
      expect((await send(report(consignmentNo, 'DELIVERED', '2025-06-10T12:00:00Z')).expect(202)).body).toEqual({
        applied: false,
        duplicate: false,
      });

      const order = await getOrder(orderNo);
      expect(order).toMatchObject({ statusName: 'IN_TRANSIT', statusUpdated: '2025-06-10T12:00:00.000Z', statusLabel: 'Under transport' });
      expect(order.statusHistory.map((h: { status: string }) => h.status)).toEqual(['PICKUP', 'IN_TRANSIT', 'DELIVERED']);
      expect(await statusEvents(orderNo)).toHaveLength(1);
    });

    it('stores an unknown status and shows it as no status', async () => {
      const { orderNo, consignmentNo } = await bookedOrder();
      await send(report(consignmentNo, 'CUSTOMS_HOLD', '2025-06-10T10:00:00Z')).expect(202);
      const order = await getOrder(orderNo);
      expect(order).toMatchObject({ statusName: 'CUSTOMS_HOLD', statusCategory: 'none', statusLabel: '' });
      expect(order.statusHistory).toEqual([expect.objectContaining({ status: 'CUSTOMS_HOLD', label: '' })]);
      expect((await statusEvents(orderNo)).map((e) => e.status)).toEqual(['CUSTOMS_HOLD']);
    });

    it('takes camelCase names and a body without a carrier code (the path names it)', async () => {
      const { orderNo, consignmentNo } = await bookedOrder();
      const body = { consignmentNo, status: 'delivered', occurredAt: '2025-06-10T10:00:00.250Z', eventId: randomUUID() };
      expect((await send(body).expect(202)).body).toEqual({ applied: true, duplicate: false });
      // The order holds the portal's word; the history keeps the carrier's as written.
      expect(await getOrder(orderNo)).toMatchObject({
        statusName: 'DELIVERED',
        statusCategory: 'delivered',
        statusLabel: 'Levererad',
        statusUpdated: '2025-06-10T10:00:00.250Z',
      });
    });

    it("answers 401 in the kernel's error shape for a bad, missing or foreign signature, and changes nothing", async () => {
      const { orderNo, consignmentNo } = await bookedOrder();
      const raw = JSON.stringify(report(consignmentNo, 'DELIVERED', '2025-06-10T10:00:00Z'));
      const bad = await postStatus(raw, `sha256=${'0'.repeat(64)}`).expect(401);
      expect(bad.body).toEqual({
        statusCode: 401,
        code: 'CARRIER.INVALID_SIGNATURE',
        message: 'Signaturen saknas eller stämmer inte med innehållet',
      });
      expect((await postStatus(raw, null, UPS, 'en').expect(401)).body.message).toBe('The signature is missing or does not match the body');
      // Signed with another carrier's secret.
      await postStatus(raw, signWebhookBody('frakt-dev-webhook-116', raw)).expect(401);
      // Signed, then re-serialised on the way: the signature covers the bytes.
      await postStatus(JSON.stringify(JSON.parse(raw), null, 1), signWebhookBody(SECRET, raw)).expect(401);
      expect(await historyCount(orderNo)).toBe(0);
      expect((await getOrder(orderNo)).statusName).toBeNull();
    });

    it('answers 404 for a carrier that does not report here', async () => {
      const raw = JSON.stringify(report('X', 'PICKUP', '2025-06-10T10:00:00Z', { carrier_code: 0 }));
      for (const carrier of ['9999', '71', 'ups', '-1']) {
        const res = await postStatus(raw, signWebhookBody(SECRET, raw), carrier).expect(404);
        expect(res.body.code).toBe('CARRIER.UNKNOWN_CARRIER');
      }
    });

    it('answers 400 for malformed bodies, after the signature checked out', async () => {
      const { consignmentNo } = await bookedOrder();
      const cases: [string, string | undefined][] = [
        ['{"consignment_no": ', undefined],
        [JSON.stringify(report(consignmentNo, 'PICKUP', '2025-06-10T10:00:00')), 'occurred_at'],
        [JSON.stringify(report(consignmentNo, 'PICKUP', '10/06/2025')), 'occurred_at'],
        [JSON.stringify(report(consignmentNo, 'PICKUP', '2025-06-10T10:00:00Z', { carrier_code: 116 })), 'carrier_code'],
        [JSON.stringify(report(consignmentNo, 'PICKUP', '2025-06-10T10:00:00Z', { event_id: '' })), 'event_id'],
        [JSON.stringify(report(consignmentNo, 'PICKUP', '2025-06-10T10:00:00Z', { colour: 'red' })), 'colour'],
        [JSON.stringify(report(consignmentNo, 'PICKUP', '2025-06-10T10:00:00Z', { carrier_code: 'ups' })), 'carrier_code'],
        ['[]', 'body'],
      ];
      for (const [raw, field] of cases) {
        const res = await postStatus(raw).expect(400);
        if (field) expect(res.body.errors).toEqual([expect.objectContaining({ field })]);
        else expect(res.body.code).toBe('HTTP.MALFORMED_JSON');
      }
    });

    it('keeps a status for a number no booked order has as unmatched (404), and applies it once the order is booked', async () => {
      const { orderNo, consignmentId } = await placeOrder();
      const consignmentNo = `1Z${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
      const early = report(consignmentNo, 'CONFIRMED', '2025-06-10T08:00:00Z');
      const res = await send(early).expect(404);
      expect(res.body.code).toBe('CARRIER.CONSIGNMENT_NOT_FOUND');
      await send(early).expect(404);
      const stored = await db.query(
        'SELECT status, consignment_no FROM shipping.carrier_status_unmatched WHERE carrier_code = $1 AND event_id = $2',
        [UPS, early.event_id],
      );
      expect(stored.rows).toEqual([{ status: 'CONFIRMED', consignment_no: consignmentNo }]);

      // Booking commits, then its OrderBooked brings the waiting report in.
      await db.query('UPDATE shipping.consignments SET consignment_no = $2 WHERE id = $1', [consignmentId, consignmentNo]);
      await db.query('UPDATE shipping.orders SET date_booked = now(), supplier_id = $2 WHERE order_no = $1', [orderNo, UPS]);
      const transport = portal.running.app.get<symbol, EventTransport>(EVENT_TRANSPORT);
      const eventId = randomUUID();
      await transport.publish([
        {
          topic: 'freight.orders.v1',
          key: orderNo,
          value: Buffer.from(
            encodeEvent('OrderBooked', { orderNo, customerId: String(DEMO_CUSTOMERS.anna), consignmentId, consignmentNo, supplierId: UPS }),
          ),
          headers: { event_id: eventId, event_type: 'OrderBooked', content_type: 'application/x-protobuf' },
        },
      ]);
      await eventually(async () => expect((await getOrder(orderNo)).statusName).toBe('CONFIRMED'));
      expect((await db.query('SELECT 1 FROM shipping.carrier_status_unmatched WHERE event_id = $1', [early.event_id])).rows).toEqual([]);
      // The carrier resending it now is a duplicate, not a second report.
      expect((await send(early).expect(202)).body).toEqual({ applied: false, duplicate: true });
    });

    it('applies a status that arrived before the booking once PUT /order/book/ books the order; a booking with none waiting leaves no inbox row', async () => {
      const PN = 4;
      const { orderNo } = await placeOrder();
      const bystander = await placeOrder();
      // The carrier edge numbers consignments in blocks from one sequence, so within this one process the
      // booking after the bystander's gets the next number (the next block starts where this one ends).
      const first = await api('put', '/order/book/', { orderNos: [bystander.orderNo] }).expect(200);
      const consignmentNo = withLuhnDigit(String(BigInt(first.body.orders[0].consignmentNo.slice(0, -1)) + 1n));
      const raw = JSON.stringify(report(consignmentNo, 'CONFIRMED', '2025-06-10T08:00:00Z', { carrier_code: PN }));
      await postStatus(raw, signWebhookBody(`frakt-dev-webhook-${PN}`, raw), PN).expect(404);

      const booked = await api('put', '/order/book/', { orderNos: [orderNo] }).expect(200);
      expect(booked.body.orders[0].consignmentNo).toBe(consignmentNo);
      await eventually(async () => expect((await getOrder(orderNo)).statusName).toBe('CONFIRMED'));
      expect(await historyCount(orderNo)).toBe(1);
      expect((await db.query('SELECT 1 FROM shipping.carrier_status_unmatched WHERE consignment_no = $1', [consignmentNo])).rows).toEqual(
        [],
      );

      const inboxOf = async (aggregateId: string) => {
        const { rows } = await db.query<{ n: number; published: boolean }>(
          `SELECT count(i.event_id)::int AS n, bool_and(o.published_at IS NOT NULL) AS published FROM shipping.outbox o
             LEFT JOIN shipping.inbox i ON i.consumer = 'ApplyUnmatchedCarrierStatusesWhenOrderBooked' AND i.event_id = o.event_id::text
            WHERE o.event_type = 'OrderBooked' AND o.aggregate_id = $1`,
          [aggregateId],
        );
        return rows[0];
      };
      // Both bookings' events are relayed, in the same relay pass or in two (the second booking came later).
      for (const order of [bystander.orderNo, orderNo]) await eventually(async () => expect((await inboxOf(order)).published).toBe(true));
      expect(await inboxOf(bystander.orderNo)).toEqual({ n: 0, published: true });
      expect(await inboxOf(orderNo)).toEqual({ n: 1, published: true });
      expect(await historyCount(bystander.orderNo)).toBe(0);
    });

    it('refuses a status from another carrier than the one the order was booked with', async () => {
      const { orderNo, consignmentNo } = await bookedOrder();
      const raw = JSON.stringify(report(consignmentNo, 'DELIVERED', '2025-06-10T10:00:00Z', { carrier_code: 116 }));
      await postStatus(raw, signWebhookBody('frakt-dev-webhook-116', raw), 116).expect(404);
      expect(await historyCount(orderNo)).toBe(0);
    });
  });

  describe('the carrier.status.v1 topic (in-process transport)', () => {
    const produce = async (value: string, headers: Record<string, string> = {}, key = 'k') => {
      const transport = portal.running.app.get<symbol, EventTransport>(EVENT_TRANSPORT);
      await transport.publish([{ topic: 'carrier.status.v1', key, value: Buffer.from(value), headers }]);
    };

    it('applies the JSON mapping without headers once, even when the webhook got the same event first', async () => {
      const { orderNo, consignmentNo } = await bookedOrder();
      const body = report(consignmentNo, 'PICKUP', '2025-06-10T10:00:00+02:00');
      await send(body).expect(202);
      await produce(JSON.stringify(body), {}, consignmentNo);
      await produce(JSON.stringify(body), {}, consignmentNo);
      const later = report(consignmentNo, 'IN_TRANSIT', '2025-06-10T11:00:00+02:00');
      await produce(JSON.stringify(later), {}, consignmentNo);
      await produce(JSON.stringify(later), {}, consignmentNo);
      await eventually(async () => expect((await getOrder(orderNo)).statusName).toBe('IN_TRANSIT'));
      expect(await historyCount(orderNo)).toBe(2);
      const inbox = await db.query(
        `SELECT event_id FROM shipping.inbox WHERE consumer = 'ApplyCarrierStatusWhenReceived' AND event_id = $1`,
        [`carrier:${UPS}:${later.event_id}`],
      );
      expect(inbox.rows).toHaveLength(1);
    });

    it('applies protobuf binary, and skips a record that does not validate without stopping the consumer', async () => {
      const { orderNo, consignmentNo } = await bookedOrder();
      await produce('{"consignment_no": "', {}, consignmentNo);
      await produce(JSON.stringify(report(consignmentNo, 'PICKUP', 'not a time')), {}, consignmentNo);
      const binary = encodeEvent('CarrierStatusReceived', {
        carrierCode: UPS,
        consignmentNo,
        status: 'DELIVERED',
        occurredAt: '2025-06-10T10:00:00Z',
        eventId: randomUUID(),
      });
      const transport = portal.running.app.get<symbol, EventTransport>(EVENT_TRANSPORT);
      await transport.publish([
        {
          topic: 'carrier.status.v1',
          key: consignmentNo,
          value: Buffer.from(binary),
          headers: { content_type: 'application/x-protobuf', event_id: randomUUID() },
        },
      ]);
      await eventually(async () => expect((await getOrder(orderNo)).statusLabel).toBe('Levererad'));
      expect(await historyCount(orderNo)).toBe(1);
    });
  });

  describe('a chunk of reports applied at once (what the Kafka consumer does)', () => {
    it('ends a chunk applied at once where applying its reports one after the other ends: history, status, outcomes, events', async () => {
      const commands = portal.running.app.get(CommandBus);
      const at = (hour: number) => new Date(Date.UTC(2025, 5, 10, hour));
      /** Applies the same reports through ApplyCarrierStatusCommand one by one ('one') or ApplyCarrierStatusesCommand ('all'). */
      const applyWith = async (how: 'one' | 'all') => {
        const { orderNo, consignmentNo } = await bookedOrder();
        const unbooked = `1Z${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
        const id = (name: string) => `${how}-${consignmentNo}-${name}`;
        const status = (name: string, word: string, hour: number, over: { consignmentNo?: string; carrierCode?: number } = {}) => ({
          carrierCode: UPS,
          consignmentNo,
          status: word,
          occurredAt: at(hour),
          location: 'Arlanda',
          description: name,
          eventId: id(name),
          ...over,
        });
        // Already current before the chunk, so the chunk compares against a status of its own.
        await commands.execute(new ApplyCarrierStatusCommand(status('before', 'CONFIRMED', 6)));
        const reports = [
          status('pickup', 'PICKUP', 9),
          status('older', 'CONFIRMED', 7),
          status('transit', 'IN_TRANSIT', 13),
          status('pickup', 'PICKUP', 9),
          status('transit-later', 'in_transit', 14),
          status('delivered-older', 'DELIVERED', 12),
          status('stray', 'CONFIRMED', 8, { consignmentNo: unbooked }),
          status('customs', 'CUSTOMS_HOLD', 15),
          status('same-time', 'IN_TRANSIT', 15),
          status('empty', '', 16),
          status('other-carrier', 'DELIVERED', 17, { carrierCode: 116 }),
          status('delivered', 'DELIVERED', 18),
          status('transit', 'IN_TRANSIT', 13),
          status('before', 'CONFIRMED', 6, { consignmentNo: unbooked }),
        ];
        const outcomes: ApplyResult[] =
          how === 'one'
            ? await reports.reduce<Promise<ApplyResult[]>>(
                async (done, report) => [...(await done), await commands.execute(new ApplyCarrierStatusCommand(report))],
                Promise.resolve([]),
              )
            : await commands.execute(new ApplyCarrierStatusesCommand(reports.map((report) => ({ report }))));
        const strip = (text: string) =>
          text.replaceAll(orderNo, 'ORDER').replaceAll(consignmentNo, 'NO').replaceAll(unbooked, 'UNBOOKED').replaceAll(`${how}-`, '');
        const rows = async (sql: string, params: unknown[]) => JSON.parse(strip(JSON.stringify((await db.query(sql, params)).rows)));
        return {
          outcomes: JSON.parse(strip(JSON.stringify(outcomes))),
          history: await rows(
            'SELECT carrier_code, event_id, status, occurred_at, description FROM shipping.order_status_history WHERE order_no = $1 ORDER BY id',
            [orderNo],
          ),
          order: await rows('SELECT status_name, status_category, status_updated FROM shipping.orders WHERE order_no = $1', [orderNo]),
          events: JSON.parse(strip(JSON.stringify(await statusEvents(orderNo)))),
          unmatched: await rows(
            'SELECT carrier_code, event_id, consignment_no, status FROM shipping.carrier_status_unmatched WHERE event_id LIKE $1 ORDER BY event_id',
            [`${how}-${consignmentNo}-%`],
          ),
        };
      };
      const one = await applyWith('one');
      const all = await applyWith('all');
      expect(all).toEqual(one);
      expect(all.outcomes.map((o: ApplyResult) => o.outcome)).toEqual([
        'applied',
        'kept',
        'applied',
        'duplicate',
        'applied',
        'kept',
        'unmatched',
        'applied',
        'kept',
        'applied',
        'unmatched',
        'applied',
        'duplicate',
        'duplicate',
      ]);
      expect(all.order).toEqual([{ status_name: 'DELIVERED', status_category: 'delivered', status_updated: at(18).toISOString() }]);
      expect(all.events.map((e: { previousStatus: string; status: string }) => `${e.previousStatus}>${e.status}`)).toEqual([
        '>CONFIRMED',
        'CONFIRMED>PICKUP',
        'PICKUP>IN_TRANSIT',
        'IN_TRANSIT>CUSTOMS_HOLD',
        'CUSTOMS_HOLD>',
        '>DELIVERED',
      ]);
      expect(all.history.map((h: { description: string }) => h.description)).toEqual([
        'before',
        'pickup',
        'older',
        'transit',
        'transit-later',
        'delivered-older',
        'customs',
        'same-time',
        'empty',
        'delivered',
      ]);
      expect(all.unmatched.map((u: { event_id: string; carrier_code: number }) => `${u.carrier_code}:${u.event_id}`)).toEqual([
        '116:NO-other-carrier',
        '131:NO-stray',
      ]);
    });
  });

  describe('the nightly purge', () => {
    const purge = () => portal.running.app.get(NightlyPurge);
    const stockholmDate = (at: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(at);
    const exists = async (orderNo: string) =>
      (await db.query('SELECT 1 FROM shipping.orders WHERE order_no = $1', [orderNo])).rows.length === 1;
    const consignmentExists = async (id: string) =>
      (await db.query('SELECT 1 FROM shipping.consignments WHERE id = $1', [id])).rows.length === 1;
    const purgedEvents = async (orderNos: string[]) =>
      (
        await db.query<{ aggregate_id: string; payload: Buffer }>(
          `SELECT aggregate_id, payload FROM shipping.outbox WHERE event_type = 'OrderPurged' AND aggregate_id = ANY($1)`,
          [orderNos],
        )
      ).rows.map((r) => decodeEvent('OrderPurged', r.payload));

    async function oldOrder(daysAgo = 2) {
      const order = await placeOrder();
      await db.query(`UPDATE shipping.orders SET date_placed = now() - make_interval(days => $2) WHERE order_no = $1`, [
        order.orderNo,
        daysAgo,
      ]);
      await db.query(`UPDATE shipping.consignments SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [
        order.consignmentId,
        daysAgo,
      ]);
      return order;
    }

    it("deletes unbooked orders placed before today (Stockholm) with their consignments and old temporary consignments; keeps booked and today's", async () => {
      const old = await oldOrder();
      const older = await oldOrder(30);
      const today = await placeOrder();
      const booked = await bookedOrder();
      await db.query(`UPDATE shipping.orders SET date_placed = now() - interval '5 days' WHERE order_no = $1`, [booked.orderNo]);
      const oldTemp = await placeOrder(1);
      await db.query(`UPDATE shipping.consignments SET created_at = now() - interval '2 days' WHERE id = $1`, [oldTemp.consignmentId]);
      const newTemp = await placeOrder(1);

      const now = new Date();
      const result = await purge().run(now);
      expect(result).toMatchObject({ ran: true, purgeDate: stockholmDate(now) });
      expect(result.orders).toBeGreaterThanOrEqual(2);
      expect(result.consignmentsWithoutOrder).toBeGreaterThanOrEqual(1);

      expect([await exists(old.orderNo), await exists(older.orderNo), await exists(today.orderNo), await exists(booked.orderNo)]).toEqual([
        false,
        false,
        true,
        true,
      ]);
      expect([
        await consignmentExists(old.consignmentId),
        await consignmentExists(oldTemp.consignmentId),
        await consignmentExists(newTemp.consignmentId),
        await consignmentExists(today.consignmentId),
      ]).toEqual([false, false, true, true]);
      const events = await purgedEvents([old.orderNo, older.orderNo, today.orderNo, booked.orderNo]);
      expect(events).toHaveLength(2);
      expect(events).toEqual(
        expect.arrayContaining([
          {
            orderNo: old.orderNo,
            customerId: String(DEMO_CUSTOMERS.anna),
            consignmentId: old.consignmentId,
            purgeDate: stockholmDate(now),
          },
        ]),
      );
      await api('get', `/order/${old.orderNo}`).expect(404);
    });

    it('also wipes a saved consignment that never reached the send list, and idempotency keys past 24 hours', async () => {
      const saved = await api('post', '/consignment/?temp=0', CONSIGNMENT).expect(200);
      const savedId = saved.body.consignments[0].consignmentId as string;
      await db.query(`UPDATE shipping.consignments SET created_at = now() - interval '2 days' WHERE id = $1`, [savedId]);
      const key = `purge-${randomUUID()}`;
      await db.query(
        `INSERT INTO shipping.idempotency_keys (customer_id, scope, key, request_hash, status, response_status, response_body, created_at, locked_at, lock_token)
         VALUES ($1, 'PUT /api/order/book', $2, 'h', 'complete', 200, '{}', now() - interval '25 hours', now() - interval '25 hours', gen_random_uuid())`,
        [DEMO_CUSTOMERS.anna, key],
      );
      const result = await purge().run(new Date());
      expect(result.consignmentsWithoutOrder).toBeGreaterThanOrEqual(1);
      expect(result.idempotencyKeys).toBeGreaterThanOrEqual(1);
      expect(await consignmentExists(savedId)).toBe(false);
      expect((await db.query('SELECT 1 FROM shipping.idempotency_keys WHERE key = $1', [key])).rows).toHaveLength(0);
    });

    it('cuts at Stockholm midnight, not UTC midnight', async () => {
      const order = await placeOrder();
      // 23:30 Stockholm summer time on 9 June is 21:30 UTC: already the 9th in Stockholm, purged on the night to the 10th.
      await db.query(`UPDATE shipping.orders SET date_placed = '2025-06-09T21:30:00Z' WHERE order_no = $1`, [order.orderNo]);
      const stillThe9th = await purge().run(new Date('2025-06-09T21:59:00Z'));
      expect(stillThe9th.purgeDate).toBe('2025-06-09');
      expect(await exists(order.orderNo)).toBe(true);
      const the10th = await purge().run(new Date('2025-06-09T22:30:00Z'));
      expect(the10th.purgeDate).toBe('2025-06-10');
      expect(await exists(order.orderNo)).toBe(false);
    });

    it('skips while another replica holds the lock', async () => {
      const order = await oldOrder();
      const other = new Client({ connectionString: portal.database.url });
      await other.connect();
      try {
        await other.query(`SELECT pg_advisory_lock(hashtext('frakt-shipping-nightly-purge'))`);
        expect(await purge().run()).toMatchObject({ ran: false, orders: 0 });
        expect(await exists(order.orderNo)).toBe(true);
        await other.query(`SELECT pg_advisory_unlock(hashtext('frakt-shipping-nightly-purge'))`);
        expect(await purge().run()).toMatchObject({ ran: true });
        expect(await exists(order.orderNo)).toBe(false);
      } finally {
        await other.end();
      }
    });

    it('purges each order once when two runs start at once', async () => {
      // One after the other: oldOrder writes through the test's single database client.
      const orders = [];
      for (let i = 0; i < 4; i++) orders.push(await oldOrder());
      const results = await Promise.all([purge().run(), purge().run()]);
      expect(results.some((r) => r.ran)).toBe(true);
      expect(results.reduce((sum, r) => sum + r.orders, 0)).toBe(orders.length);
      const events = await purgedEvents(orders.map((o) => o.orderNo));
      expect(events.map((e) => e.orderNo).sort()).toEqual(orders.map((o) => o.orderNo).sort());
    });
  });
});
