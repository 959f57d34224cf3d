import { randomUUID } from 'node:crypto';
import type { JourneyStep } from '@freight/carrier-simulators';
import { decodeEvent } from '@freight/contracts';
import { ConnectorCarrierTracking, DEV_CARRIER_WEBHOOK_SECRETS, PollCarrierTracking, signWebhookBody } from '@freight/shipping';
import { ANNA, eventually } from '@freight/testing';
import { apiCall, DEMO_CUSTOMERS, signIn, startTestPortal, TestPortal } from './portal';

/**
 * Pulling statuses (issue 28): the poller asks the tracking simulators on the job's own clock (its ticks and
 * pauses move the simulators' clock; nothing waits for the wall clock), and what it pulls meets pushed
 * reports in the one apply.
 */
describe('Embedded portal: statuses pulled from the carriers', () => {
  const UPS = 131;
  const POSTNORD = 4;
  const DHL = 225;
  const SCHENKER = 116;
  const MINUTE = 60_000;
  const SECRET = Object.fromEntries(DEV_CARRIER_WEBHOOK_SECRETS.split(',').map((e) => e.split('=')))[String(UPS)];

  let portal: TestPortal;
  let token = '';
  let poller: PollCarrierTracking;
  let tracking: ConnectorCarrierTracking;
  /** The job's clock: each test starts its own day. */
  let clock = 0;

  beforeAll(async () => {
    // PostNord and DB Schenker get small budgets so a day of ticks shows them shared; DHL keeps its starter tier (250/day, 1/s).
    portal = await startTestPortal({ TRACKING_BUDGETS: '4=12/2,116=6/1' });
    token = (await signIn(portal, ANNA.username, ANNA.password)).accessToken;
    await eventually(async () => {
      const { rows } = await portal.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM shipping.customer_profiles WHERE customer_id = $1',
        [DEMO_CUSTOMERS.anna],
      );
      if (rows[0].n !== 1) throw new Error('no profile for anna in shipping yet');
    });
    poller = portal.running.app.get(PollCarrierTracking);
    tracking = portal.running.app.get(ConnectorCarrierTracking);
    tracking.useClock(() => clock);
    poller.sleep = async (ms) => {
      clock += ms;
    };
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

  /** A booked order of `carrier` (booked in SQL as the booking would leave it), booked at `bookedAt`. */
  async function bookedOrder(carrier: number, bookedAt: Date): Promise<{ orderNo: string; consignmentNo: string }> {
    const consignment = await apiCall(portal, token, 'post', '/consignment/?temp=0', CONSIGNMENT).expect(200);
    const consignmentId = consignment.body.consignments[0].consignmentId as string;
    const order = await apiCall(portal, token, 'post', '/order/', { consignmentId }).expect(200);
    const consignmentNo = `T${randomUUID().replace(/-/g, '').slice(0, 15).toUpperCase()}`;
    await portal.db.query('UPDATE shipping.consignments SET consignment_no = $2 WHERE id = $1', [consignmentId, consignmentNo]);
    await portal.db.query('UPDATE shipping.orders SET date_booked = $3, supplier_id = $2 WHERE order_no = $1', [
      order.body.orderNo,
      carrier,
      bookedAt,
    ]);
    return { orderNo: order.body.orderNo, consignmentNo };
  }

  const history = async (orderNo: string) =>
    (
      await portal.db.query<{ status: string; status_word: string; occurred_at: Date }>(
        'SELECT status, status_word, occurred_at FROM shipping.order_status_history WHERE order_no = $1 ORDER BY occurred_at, id',
        [orderNo],
      )
    ).rows;
  const statusOf = async (orderNo: string) =>
    (await portal.db.query<{ status_name: string | null }>('SELECT status_name FROM shipping.orders WHERE order_no = $1', [orderNo]))
      .rows[0].status_name;
  const statusChanges = async (orderNo: string) =>
    (
      await portal.db.query<{ payload: Buffer }>(
        `SELECT payload FROM shipping.outbox WHERE event_type = 'OrderStatusChanged' AND aggregate_id = $1 ORDER BY id`,
        [orderNo],
      )
    ).rows.map((r) => decodeEvent('OrderStatusChanged', r.payload));

  /** Ticks every `stepMinutes` from the clock until `until`, as the schedule would (each tick its own slot). */
  async function tickUntil(until: number, stepMinutes: number, stop?: () => Promise<boolean>): Promise<void> {
    while (clock < until) {
      const tickAt = clock;
      await poller.onTick(new Date(tickAt));
      clock = Math.max(clock, tickAt + stepMinutes * MINUTE);
      if (stop && (await stop())) return;
    }
  }

  const journey = (start: number, steps: [code: string, afterMinutes: number, location: string][]): JourneyStep[] =>
    steps.map(([code, after, location]) => ({
      code,
      at: new Date(start + after * MINUTE),
      location,
      description: `${code} at ${location}`,
    }));

  it('follows a scripted DHL journey to DELIVERED with every event once, then never asks again', async () => {
    // Tuesday 10 March 2026, 08:00 in Stockholm.
    const start = Date.parse('2026-03-10T07:00:00Z');
    clock = start;
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await bookedOrder(DHL, new Date(start)));
    const dhl = tracking.simulators!.dhl;
    for (const { consignmentNo } of orders)
      dhl.journeys.script(
        consignmentNo,
        journey(start, [
          ['PU', 90, 'STOCKHOLM - SWEDEN'],
          ['AF', 300, 'STOCKHOLM - SWEDEN'],
          ['WC', 24 * 60 + 60, 'GOTHENBURG - SWEDEN'],
          ['OK', 24 * 60 + 200, 'GOTHENBURG - SWEDEN'],
        ]),
      );
    const callsBefore = dhl.received.filter((r) => r.operation === 'track').length;

    await tickUntil(start + 3 * 24 * 60 * MINUTE, 5);

    for (const { orderNo } of orders) {
      expect(await statusOf(orderNo)).toBe('DELIVERED');
      expect((await history(orderNo)).map((h) => [h.status, h.status_word])).toEqual([
        ['PU', 'PICKUP'],
        ['AF', 'IN_TRANSIT'],
        ['WC', 'OUT_FOR_DELIVERY'],
        ['OK', 'DELIVERED'],
      ]);
      expect((await statusChanges(orderNo)).map((e) => [e.status, e.carrierStatus, e.location])).toEqual([
        ['PICKUP', 'PU', 'STOCKHOLM - SWEDEN'],
        ['IN_TRANSIT', 'AF', 'STOCKHOLM - SWEDEN'],
        ['OUT_FOR_DELIVERY', 'WC', 'GOTHENBURG - SWEDEN'],
        ['DELIVERED', 'OK', 'GOTHENBURG - SWEDEN'],
      ]);
    }
    // Within DHL's starter tier: the simulator refused nothing (1 a second, 250 a day).
    expect(dhl.overLimit).toBe(0);
    const calls = dhl.received.filter((r) => r.operation === 'track').length - callsBefore;
    // Far from a call per consignment at each of the 864 ticks.
    expect(calls).toBeLessThan(3 * 60);

    const after = dhl.received.length;
    await tickUntil(clock + 24 * 60 * MINUTE, 30);
    expect(dhl.received.length).toBe(after);
    const { rows } = await portal.db.query<{ next_poll_at: string }>(
      "SELECT next_poll_at::text FROM shipping.tracking_polls WHERE order_no = ANY($1) AND next_poll_at = 'infinity'",
      [orders.map((o) => o.orderNo)],
    );
    expect(rows).toHaveLength(3);
  });

  it("shares PostNord's day budget over more consignments than calls, evenly through the day", async () => {
    // Wednesday 18 March 2026, 00:00 in Stockholm.
    const start = Date.parse('2026-03-17T23:00:00Z');
    clock = start;
    const postnord = tracking.simulators!.postnord;
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await bookedOrder(POSTNORD, new Date(start - 60 * MINUTE)));
    const before = postnord.received.filter((r) => r.operation === 'track').length;

    // By 06:00 a quarter of the day has passed: about a quarter of the 12 calls.
    await tickUntil(start + 6 * 60 * MINUTE, 1);
    const morning = postnord.received.filter((r) => r.operation === 'track').length - before;
    expect(morning).toBeGreaterThanOrEqual(2);
    expect(morning).toBeLessThanOrEqual(3);

    await tickUntil(start + 1436 * MINUTE, 5);
    // The day's last minute releases the last of its calls.
    clock = start + 1439 * MINUTE;
    await poller.onTick(new Date(clock));
    expect(postnord.received.filter((r) => r.operation === 'track').length - before).toBe(12);
    const { rows } = await portal.db.query<{ calls: number }>(
      'SELECT calls FROM shipping.tracking_budget WHERE carrier_code = $1 AND day = $2',
      [POSTNORD, '2026-03-18'],
    );
    expect(rows[0].calls).toBe(12);
    // Longest waiting first: twelve different consignments were asked, none twice.
    const { rows: polled } = await portal.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM shipping.tracking_polls WHERE order_no = ANY($1) AND polls = 1',
      [orders.map((o) => o.orderNo)],
    );
    expect(polled[0].n).toBe(12);
  });

  it('follows a scripted DB Schenker journey through its Partner API to DELIVERED with every event once, within its budget', async () => {
    // Thursday 12 March 2026, 08:00 in Stockholm.
    const start = Date.parse('2026-03-12T07:00:00Z');
    clock = start;
    const { orderNo, consignmentNo } = await bookedOrder(SCHENKER, new Date(start));
    const schenker = tracking.simulators!.schenker;
    schenker.journeys.script(
      consignmentNo,
      journey(start, [
        ['COL', 90, 'Stockholm'],
        ['DEP', 300, 'Jönköping'],
        ['OFD', 24 * 60 + 60, 'Göteborg'],
        ['DLV', 24 * 60 + 200, 'Göteborg'],
      ]),
    );
    const callsBefore = schenker.received.filter((r) => r.operation === 'track').length;
    await tickUntil(start + 3 * 24 * 60 * MINUTE, 5);

    expect(await statusOf(orderNo)).toBe('DELIVERED');
    expect((await history(orderNo)).map((h) => [h.status, h.status_word])).toEqual([
      ['COL', 'PICKUP'],
      ['DEP', 'IN_TRANSIT'],
      ['OFD', 'OUT_FOR_DELIVERY'],
      ['DLV', 'DELIVERED'],
    ]);
    expect((await statusChanges(orderNo)).map((e) => [e.status, e.location])).toEqual([
      ['PICKUP', 'Stockholm'],
      ['IN_TRANSIT', 'Jönköping'],
      ['OUT_FOR_DELIVERY', 'Göteborg'],
      ['DELIVERED', 'Göteborg'],
    ]);
    // At most the six calls a day its budget gives, over the three days.
    const calls = schenker.received.filter((r) => r.operation === 'track').length - callsBefore;
    expect(calls).toBeGreaterThan(0);
    expect(calls).toBeLessThanOrEqual(3 * 6);
    const after = schenker.received.length;
    await tickUntil(clock + 24 * 60 * MINUTE, 30);
    expect(schenker.received.length).toBe(after);
  });

  it("keeps DB Schenker's day budget with more consignments than calls: six calls, six consignments, none twice", async () => {
    // Monday 16 March 2026, 00:00 in Stockholm.
    const start = Date.parse('2026-03-15T23:00:00Z');
    clock = start;
    const schenker = tracking.simulators!.schenker;
    const orders = [];
    for (let i = 0; i < 10; i++) orders.push(await bookedOrder(SCHENKER, new Date(start - 60 * MINUTE)));
    const before = schenker.received.filter((r) => r.operation === 'track').length;
    await tickUntil(start + 1436 * MINUTE, 5);
    clock = start + 1439 * MINUTE;
    await poller.onTick(new Date(clock));
    expect(schenker.received.filter((r) => r.operation === 'track').length - before).toBe(6);
    const { rows } = await portal.db.query<{ calls: number }>(
      'SELECT calls FROM shipping.tracking_budget WHERE carrier_code = $1 AND day = $2',
      [SCHENKER, '2026-03-16'],
    );
    expect(rows[0].calls).toBe(6);
    const { rows: polled } = await portal.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM shipping.tracking_polls WHERE order_no = ANY($1) AND polls = 1',
      [orders.map((o) => o.orderNo)],
    );
    expect(polled[0].n).toBe(6);
  });

  it('applies a report once whether it was pushed, pulled, or both', async () => {
    const start = Date.parse('2026-03-24T07:00:00Z');
    clock = start;
    const { orderNo, consignmentNo } = await bookedOrder(UPS, new Date(start));
    const ups = tracking.simulators!.ups;
    ups.journeys.script(
      consignmentNo,
      journey(start, [
        ['P', 30, 'Stockholm'],
        ['I', 240, 'Jönköping'],
        ['D', 24 * 60 + 120, 'Göteborg'],
      ]),
    );
    const at = (minutes: number) => new Date(start + minutes * MINUTE).toISOString().replace('.000Z', 'Z');
    const push = async (status: string, minutes: number) => {
      const raw = JSON.stringify({
        carrier_code: UPS,
        consignment_no: consignmentNo,
        status,
        occurred_at: at(minutes),
        location: 'Stockholm',
        description: 'pushed',
        event_id: randomUUID(),
      });
      await portal.http
        .post(`/api/carrier/${UPS}/status`)
        .set('Content-Type', 'application/json')
        .set('X-Signature', signWebhookBody(SECRET, raw))
        .send(raw)
        .expect((res) => expect([200, 202]).toContain(res.status));
    };

    // Pushed first in the portal's word, then pulled in UPS's code: one report.
    clock = start + 60 * MINUTE;
    await push('PICKUP', 30);
    await tickUntil(start + 6 * 60 * MINUTE, 10);
    // Pulled first, then pushed again in UPS's own code with UPS's own event id: still one report.
    await push('I', 240);
    await tickUntil(start + 3 * 24 * 60 * MINUTE, 10, async () => (await statusOf(orderNo)) === 'DELIVERED');
    await push('D', 24 * 60 + 120);

    expect((await history(orderNo)).map((h) => h.status_word)).toEqual(['PICKUP', 'IN_TRANSIT', 'DELIVERED']);
    expect((await statusChanges(orderNo)).map((e) => e.status)).toEqual(['PICKUP', 'IN_TRANSIT', 'DELIVERED']);
    const order = (await apiCall(portal, token, 'get', `/order/${orderNo}`, undefined, 'en').expect(200)).body;
    expect(order.statusLabel).toBe('Delivered');
  });
});
