import { BERTIL, eventually, testKafkaEnv } from '@freight/testing';
import { apiCall, DemoAccount, HttpMethod, signInDemoAccounts, startTestPortal, TestPortal } from './portal';

/**
 * Credit control across services over the real Kafka: shipping's OrderBooked reaches billing, billing's
 * CustomerCreditBlocked reaches shipping and customers, and shipping refuses the next booking until the
 * block is lifted.
 */
describe('Credit block across services over Kafka', () => {
  const kafka = testKafkaEnv();
  // Bertil, not anna: the credit events stay on the broker, and later suites on it book as anna.
  let portal: TestPortal;
  let tokens: Record<DemoAccount, string>;
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

  async function book() {
    const consignment = (await call('bertil', 'post', '/consignment/?temp=0', CONSIGNMENT).expect(200)).body.consignments[0];
    const { orderNo } = (await call('bertil', 'post', '/order/', { consignmentId: consignment.consignmentId }).expect(200)).body;
    return (await call('bertil', 'put', '/order/book/', { orderNos: [orderNo] }).expect(200)).body.orders[0];
  }

  beforeAll(async () => {
    portal = await startTestPortal(kafka);
    tokens = await signInDemoAccounts(portal);
  }, 180_000);

  afterAll(async () => {
    await portal?.close();
  });

  it("refuses bertil's booking while billing has her blocked, and books again once unblocked", async () => {
    const first = await book();
    expect(first.booked).toBe(true);
    await eventually(
      async () =>
        expect(
          (await portal.db.query('SELECT 1 FROM billing.bill_orders WHERE order_no = $1', [first.orderNo])).rows.length,
        ).toBeGreaterThan(0),
      60_000,
    );

    await portal.db.query('UPDATE billing.customers SET credit_limit_ore = 1 WHERE customer_id = $1', [BERTIL.customerId]);
    await call('admin', 'post', '/bill/admin/credit-control').expect(200);
    await eventually(
      async () =>
        expect(
          (await portal.db.query('SELECT blocked FROM shipping.customer_credit WHERE customer_id = $1', [BERTIL.customerId])).rows,
        ).toEqual([{ blocked: true }]),
      60_000,
    );
    await eventually(
      async () => expect((await call('bertil', 'get', `/customer/${BERTIL.customerId}`).expect(200)).body.creditBlock).toBe(true),
      60_000,
    );
    expect(await book()).toMatchObject({ booked: false, errors: [{ code: 'BOOKING.CREDIT_BLOCKED' }] });

    await portal.db.query('UPDATE billing.customers SET credit_limit_ore = 5000000 WHERE customer_id = $1', [BERTIL.customerId]);
    await call('admin', 'post', '/bill/admin/credit-control').expect(200);
    await eventually(
      async () =>
        expect(
          (await portal.db.query('SELECT blocked FROM shipping.customer_credit WHERE customer_id = $1', [BERTIL.customerId])).rows,
        ).toEqual([{ blocked: false }]),
      60_000,
    );
    expect(await book()).toMatchObject({ booked: true });
  });
});
