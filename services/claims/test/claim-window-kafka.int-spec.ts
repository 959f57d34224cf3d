import { randomUUID } from 'node:crypto';
import { Clock } from '@freight/claims';
import { signWebhookBody } from '@freight/shipping';
import { eventually, testKafkaEnv } from '@freight/testing';
import { apiCall, signInDemoAccounts, startTestPortal, TestPortal } from '../../all-in-one/test/portal';

/**
 * Claims' copy of booked orders over the real Kafka broker: OrderBooked and a carrier's DELIVERED status
 * (OrderStatusChanged) travel shipping's outbox → freight.orders.v1 → claims' inbox, and the insurance claim's
 * deadline follows the delivery without claims ever asking shipping.
 */
describe('Claims follows booked orders and deliveries over Kafka', () => {
  const kafka = testKafkaEnv();
  let portal: TestPortal;
  let token = '';
  let now = new Date();

  beforeAll(async () => {
    portal = await startTestPortal(kafka);
    token = (await signInDemoAccounts(portal)).anna;
    jest.spyOn(portal.running.app.get(Clock, { strict: false }), 'now').mockImplementation(() => now);
  }, 120_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await portal?.close();
  });

  const api = (method: 'get' | 'post' | 'put', path: string, body?: unknown) => apiCall(portal, token, method, path, body);

  it('refuses a claim after the window counted from a DELIVERED status that came over Kafka', async () => {
    const consignment = await api('post', '/consignment/?temp=0', {
      templateName: 'PN_PARCEL',
      part: [
        { role: 'consignor', address: { name: 'Annas Blommor AB', postcode: '11157', city: 'Stockholm', countrycode: 'SE' } },
        { role: 'consignee', address: { name: 'Göteborg AB', postcode: '41304', city: 'Göteborg', countrycode: 'SE' } },
      ],
      goodsItem: [{ noOfPackages: 1, weight: 2, length: 30, width: 20, height: 10, packageType: 'parcel' }],
    }).expect(200);
    const consignmentId = consignment.body.consignments[0].consignmentId as string;
    const orderNo = (await api('post', '/order/', { consignmentId, insured: true, goodsValue: 5000 }).expect(200)).body.orderNo as string;
    const booked = (await api('put', '/order/book/', { orderNos: [orderNo] }).expect(200)).body;
    const consignmentNo = booked.orders[0].consignmentNo as string;

    const order = await eventually(async () => (await api('get', `/claim/order?consignmentNo=${consignmentNo}`).expect(200)).body, 60_000);
    expect(order).toMatchObject({ orderNo, insured: true, goodsValue: '5000.00', deliveredAt: null, deadline: null, open: true });
    const draft = (
      await api('post', '/claim/', {
        consignmentNo,
        damageDescription: 'Krossat glas.',
        payoutAccountType: 'bankgiro',
        payoutAccount: '5050-1055',
      }).expect(201)
    ).body;

    const supplierId = order.supplierId as number;
    const raw = JSON.stringify({
      carrier_code: supplierId,
      consignment_no: consignmentNo,
      status: 'DELIVERED',
      occurred_at: '2026-11-02T09:15:00.000Z',
      event_id: randomUUID(),
    });
    await portal.http
      .post(`/api/carrier/${supplierId}/status`)
      .set('Content-Type', 'application/json')
      .set('X-Signature', signWebhookBody(`frakt-dev-webhook-${supplierId}`, raw))
      .send(raw)
      .expect(202);

    now = new Date('2026-12-02T12:00:00Z');
    const delivered = await eventually(async () => {
      const body = (await api('get', `/claim/order?consignmentNo=${consignmentNo}`).expect(200)).body;
      if (!body.deliveredAt) throw new Error('no delivery in claims yet');
      return body;
    }, 60_000);
    expect(delivered).toMatchObject({ deliveredAt: '2026-11-02T09:15:00.000Z', deadline: '2026-12-02', open: true });

    now = new Date('2026-12-03T00:30:00Z');
    const late = await api('put', `/claim/submit/${draft.id}`).expect(422);
    expect(late.body.message).toBe('Tiden för att anmäla skadan gick ut 2026-12-02 (30 dagar efter leveransen)');
    now = new Date('2026-12-02T22:30:00Z');
    expect((await api('put', `/claim/submit/${draft.id}`).expect(200)).body.status).toBe('submitted');
  });
});
