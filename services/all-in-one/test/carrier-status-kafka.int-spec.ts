import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { decodeEvent, encodeEvent } from '@freight/contracts';
import { createLogger } from '@freight/kernel';
import { KafkaTransport } from '@freight/messaging';
import { ANNA, eventually, testKafkaBrokers, testKafkaEnv } from '@freight/testing';
import { signIn, startTestPortal, TestPortal } from './portal';

/**
 * carrier.status.v1 on the real broker, produced the way an integrator does it: kcat, the protobuf JSON
 * mapping, no headers, key = consignment number. Also protobuf binary from a Kafka client. Booking is
 * not here yet, so the order is booked in SQL.
 */
describe('Carrier statuses produced onto carrier.status.v1 with kcat reach the order', () => {
  const kafka = testKafkaEnv();
  const UPS = 131;
  const TOPIC = 'carrier.status.v1';
  let portal: TestPortal;
  let token = '';
  let producer: KafkaTransport;

  /** One record per call, as `kcat -P -b <broker> -t carrier.status.v1 -k <consignment_no>` sends (this portal's namespace before the topic) a line from stdin. */
  const kcat = (key: string, body: object) => {
    execFileSync('kcat', ['-P', '-b', testKafkaBrokers()[0], '-t', `${kafka.KAFKA_NAMESPACE}${TOPIC}`, '-k', key], {
      input: `${JSON.stringify(body)}\n`,
      timeout: 30_000,
    });
  };

  const api = (method: 'get' | 'post', path: string, body?: unknown) => {
    const req = portal.http[method](`/api${path}`).auth(token, { type: 'bearer' });
    return body === undefined ? req : req.set('Content-Type', 'application/json').send(JSON.stringify(body));
  };

  beforeAll(async () => {
    portal = await startTestPortal(kafka);
    token = (await signIn(portal, ANNA.username, ANNA.password)).accessToken;
    producer = new KafkaTransport({
      brokers: testKafkaBrokers(),
      clientId: `carrier-status-test-${randomUUID().slice(0, 8)}`,
      namespace: kafka.KAFKA_NAMESPACE,
      logger: createLogger('error', 'carrier-status-test'),
    });
    // anna's profile reaches shipping over Kafka; orders cannot be placed before it has.
    await eventually(async () => {
      const { rows } = await portal.db.query('SELECT 1 FROM shipping.customer_profiles WHERE customer_id = $1', [ANNA.customerId]);
      if (!rows.length) throw new Error('no profile for anna in shipping yet');
    }, 60_000);
  }, 120_000);

  afterAll(async () => {
    await producer?.close();
    await portal?.close();
  });

  async function bookedOrder(): Promise<{ orderNo: string; consignmentNo: string }> {
    const consignment = await api('post', '/consignment/?temp=0', {
      templateName: 'PN_PARCEL',
      part: [
        { role: 'consignor', address: { name: 'Annas Blommor AB', postcode: '11157', city: 'Stockholm', countrycode: 'SE' } },
        { role: 'consignee', address: { name: 'Göteborg AB', postcode: '41304', city: 'Göteborg', countrycode: 'SE' } },
      ],
      goodsItem: [{ noOfPackages: 1, weight: 2, length: 30, width: 20, height: 10, packageType: 'parcel' }],
    }).expect(200);
    const consignmentId = consignment.body.consignments[0].consignmentId as string;
    const orderNo = (await api('post', '/order/', { consignmentId }).expect(200)).body.orderNo as string;
    const consignmentNo = `1Z${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
    await portal.db.query('UPDATE shipping.consignments SET consignment_no = $2 WHERE id = $1', [consignmentId, consignmentNo]);
    await portal.db.query('UPDATE shipping.orders SET date_booked = now(), supplier_id = $2 WHERE order_no = $1', [orderNo, UPS]);
    return { orderNo, consignmentNo };
  }

  const report = (consignmentNo: string, status: string, occurredAt: string) => ({
    carrier_code: UPS,
    consignment_no: consignmentNo,
    status,
    occurred_at: occurredAt,
    location: 'Arlanda',
    event_id: randomUUID(),
  });

  const order = async (orderNo: string) => (await api('get', `/order/${orderNo}`).expect(200)).body;

  it('applies a kcat record, applies a record produced twice once, and never lets an older one overwrite', async () => {
    const { orderNo, consignmentNo } = await bookedOrder();
    const pickup = report(consignmentNo, 'PICKUP', '2025-06-10T09:00:00+02:00');
    kcat(consignmentNo, pickup);
    await eventually(async () => expect(await order(orderNo)).toMatchObject({ statusName: 'PICKUP', statusLabel: 'Upphämtad' }), 60_000);

    // Same key, same partition: once the newer one shows, the repeat before it has been consumed too.
    kcat(consignmentNo, pickup);
    const inTransit = report(consignmentNo, 'IN_TRANSIT', '2025-06-10T13:00:00+02:00');
    kcat(consignmentNo, inTransit);
    await eventually(async () => expect((await order(orderNo)).statusName).toBe('IN_TRANSIT'), 60_000);
    expect((await order(orderNo)).statusHistory.map((h: { status: string }) => h.status)).toEqual(['PICKUP', 'IN_TRANSIT']);

    kcat(consignmentNo, report(consignmentNo, 'CONFIRMED', '2025-06-10T07:00:00+02:00'));
    await eventually(async () => expect((await order(orderNo)).statusHistory).toHaveLength(3), 60_000);
    expect(await order(orderNo)).toMatchObject({
      statusName: 'IN_TRANSIT',
      statusUpdated: '2025-06-10T11:00:00.000Z',
      statusLabel: 'Under transport',
    });
    expect((await order(orderNo)).statusHistory.map((h: { status: string }) => h.status)).toEqual(['CONFIRMED', 'PICKUP', 'IN_TRANSIT']);

    const changes = await portal.db.query(
      `SELECT count(*)::int AS n FROM shipping.outbox WHERE event_type = 'OrderStatusChanged' AND aggregate_id = $1`,
      [orderNo],
    );
    expect(changes.rows[0].n).toBe(2);
  });

  it('applies protobuf binary with a content_type header, and moves past a record that does not validate', async () => {
    const { orderNo, consignmentNo } = await bookedOrder();
    kcat(consignmentNo, report(consignmentNo, 'PICKUP', 'yesterday'));
    kcat(consignmentNo, { ...report(consignmentNo, 'PICKUP', '2025-06-10T09:00:00Z'), colour: 'red' });
    const delivered = encodeEvent('CarrierStatusReceived', {
      carrierCode: UPS,
      consignmentNo,
      status: 'DELIVERED',
      occurredAt: '2025-06-11T10:00:00+02:00',
      eventId: randomUUID(),
    });
    await producer.publish([
      { topic: TOPIC, key: consignmentNo, value: Buffer.from(delivered), headers: { content_type: 'application/x-protobuf' } },
    ]);
    await eventually(async () => expect(await order(orderNo)).toMatchObject({ statusName: 'DELIVERED', statusLabel: 'Levererad' }), 60_000);
    expect((await order(orderNo)).statusHistory).toHaveLength(1);
  });

  it('applies a chunk in one go as it would one record after the other: out of order, repeated, and a stray for an unbooked number', async () => {
    const { orderNo, consignmentNo } = await bookedOrder();
    const stray = `1Z${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
    const pickup = report(consignmentNo, 'PICKUP', '2025-06-10T09:00:00Z');
    const inTransit = report(consignmentNo, 'IN_TRANSIT', '2025-06-10T13:00:00Z');
    const records = [
      report(consignmentNo, 'IN_TRANSIT', '2025-06-10T11:00:00Z'),
      pickup,
      report(consignmentNo, 'CONFIRMED', '2025-06-10T07:00:00Z'),
      pickup,
      inTransit,
      report(consignmentNo, 'DELIVERED', '2025-06-10T12:00:00Z'),
      inTransit,
      report(stray, 'CONFIRMED', '2025-06-10T08:00:00Z'),
      report(consignmentNo, 'DELIVERED', '2025-06-10T15:00:00Z'),
    ];
    // One produce call is one record batch on one partition (the stray shares the key to share it), which the
    // consumer fetches whole: one chunk.
    await producer.publish(
      records.map((body) => ({ topic: TOPIC, key: consignmentNo, value: Buffer.from(JSON.stringify(body)), headers: {} })),
    );

    await eventually(
      async () => expect(await order(orderNo)).toMatchObject({ statusName: 'DELIVERED', statusUpdated: '2025-06-10T15:00:00.000Z' }),
      60_000,
    );
    const history = await portal.db.query<{ status: string; occurred_at: Date; received_at: Date }>(
      'SELECT status, occurred_at, received_at FROM shipping.order_status_history WHERE order_no = $1 ORDER BY id',
      [orderNo],
    );
    expect(history.rows.map((h) => `${h.status}@${h.occurred_at.toISOString().slice(11, 13)}`)).toEqual([
      'IN_TRANSIT@11',
      'PICKUP@09',
      'CONFIRMED@07',
      'IN_TRANSIT@13',
      'DELIVERED@12',
      'DELIVERED@15',
    ]);
    // One applying command for all of them: one arrival time.
    expect(new Set(history.rows.map((h) => h.received_at.getTime())).size).toBe(1);

    const changes = await portal.db.query<{ payload: Buffer; headers: Record<string, string> }>(
      `SELECT payload, headers FROM shipping.outbox WHERE event_type = 'OrderStatusChanged' AND aggregate_id = $1 ORDER BY id`,
      [orderNo],
    );
    // Applied in turn: 11:00 moves (none before), 09:00 and 07:00 do not, 13:00 moves with the same word, 12:00 does not, 15:00 moves.
    expect(changes.rows.map((r) => decodeEvent('OrderStatusChanged', r.payload))).toEqual([
      expect.objectContaining({
        previousStatus: '',
        status: 'IN_TRANSIT',
        occurredAt: '2025-06-10T11:00:00.000Z',
        consignmentNo,
        carrierCode: UPS,
        customerId: String(ANNA.customerId),
      }),
      expect.objectContaining({ previousStatus: 'IN_TRANSIT', status: 'DELIVERED', occurredAt: '2025-06-10T15:00:00.000Z' }),
    ]);
    // Each change names the report that caused it, as when it is applied alone.
    expect(changes.rows.map((r) => r.headers.causation_id)).toEqual([records[0].event_id, records[8].event_id]);

    const unmatched = await portal.db.query(
      'SELECT carrier_code, consignment_no, status FROM shipping.carrier_status_unmatched WHERE event_id = $1',
      [records[7].event_id],
    );
    expect(unmatched.rows).toEqual([{ carrier_code: UPS, consignment_no: stray, status: 'CONFIRMED' }]);
    const inbox = await portal.db.query(
      `SELECT count(*)::int AS n FROM shipping.inbox WHERE consumer = 'ApplyCarrierStatusWhenReceived' AND event_id = ANY($1)`,
      [records.map((r) => `carrier:${UPS}:${r.event_id}`)],
    );
    expect(inbox.rows[0].n).toBe(7);
  });
});
