import { Client } from 'pg';
import { ANNA, eventually } from '@freight/testing';
import { signIn, startTestPortal, TestPortal } from './portal';

/** customers → CustomerProfileChanged → shipping's own copy, through the outbox and the inbox. */
describe('Customer profiles reach shipping through events', () => {
  let portal: TestPortal;
  let db: Client;
  beforeAll(async () => {
    portal = await startTestPortal();
    db = portal.db;
  });
  afterAll(async () => {
    await portal.close();
  });

  const profile = async (customerId: number) =>
    (await db.query('SELECT price_list, carriers, consignee_type FROM shipping.customer_profiles WHERE customer_id = $1', [customerId]))
      .rows[0];

  it('knows every seeded customer with its price list', async () => {
    await eventually(async () => {
      expect(await profile(1001)).toMatchObject({ price_list: 1, consignee_type: 'company' });
      expect(await profile(1002)).toMatchObject({ price_list: 2, consignee_type: 'private' });
    });
  });

  it('follows a change of carriers and of consignee type', async () => {
    const { accessToken } = await signIn(portal, ANNA.username, ANNA.password);
    await portal.http
      .put('/api/customer/carriers/1001')
      .auth(accessToken, { type: 'bearer' })
      .send([
        { code: 131, active: true },
        { code: 4, active: false },
      ])
      .expect(200);
    await portal.http
      .put('/api/customer/setting/1001')
      .auth(accessToken, { type: 'bearer' })
      .send({ setting: 'consigneeType', value: 'private' })
      .expect(200);
    await eventually(async () => {
      const row = await profile(1001);
      expect(row.carriers).toEqual([
        { code: 131, active: true },
        { code: 4, active: false },
      ]);
      expect(row.consignee_type).toBe('private');
    });
  });
});
