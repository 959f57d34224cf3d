import { BO } from '@freight/testing';
import type { CarrierSimulators } from '@freight/carrier-simulators';
import { ConnectorCarrierBooking } from '../../shipping/src/carriers';
import { apiCall, DemoAccount, HttpMethod, PLAIN_CONSIGNMENT, signIn, signInDemoAccounts, startTestPortal, TestPortal } from './portal';

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

/** Anna's own UPS account, as her UPS developer app and account page give it. */
const ANNAS_UPS = { clientId: 'annas-ups-client-0001', clientSecret: 'annas-ups-secret-9f8e7d6c5b4a', shipperNumber: 'Z9Y8X7' };

/**
 * A customer's own carrier agreement (issue 27 item 7): stored with its credentials sealed, shown masked, and used
 * by that customer's bookings with the carrier (here UPS's simulator, which knows the account); other customers,
 * and the customer once it removes the agreement, book under the portal's.
 */
describe("Embedded portal: customers' own carrier agreements", () => {
  let portal: TestPortal;
  let tokens: Record<DemoAccount, string>;
  let sims: CarrierSimulators;
  const call = (who: DemoAccount, method: HttpMethod, path: string, body?: unknown, language = 'sv') =>
    apiCall(portal, tokens[who], method, path, body, language);

  beforeAll(async () => {
    portal = await startTestPortal({ CARRIER_BOOKING_WAIT_MS: '5000', CARRIER_WORKER_POLL_MS: '60000' });
    tokens = await signInDemoAccounts(portal);
    sims = portal.running.app.get(ConnectorCarrierBooking, { strict: false }).simulators!;
    sims.ups.addAccount(ANNAS_UPS);
  });
  afterAll(() => portal?.close());

  async function bookUps(who: DemoAccount) {
    const created = (await call(who, 'post', '/consignment/?temp=0', UPS_CONSIGNMENT).expect(200)).body.consignments[0];
    const answer = (await call(who, 'put', '/consignment/book/', { ...UPS_CONSIGNMENT, consignmentId: created.consignmentId }).expect(200))
      .body;
    expect(answer.errors).toEqual([]);
    const order = (await call(who, 'get', `/order/${answer.consignments[0].orderNo}`).expect(200)).body;
    expect(order.carrierBooking).toMatchObject({ state: 'confirmed' });
    return sims.ups.shipment(order.carrierBooking.carrierShipmentId)!;
  }

  it('stores the credentials sealed, answers them masked, and books UPS under the customer’s account', async () => {
    const saved = await call('anna', 'put', '/carrier/agreement/1001/131', {
      accountNo: ANNAS_UPS.shipperNumber,
      credentials: { clientId: ANNAS_UPS.clientId, clientSecret: ANNAS_UPS.clientSecret },
    }).expect(200);
    expect(saved.body).toEqual({
      carrierCode: 131,
      accountField: 'shipperNumber',
      accountNo: 'Z9Y8X7',
      credentials: { clientId: '••••0001', clientSecret: '••••5b4a' },
      updatedAt: expect.any(String),
    });
    const listed = await call('anna', 'get', '/carrier/agreement/1001').expect(200);
    expect(listed.body).toEqual([saved.body]);
    const { rows } = await portal.db.query<{ bytes: Buffer }>(
      `SELECT convert_to(credentials, 'UTF8') AS bytes FROM shipping.carrier_agreements WHERE customer_id = 1001`,
    );
    expect(rows).toHaveLength(1);
    for (const secret of [ANNAS_UPS.clientId, ANNAS_UPS.clientSecret, 'annas-ups', '9f8e7d6c'])
      expect(rows[0].bytes.includes(Buffer.from(secret))).toBe(false);

    // Booked at once, so their agreement look-ups may share a statement: each still gets its own customer's.
    // Bertil has no agreement of his own: the portal's account books his.
    const [annas, bertils] = await Promise.all([bookUps('anna'), bookUps('bertil')]);
    expect(annas.shipperNumber).toBe('Z9Y8X7');
    expect(bertils.shipperNumber).toBe('A1B2C3');

    await call('anna', 'delete', '/carrier/agreement/1001/131').expect(204);
    await call('anna', 'delete', '/carrier/agreement/1001/131').expect(404);
    expect((await bookUps('anna')).shipperNumber).toBe('A1B2C3');
  });

  it("answers 404 for another customer's agreements and for carriers without agreements, 400 for bad input, writing nothing", async () => {
    const body = { accountNo: '123456789', credentials: { username: 'bertil-dhl', password: 'bertil-dhl-password' } };
    await call('bertil', 'put', '/carrier/agreement/1002/225', body).expect(200);
    await call('anna', 'get', '/carrier/agreement/1002').expect(404);
    await call('anna', 'put', '/carrier/agreement/1002/225', body).expect(404);
    await call('anna', 'delete', '/carrier/agreement/1002/225').expect(404);
    await call('anna', 'put', '/carrier/agreement/1001/999', body).expect(404);
    // The company's administrator manages its agreements; bo, anna's booker, may neither read nor change them.
    const bo = (await signIn(portal, BO.username, BO.password)).accessToken;
    await apiCall(portal, bo, 'get', '/carrier/agreement/1001').expect(403);
    await apiCall(portal, bo, 'put', '/carrier/agreement/1001/225', body).expect(403);
    await apiCall(portal, bo, 'delete', '/carrier/agreement/1001/131').expect(403);
    await call('anna', 'put', '/carrier/agreement/1001/abc', body).expect(404);
    const refused = await call(
      'anna',
      'put',
      '/carrier/agreement/1001/225',
      { accountNo: '12', credentials: { username: 'x', extra: 'y' } },
      'en',
    ).expect(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'accountNo', code: 'VALIDATION.INVALID_FORMAT' }),
        expect.objectContaining({ field: 'credentials.password', code: 'VALIDATION.REQUIRED' }),
        expect.objectContaining({ field: 'credentials.extra', code: 'VALIDATION.INVALID_FORMAT' }),
      ]),
    );
    await call('anna', 'put', '/carrier/agreement/1001/225', 'not json').expect(400);
    expect((await call('anna', 'get', '/carrier/agreement/1001').expect(200)).body).toEqual([]);
    // The admin may keep them for a customer; the demo may not.
    await call('admin', 'get', '/carrier/agreement/1002').expect(200);
    await call('demo', 'put', '/carrier/agreement/999/225', body).expect(403);
  });
});
