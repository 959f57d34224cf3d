import { ANNA, BERTIL, eventually, testKafkaEnv } from '@freight/testing';
import { apiCall, signIn, startTestPortal, TestPortal } from '../../all-in-one/test/portal';

/**
 * The sender favourite and the company sharing over the real broker: contacts ↔ customers through their
 * outboxes, freight.contacts.v1 and freight.customers.v1, as the distributed deployment runs them.
 */
describe('Contacts and customers over Kafka', () => {
  const kafka = testKafkaEnv();
  let portal: TestPortal;
  let anna = '';
  let bertil = '';
  const primarySetting = async () =>
    (await portal.db.query('SELECT primary_contact_id FROM customers.customers WHERE id = 1001')).rows[0].primary_contact_id as
      number | null;
  const contact = (company: string, extra: Record<string, unknown> = {}) => ({
    company,
    address1: 'Kafkavägen 1',
    postcode: '11122',
    city: 'Stockholm',
    ...extra,
  });

  beforeAll(async () => {
    portal = await startTestPortal(kafka);
    anna = (await signIn(portal, ANNA.username, ANNA.password)).accessToken;
    bertil = (await signIn(portal, BERTIL.username, BERTIL.password)).accessToken;
  }, 120_000);
  afterAll(async () => {
    await portal?.close();
  });

  it("copies each customer's last sign-in from auth's UserSignedIn (freight.users.v1), for the address book's retention", async () => {
    // The same event reaches customers too: both copies end at the instant auth recorded.
    await eventually(async () => {
      const { rows } = await portal.db.query(
        `SELECT c.id, s.last_seen_at = c.last_seen_at AS same FROM customers.customers c
           JOIN contacts.customer_last_seen s ON s.customer_id = c.id WHERE c.id IN (1001, 1002) ORDER BY c.id`,
      );
      expect(rows).toEqual([
        { id: 1001, same: true },
        { id: 1002, same: true },
      ]);
    }, 60_000);
  });

  it('keeps primary and primaryContactId equal in both directions, and clears them when the contact goes', async () => {
    const first = (await apiCall(portal, anna, 'post', '/contact/', contact('Favorit Ett AB', { primary: true })).expect(200)).body;
    await eventually(async () => expect(await primarySetting()).toBe(first.id), 60_000);

    const second = (await apiCall(portal, anna, 'post', '/contact/', contact('Favorit Två AB')).expect(200)).body;
    await eventually(async () => {
      await apiCall(portal, anna, 'put', '/customer/setting/1001', { setting: 'primaryContactId', value: second.id }).expect(200);
    }, 60_000);
    await eventually(async () => {
      const [a, b] = await Promise.all(
        [first.id, second.id].map(async (id) => (await apiCall(portal, anna, 'get', `/contact/${id}`).expect(200)).body.primary),
      );
      expect([a, b]).toEqual([false, true]);
    }, 60_000);

    await apiCall(portal, anna, 'delete', `/contact/${second.id}`).expect(200);
    await eventually(async () => expect(await primarySetting()).toBeNull(), 60_000);
  });

  it("shares a colleague's contacts once the company reaches the contacts service", async () => {
    await portal.db.query('UPDATE customers.customers SET comp_id = 501 WHERE id IN (1001, 1002)');
    await apiCall(portal, anna, 'put', '/customer/setting/1001', { setting: 'showAllBooked', value: true }).expect(200);
    await apiCall(portal, bertil, 'put', '/customer/setting/1002', { setting: 'showAllBooked', value: true }).expect(200);
    // First the company reaches contacts (both profiles over freight.customers.v1), then a colleague's contact is shared:
    // a failure says which of the two did not happen.
    await eventually(async () => {
      const { rows } = await portal.db.query(
        'SELECT customer_id, comp_id FROM contacts.customer_profiles WHERE customer_id IN (1001, 1002) ORDER BY customer_id',
      );
      expect(rows).toEqual([
        { customer_id: 1001, comp_id: 501 },
        { customer_id: 1002, comp_id: 501 },
      ]);
    }, 90_000);
    const bertils = (await apiCall(portal, bertil, 'post', '/contact/', contact('Kollegans Kafka AB')).expect(200)).body;
    await eventually(async () => {
      const found = (
        await apiCall(portal, anna, 'get', `/contact/customer/1001?filter=${encodeURIComponent('{"q":"kollegans kafka"}')}`).expect(200)
      ).body;
      expect(found).toEqual([expect.objectContaining({ id: bertils.id, shared: true })]);
    }, 60_000);
  }, 180_000);
});
