import { HEADER } from '@freight/messaging';
import { ANNA, eventually, kafkaControl, testKafkaBrokers, testKafkaEnv } from '@freight/testing';
import { randomUUID } from 'node:crypto';
import { signIn, startTestPortal, TestPortal } from './portal';

/**
 * Booking against the real broker: the broker is killed while 500 orders are being booked through
 * /api. Bookings keep succeeding (the OrderBooked events wait in the outbox), and once the broker is
 * back every one of the 500 OrderBooked events is on freight.orders.v1.
 */
describe('Booking while the Kafka broker dies: no OrderBooked event is lost', () => {
  const kafkaEnv = testKafkaEnv();
  const ORDERS = 500;
  const PARALLEL = 8;
  let portal: TestPortal;
  let token = '';

  const stockholmDate = (offsetDays: number) =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(Date.now() + offsetDays * 86_400_000),
    );

  const party = (role: string, name: string, postcode: string, city: string, mobile: string, email: string) => ({
    role,
    address: { name, addressLine: ['Gatan 1', ''], postcode, city, countrycode: 'SE' },
    reference: { reference: 'R1' },
    communication: {
      contactPerson: name,
      phone: '08-123 45 67',
      mobile: { value: mobile, notify: false },
      email: { value: email, notify: false },
    },
  });

  const call = (method: 'post' | 'put', path: string, body: unknown, headers: Record<string, string> = {}) => {
    const req = portal.http[method](`/api${path}`).auth(token, { type: 'bearer' }).set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    return req.send(JSON.stringify(body));
  };

  /** Runs `work` over the items with at most PARALLEL in flight. */
  async function inParallel<T>(items: readonly T[], work: (item: T, index: number) => Promise<void>) {
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < items.length) {
          const index = next++;
          await work(items[index], index);
        }
      }),
    );
  }

  beforeAll(async () => {
    kafkaControl('start');
    portal = await startTestPortal(kafkaEnv);
    token = (await signIn(portal, ANNA.username, ANNA.password)).accessToken;
    // anna's profile reaches shipping as an event; the filter answers 503 until it has.
    const consignment = {
      part: [
        party('consignor', 'Annas Blommor AB', '11157', 'Stockholm', '0701234567', 'anna@example.com'),
        party('consignee', 'Lager Väst AB', '41304', 'Göteborg', '0709876543', 'lager@example.com'),
      ],
      goodsItem: [{ noOfPackages: 1, weight: 5, length: 30, width: 20, height: 20, packageType: 'parcel' }],
    };
    const offered = await eventually(async () => {
      const res = await call('post', '/freightservice/filter/', { consignment, custId: 1001 });
      if (res.status !== 200 || !res.body.freightServices?.length) throw new Error(`filter answered ${res.status}`);
      return res.body.freightServices as { templateName: string }[];
    }, 60_000);
    template = {
      ...consignment,
      templateName: offered[0].templateName,
      transportProduct: { code: offered[0].templateName, pickup: { date: stockholmDate(1) } },
    };
  }, 180_000);

  let template: object;

  afterAll(async () => {
    kafkaControl('start');
    await portal?.close();
  });

  it('books all 500 while the broker is down for part of the run, and all 500 OrderBooked events arrive', async () => {
    const orderNos: string[] = [];
    await inParallel(Array.from({ length: ORDERS }), async () => {
      const created = await call('post', '/consignment/?temp=0', template).expect(200);
      expect(created.body.errors).toEqual([]);
      const order = await call('post', '/order/', { consignmentId: created.body.consignments[0].consignmentId }).expect(200);
      orderNos.push(order.body.orderNo);
    });
    expect(new Set(orderNos).size).toBe(ORDERS);

    let killed = false;
    const failures: string[] = [];
    await inParallel(orderNos, async (orderNo, index) => {
      // A third of the way in, the broker dies (SIGKILL, no clean shutdown) and stays down for the rest.
      if (index === Math.floor(ORDERS / 3) && !killed) {
        killed = true;
        kafkaControl('kill');
      }
      const res = await call('put', '/order/book/', { orderNos: [orderNo] }, { 'Idempotency-Key': randomUUID() });
      if (res.status !== 200 || res.body.booked !== 1) failures.push(`${orderNo}: ${res.status} ${JSON.stringify(res.body)}`);
    });
    expect(killed).toBe(true);
    expect(failures).toEqual([]);

    const { rows } = await portal.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM shipping.outbox WHERE event_type = 'OrderBooked' AND aggregate_id = ANY($1)",
      [orderNos],
    );
    expect(rows[0].n).toBe(ORDERS);
    // The fault really happened: bookings made while the broker was dead are still waiting to be published.
    const waiting = await portal.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM shipping.outbox WHERE event_type = 'OrderBooked' AND aggregate_id = ANY($1) AND published_at IS NULL",
      [orderNos],
    );
    expect(waiting.rows[0].n).toBeGreaterThan(0);

    kafkaControl('start');
    const onTopic = await readOrderBookedFromTopic(new Set(orderNos));
    expect([...onTopic].sort()).toEqual([...orderNos].sort());
  }, 600_000);

  /** Reads freight.orders.v1 from the beginning with a throwaway group until every wanted order's OrderBooked is seen. */
  async function readOrderBookedFromTopic(wanted: Set<string>): Promise<Set<string>> {
    const { Kafka, logLevel } = await import('kafkajs');
    const kafka = new Kafka({
      clientId: `booking-broker-${randomUUID().slice(0, 8)}`,
      brokers: testKafkaBrokers(),
      logLevel: logLevel.NOTHING,
    });
    const consumer = kafka.consumer({ groupId: `booking-broker-${randomUUID()}` });
    const seen = new Set<string>();
    await consumer.connect();
    await consumer.subscribe({ topic: `${kafkaEnv.KAFKA_NAMESPACE}freight.orders.v1`, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        if (message.headers?.[HEADER.eventType]?.toString() !== 'OrderBooked') return;
        const orderNo = message.headers?.[HEADER.aggregateId]?.toString() ?? '';
        if (wanted.has(orderNo)) seen.add(orderNo);
      },
    });
    try {
      await eventually(
        async () => {
          if (seen.size < wanted.size) throw new Error(`${seen.size} of ${wanted.size} OrderBooked events on the topic`);
        },
        180_000,
        500,
      );
    } finally {
      await consumer.disconnect();
    }
    return seen;
  }
});
