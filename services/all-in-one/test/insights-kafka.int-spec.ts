import { randomUUID } from 'node:crypto';
import { createLogger } from '@freight/kernel';
import { KafkaTransport } from '@freight/messaging';
import { BERTIL, eventually, testKafkaBrokers, testKafkaEnv } from '@freight/testing';
import { apiCall, DemoAccount, HttpMethod, signInDemoAccounts, startTestPortal, TestPortal } from './portal';

/**
 * The dashboard's summary (customers' insights slice, issue 33) follows shipping's OrderBooked and
 * OrderStatusChanged and claims' ComplaintFiled over the real Kafka, and counts each event once when the broker
 * delivers it again (the same record, same event id, produced a second time).
 */
describe('Insights summary over Kafka', () => {
  const kafka = testKafkaEnv();
  const POSTNORD = 4;
  let portal: TestPortal;
  let tokens: Record<DemoAccount, string>;
  let producer: KafkaTransport;
  const call = (who: DemoAccount, method: HttpMethod, path: string, body?: unknown) => apiCall(portal, tokens[who], method, path, body);

  const party = (role: string, postcode: string, city: string) => ({
    role,
    address: { name: `${city} AB`, postcode, city, countrycode: 'SE' },
  });
  const CONSIGNMENT = {
    templateName: 'PN_PARCEL',
    part: [party('consignor', '111 57', 'Stockholm'), party('consignee', '41304', 'Göteborg')],
    goodsItem: [{ noOfPackages: 1, weight: 2, length: 30, width: 20, height: 10, packageType: 'parcel' }],
  };

  async function book(): Promise<{ orderNo: string; consignmentNo: string }> {
    const consignment = (await call('bertil', 'post', '/consignment/?temp=0', CONSIGNMENT).expect(200)).body.consignments[0];
    const { orderNo } = (await call('bertil', 'post', '/order/', { consignmentId: consignment.consignmentId }).expect(200)).body;
    const booked = (await call('bertil', 'put', '/order/book/', { orderNos: [orderNo] }).expect(200)).body.orders[0];
    expect(booked.booked).toBe(true);
    return { orderNo, consignmentNo: booked.consignmentNo };
  }

  /** What the summary holds for bertil, over every month. */
  async function summary() {
    const { rows } = await portal.db.query(
      `SELECT sum(consignments)::int AS consignments, sum(spend_ore)::text AS spend_ore, sum(co2e_grams)::text AS co2e_grams,
              sum(delivered)::int AS delivered, sum(on_time)::int AS on_time, sum(complaints)::int AS complaints
         FROM customers.insight_monthly WHERE customer_id = $1`,
      [BERTIL.customerId],
    );
    const weeks = await portal.db.query('SELECT sum(consignments)::int AS n FROM customers.insight_weekly WHERE customer_id = $1', [
      BERTIL.customerId,
    ]);
    return { ...rows[0], weekly: weeks.rows[0].n };
  }

  /** The outbox row of an event, published again as it was: same payload, same headers (event id). */
  async function redeliver(schema: string, eventType: string, aggregateId: string) {
    const { rows } = await portal.db.query<{ topic: string; payload: Buffer; headers: Record<string, string> }>(
      `SELECT topic, payload, headers FROM ${schema}.outbox WHERE event_type = $1 AND aggregate_id = $2 ORDER BY id`,
      [eventType, aggregateId],
    );
    expect(rows).toHaveLength(1);
    return { topic: rows[0].topic, key: aggregateId, value: rows[0].payload, headers: rows[0].headers };
  }

  beforeAll(async () => {
    portal = await startTestPortal(kafka);
    tokens = await signInDemoAccounts(portal);
    producer = new KafkaTransport({
      brokers: testKafkaBrokers(),
      clientId: `insights-test-${randomUUID().slice(0, 8)}`,
      namespace: kafka.KAFKA_NAMESPACE,
      logger: createLogger('error', 'insights-test'),
    });
    await eventually(async () => {
      const { rows } = await portal.db.query('SELECT 1 FROM shipping.customer_profiles WHERE customer_id = $1', [BERTIL.customerId]);
      if (!rows.length) throw new Error('no profile for bertil in shipping yet');
    }, 60_000);
  }, 180_000);

  afterAll(async () => {
    await producer?.close();
    await portal?.close();
  });

  it('counts two bookings, one delivery and one complaint once each, whatever is delivered again', async () => {
    const first = await book();
    const second = await book();
    await eventually(async () => expect((await summary()).consignments).toBe(2), 60_000);
    const booked = await portal.db.query(
      'SELECT sum(calculated_price_ore)::text AS ore, sum(co2e_grams)::text AS grams FROM shipping.orders WHERE order_no = ANY($1)',
      [[first.orderNo, second.orderNo]],
    );
    expect(await summary()).toMatchObject({ spend_ore: booked.rows[0].ore, co2e_grams: booked.rows[0].grams, weekly: 2 });
    expect(Number(booked.rows[0].grams)).toBeGreaterThan(0);

    // Delivered today: PostNord's parcel promises at least one working day, so it is on time.
    await producer.publish([
      {
        topic: 'carrier.status.v1',
        key: first.consignmentNo,
        value: Buffer.from(
          JSON.stringify({
            carrier_code: POSTNORD,
            consignment_no: first.consignmentNo,
            status: 'DELIVERED',
            occurred_at: new Date().toISOString(),
            event_id: randomUUID(),
          }),
        ),
        headers: {},
      },
    ]);
    await eventually(async () => expect(await summary()).toMatchObject({ delivered: 1, on_time: 1 }), 60_000);

    await eventually(async () => {
      const { rows } = await portal.db.query('SELECT 1 FROM claims.booked_orders WHERE order_no = $1', [second.orderNo]);
      if (!rows.length) throw new Error('claims has no copy of the order yet');
    }, 60_000);
    const complaint = (
      await call('bertil', 'post', '/complaint/', { identifier: second.consignmentNo, description: 'Kartongen kom fram krossad.' }).expect(
        201,
      )
    ).body;
    await eventually(async () => expect((await summary()).complaints).toBe(1), 60_000);

    // Every one of those events again, each followed on its partition (same topic and key) by a fresh event of a
    // sentinel customer: once the sentinels are counted, the copies before them have been consumed.
    const copies = [
      await redeliver('shipping', 'OrderBooked', first.orderNo),
      await redeliver('shipping', 'OrderStatusChanged', first.orderNo),
      await redeliver('claims', 'ComplaintFiled', String(complaint.id)),
    ];
    const json = (type: string, data: object) => ({
      value: Buffer.from(JSON.stringify(data)),
      headers: { event_type: type, event_id: randomUUID(), content_type: 'application/json' },
    });
    const SENTINEL = '999999';
    const sentinel = (copy: (typeof copies)[number]) =>
      copy.topic === 'freight.orders.v1'
        ? json('OrderBooked', {
            orderNo: `SENTINEL${randomUUID().slice(0, 8)}`,
            customerId: SENTINEL,
            supplierId: POSTNORD,
            templateName: 'PN_PARCEL',
            priceOre: '100',
            bookedAt: new Date().toISOString(),
          })
        : json('ComplaintFiled', {
            complaintId: randomUUID(),
            customerId: SENTINEL,
            supplierId: POSTNORD,
            orderNo: 'NONE',
            filedAt: new Date().toISOString(),
          });
    for (const copy of copies) await producer.publish([copy, { ...copy, ...sentinel(copy) }]);
    await eventually(async () => {
      const orders = await portal.db.query('SELECT count(*)::int AS n FROM customers.insight_orders WHERE customer_id = $1', [
        Number(SENTINEL),
      ]);
      const complaints = await portal.db.query('SELECT sum(complaints)::int AS n FROM customers.insight_monthly WHERE customer_id = $1', [
        Number(SENTINEL),
      ]);
      expect([orders.rows[0].n, complaints.rows[0].n]).toEqual([2, 1]);
    }, 60_000);

    expect(await summary()).toMatchObject({
      consignments: 2,
      weekly: 2,
      delivered: 1,
      on_time: 1,
      complaints: 1,
      spend_ore: booked.rows[0].ore,
    });

    // The API answers from the summary, for bertil only.
    const insights = (await call('bertil', 'get', `/customer/insights/${BERTIL.customerId}`).expect(200)).body;
    expect(insights.totals).toMatchObject({ consignments: 2, co2eGrams: Number(booked.rows[0].grams) });
    expect(insights.onTime).toEqual([
      expect.objectContaining({ supplierId: POSTNORD, templateName: 'PN_PARCEL', delivered: 1, onTime: 1, rate: 1 }),
    ]);
    expect(insights.incidents).toEqual({ consignments: 2, complaints: 1, claims: 0, per1000: 500 });
    await call('bertil', 'get', '/customer/insights/1001').expect(404);

    // The yearly report from the same summary: the CSV's PostNord line and totals, and a PDF.
    const year = Number(insights.to.slice(0, 4));
    const csv = await call('bertil', 'get', `/customer/insights/${BERTIL.customerId}/emissions-report/${year}?format=csv`).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Transportör;Produkt;Transportsätt;Försändelser;Tonkilometer;kg CO2e;g CO2e/tkm');
    expect(lines[1]).toMatch(/^PostNord;PN_PARCEL;Väg;2;\d+,\d{3};\d+,\d{3};\d+,\d$/);
    expect(lines[2]).toBe(`Totalt;;;2;${lines[1].split(';')[4]};${(Number(booked.rows[0].grams) / 1000).toFixed(3).replace('.', ',')};`);
    const pdf = await call('bertil', 'get', `/customer/insights/${BERTIL.customerId}/emissions-report/${year}`).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    await call('bertil', 'get', `/customer/insights/1001/emissions-report/${year}`).expect(404);

    // A period the wrong way round, too long or malformed: 400 in the error shape.
    for (const period of ['from=2026-05&to=2026-01', 'from=2020-01&to=2026-01', 'from=2026-13'])
      expect((await call('bertil', 'get', `/customer/insights/${BERTIL.customerId}?${period}`).expect(400)).body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION.FORM',
      });

    // A company's colleagues see each other's figures: bertil joins anna's company (comp_id 1001).
    expect((await call('anna', 'get', '/customer/insights/1001').expect(200)).body).toMatchObject({
      customerIds: [1001],
      totals: { consignments: 0 },
    });
    await portal.db.query('UPDATE customers.customers SET comp_id = 1001 WHERE id = $1', [BERTIL.customerId]);
    expect((await call('anna', 'get', '/customer/insights/1001').expect(200)).body).toMatchObject({
      customerIds: [1001, BERTIL.customerId],
      totals: { consignments: 2 },
    });
    await portal.db.query('UPDATE customers.customers SET comp_id = $1 WHERE id = $1', [BERTIL.customerId]);
  });
  it('takes a chunk of bookings at once: each order once (named twice, or again later), summed per month, product and week', async () => {
    const CUSTOMER = 888888;
    const booked = (orderNo: string, bookedAt: string, air = false) => ({
      topic: 'freight.orders.v1',
      key: orderNo,
      value: Buffer.from(
        JSON.stringify({
          orderNo,
          customerId: String(CUSTOMER),
          supplierId: POSTNORD,
          templateName: air ? 'AIR_TEST' : 'PN_PARCEL',
          priceOre: '10000',
          bookedAt,
          co2eGrams: air ? '5000' : '700',
          emissionKgKm: air ? '2000' : '1000',
          emissionMode: air ? 'air' : 'road',
        }),
      ),
      headers: { event_type: 'OrderBooked', event_id: randomUUID(), content_type: 'application/json' },
    });
    // One key, one partition: the records arrive in this order, most of them in one fetch.
    const same = (record: ReturnType<typeof booked>) => ({ ...record, key: `chunk-${CUSTOMER}` });
    await producer.publish(
      [
        booked('CHUNK-A', '2026-03-02T10:00:00Z'),
        booked('CHUNK-B', '2026-03-03T10:00:00Z'),
        booked('CHUNK-A', '2026-03-02T10:00:00Z'),
        booked('CHUNK-C', '2026-04-30T22:30:00Z', true),
      ].map(same),
    );
    // B again, then D behind it on the same partition: once D is counted, the second B has been taken too.
    await producer.publish([same(booked('CHUNK-B', '2026-03-03T10:00:00Z')), same(booked('CHUNK-D', '2026-06-10T10:00:00Z'))]);
    const monthly = async () =>
      (
        await portal.db.query(
          `SELECT to_char(month, 'YYYY-MM') AS month, template_name, sum(consignments)::int AS consignments, sum(spend_ore)::text AS spend_ore,
                  sum(estimated)::int AS estimated, sum(co2e_grams)::text AS co2e_grams, sum(kg_km)::text AS kg_km,
                  sum(air_co2e_grams)::text AS air_co2e_grams, sum(air_kg_km)::text AS air_kg_km, sum(air_estimated)::int AS air_estimated
             FROM customers.insight_monthly WHERE customer_id = $1 GROUP BY month, template_name ORDER BY month`,
          [CUSTOMER],
        )
      ).rows;
    await eventually(async () => expect(await monthly()).toHaveLength(3), 60_000);
    // 22:30 UTC on 30 April is 1 May in Stockholm.
    expect(await monthly()).toEqual([
      {
        month: '2026-03',
        template_name: 'PN_PARCEL',
        consignments: 2,
        spend_ore: '20000',
        estimated: 2,
        co2e_grams: '1400',
        kg_km: '2000',
        air_co2e_grams: '0',
        air_kg_km: '0',
        air_estimated: 0,
      },
      {
        month: '2026-05',
        template_name: 'AIR_TEST',
        consignments: 1,
        spend_ore: '10000',
        estimated: 1,
        co2e_grams: '5000',
        kg_km: '2000',
        air_co2e_grams: '5000',
        air_kg_km: '2000',
        air_estimated: 1,
      },
      {
        month: '2026-06',
        template_name: 'PN_PARCEL',
        consignments: 1,
        spend_ore: '10000',
        estimated: 1,
        co2e_grams: '700',
        kg_km: '1000',
        air_co2e_grams: '0',
        air_kg_km: '0',
        air_estimated: 0,
      },
    ]);
    const weeks = await portal.db.query(
      `SELECT to_char(week, 'YYYY-MM-DD') AS week, sum(consignments)::int AS consignments
         FROM customers.insight_weekly WHERE customer_id = $1 GROUP BY week ORDER BY week`,
      [CUSTOMER],
    );
    expect(weeks.rows).toEqual([
      { week: '2026-03-02', consignments: 2 },
      { week: '2026-04-27', consignments: 1 },
      { week: '2026-06-08', consignments: 1 },
    ]);
  });
});
