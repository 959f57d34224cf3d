import { decodeEvent } from '@freight/contracts';
import { ADMIN, ANNA, BERTIL, eventually } from '@freight/testing';
import { Client } from 'pg';
import { signIn, startTestPortal, TestPortal } from './portal';

/**
 * The customer calls of spec section 7 through /api on the embedded portal: settings, carriers and
 * agreement numbers, their validation texts, tenancy, the demo's limits and the events they record.
 */
describe('Embedded portal: customer settings, carriers and agreement numbers through /api', () => {
  const DEMO = 999;
  const ANNA_CONTACT = 501;
  const BERTIL_CONTACT = 502;

  let portal: TestPortal;
  let db: Client;
  const tokens: Record<'anna' | 'bertil' | 'admin' | 'demo', string> = { anna: '', bertil: '', admin: '', demo: '' };
  let annaUserId = 0;

  beforeAll(async () => {
    portal = await startTestPortal();
    db = portal.db;
    const anna = await signIn(portal, ANNA.username, ANNA.password);
    tokens.anna = anna.accessToken;
    annaUserId = anna.userId;
    tokens.bertil = (await signIn(portal, BERTIL.username, BERTIL.password)).accessToken;
    tokens.admin = (await signIn(portal, ADMIN.username, ADMIN.password)).accessToken;
    tokens.demo = (await portal.http.post('/api/auth/demo').expect(200)).body.accessToken;
    // Until the contacts service publishes ContactCreated, the projection is filled by hand.
    await db.query('INSERT INTO customers.known_contacts (contact_id, customer_id) VALUES ($1, $2), ($3, $4)', [
      ANNA_CONTACT,
      ANNA.customerId,
      BERTIL_CONTACT,
      BERTIL.customerId,
    ]);
  });

  afterAll(async () => {
    await db?.end();
    await portal?.close();
  });

  type Who = keyof typeof tokens;
  const getCustomer = (who: Who, id: number | string) => portal.http.get(`/api/customer/${id}`).auth(tokens[who], { type: 'bearer' });
  const putSetting = (who: Who, id: number | string, body: object, language = 'sv') =>
    portal.http.put(`/api/customer/setting/${id}`).set('Accept-Language', language).auth(tokens[who], { type: 'bearer' }).send(body);
  const putCarriers = (who: Who, id: number | string, body: unknown, language = 'sv') =>
    portal.http
      .put(`/api/customer/carriers/${id}`)
      .set('Accept-Language', language)
      .set('Content-Type', 'application/json')
      .auth(tokens[who], { type: 'bearer' })
      .send(JSON.stringify(body));
  const getAgreementNo = (who: Who, id: number | string, query: string, language = 'sv') =>
    portal.http.get(`/api/customer/agreementno/${id}?${query}`).set('Accept-Language', language).auth(tokens[who], { type: 'bearer' });

  /** The stored row, to prove that refused calls changed nothing; last_seen_at moves with sign-in events on its own. */
  const row = async (id: number) => {
    const { last_seen_at: _lastSeen, ...rest } = (await db.query('SELECT * FROM customers.customers WHERE id = $1', [id]))
      .rows[0] as Record<string, unknown>;
    return rest;
  };
  const outboxRows = async (aggregateId: number) =>
    (
      await db.query<{ event_type: string; payload: Buffer }>(
        'SELECT event_type, payload FROM customers.outbox WHERE aggregate_id = $1 ORDER BY id',
        [String(aggregateId)],
      )
    ).rows;

  describe('GET /customer/{customerId}', () => {
    // The read is one prepared statement, not TypeORM's entity load (issue 30): the same record, never a stale one.
    it('answers the stored row at once after a change, with every field as before', async () => {
      await db.query(
        `UPDATE customers.customers SET city = 'Kiruna', credit_limit_ore = 1234567, last_seen_at = '2026-03-01T10:00:00Z' WHERE id = $1`,
        [ANNA.customerId],
      );
      const { body } = await getCustomer('anna', ANNA.customerId).expect(200);
      expect(body).toMatchObject({
        id: ANNA.customerId,
        city: 'Kiruna',
        creditLimit: '12345.67',
        lastSeenAt: '2026-03-01T10:00:00.000Z',
        custLevel: body.customerLevel,
      });
      expect(Array.isArray(body.carriers)).toBe(true);
      await db.query(`UPDATE customers.customers SET city = 'Luleå' WHERE id = $1`, [ANNA.customerId]);
      expect((await getCustomer('anna', ANNA.customerId).expect(200)).body.city).toBe('Luleå');
    });

    it("answers another customer's id, an unknown id and a malformed one with 404; an admin reads any", async () => {
      expect((await getCustomer('anna', BERTIL.customerId).expect(404)).body.code).toBe('TENANCY.NOT_FOUND');
      await getCustomer('anna', 987654).expect(404);
      await getCustomer('anna', 'x1').expect(404);
      expect((await getCustomer('admin', BERTIL.customerId).expect(200)).body.id).toBe(BERTIL.customerId);
      expect((await getCustomer('admin', 987654).expect(404)).body.code).toBe('CUSTOMER.NOT_FOUND');
    });

    // Concurrent reads share one statement (issue 30): each must still get its own customer, and every read made after a
    // change was acknowledged must see it, however the reads fall into batches.
    it('answers concurrent reads of several customers each with its own row, and never one older than an acknowledged change', async () => {
      const cities = ['Umeå', 'Visby', 'Malmö'];
      for (const city of cities) {
        // Sent now (a supertest request starts when awaited), still in flight while the change commits.
        const during = Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            i % 3 === 2 ? getCustomer('anna', 987654) : getCustomer(i % 3 ? 'bertil' : 'anna', i % 3 ? BERTIL.customerId : ANNA.customerId),
          ),
        );
        await db.query('UPDATE customers.customers SET city = $2 WHERE id = $1', [ANNA.customerId, city]);
        const after = await Promise.all(Array.from({ length: 30 }, () => getCustomer('anna', ANNA.customerId)));
        (await during).forEach(({ status, body }, i) => {
          if (i % 3 === 2) expect(status).toBe(404);
          else expect({ status, id: body.id }).toEqual({ status: 200, id: i % 3 ? BERTIL.customerId : ANNA.customerId });
        });
        expect(new Set(after.map(({ status, body }) => `${status} ${body.city}`))).toEqual(new Set([`200 ${city}`]));
      }
    });
  });

  describe('PUT /customer/setting/{customerId}', () => {
    it.each<[string, unknown, string, unknown]>([
      ['filterContacts', true, 'filterContacts', true],
      ['filterContacts', false, 'filterContacts', false],
      ['primaryContactId', ANNA_CONTACT, 'primaryContactId', ANNA_CONTACT],
      ['primaryContactId', null, 'primaryContactId', null],
      ['archivedComplaints', true, 'archivedComplaints', true],
      ['showAllBooked', true, 'showAllBooked', true],
      ['printFormat', 'ZPL', 'printFormat', 'ZPL'],
      ['printFormat', 'PDF', 'printFormat', 'PDF'],
      ['moduleMessage', true, 'moduleMessageRead', true],
      ['insuranceDisabled', true, 'insuranceDisabled', true],
      ['insuranceGoodsValue', '1234.50', 'insuranceGoodsValue', '1234.50'],
      ['insuranceGoodsValue', 25000, 'insuranceGoodsValue', '25000.00'],
      ['insuranceGoodsValue', '1000000,00', 'insuranceGoodsValue', '1000000.00'],
      ['insuranceGoodsValue', null, 'insuranceGoodsValue', null],
      ['noPickup', true, 'noPickup', true],
      ['consigneeType', 'private', 'consigneeType', 'private'],
      ['consigneeType', 'company', 'consigneeType', 'company'],
    ])('stores %s = %p and GET shows it', async (setting, value, field, shown) => {
      const put = await putSetting('anna', ANNA.customerId, { setting, value }).expect(200);
      expect(put.body[field]).toEqual(shown);
      const got = await getCustomer('anna', ANNA.customerId).expect(200);
      expect(got.body[field]).toEqual(shown);
      // The answer is the record itself, in the same shape as GET.
      expect(put.body).toEqual(got.body);
    });

    it.each<[string, unknown, string, string, string]>([
      ['filterContacts', 'true', 'VALIDATION.INVALID_FORMAT', 'Felaktigt format', 'Invalid format'],
      ['archivedComplaints', 0, 'VALIDATION.INVALID_FORMAT', 'Felaktigt format', 'Invalid format'],
      ['showAllBooked', 'yes', 'VALIDATION.INVALID_FORMAT', 'Felaktigt format', 'Invalid format'],
      ['moduleMessage', 1, 'VALIDATION.INVALID_FORMAT', 'Felaktigt format', 'Invalid format'],
      ['insuranceDisabled', {}, 'VALIDATION.INVALID_FORMAT', 'Felaktigt format', 'Invalid format'],
      ['noPickup', null, 'VALIDATION.REQUIRED', 'Obligatoriskt fält', 'Mandatory field'],
      ['primaryContactId', 'abc', 'VALIDATION.NOT_A_NUMBER', 'Måste vara ett nummer', 'Must be number'],
      ['primaryContactId', 0, 'VALIDATION.MIN', 'Minst 1', 'Minimum 1'],
      ['primaryContactId', 9999, 'HTTP.NOT_FOUND', 'Resursen finns inte', 'Not found'],
      ['primaryContactId', BERTIL_CONTACT, 'HTTP.NOT_FOUND', 'Resursen finns inte', 'Not found'],
      ['printFormat', 'DOCX', 'VALIDATION.INVALID_FORMAT', 'Felaktigt format', 'Invalid format'],
      ['printFormat', '', 'VALIDATION.REQUIRED', 'Obligatoriskt fält', 'Mandatory field'],
      ['consigneeType', 'business', 'VALIDATION.INVALID_FORMAT', 'Felaktigt format', 'Invalid format'],
      ['insuranceGoodsValue', 999.99, 'VALIDATION.MIN', 'Minst 1000', 'Minimum 1000'],
      ['insuranceGoodsValue', '1000000.01', 'VALIDATION.MAX', 'Mer än 1000000', 'More than 1000000'],
      ['insuranceGoodsValue', 'lots', 'VALIDATION.NOT_A_NUMBER', 'Måste vara ett nummer', 'Must be number'],
      ['insuranceGoodsValue', '12.345', 'VALIDATION.INVALID_FORMAT', 'Felaktigt format', 'Invalid format'],
    ])('refuses %s = %p with %s in Swedish and English', async (setting, value, code, sv, en) => {
      const before = await row(ANNA.customerId);
      const events = (await outboxRows(ANNA.customerId)).length;
      const svResponse = await putSetting('anna', ANNA.customerId, { setting, value }).expect(400);
      expect(svResponse.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION.FORM',
        message: 'Formuläret innehåller valideringsfel. Vänligen hantera de beskrivna problemen.',
        errors: [{ field: 'value', code, message: sv }],
      });
      const enResponse = await putSetting('anna', ANNA.customerId, { setting, value }, 'en').expect(400);
      expect(enResponse.body.message).toBe('The form contains validation errors. Please handle the problems described.');
      expect(enResponse.body.errors).toEqual([{ field: 'value', code, message: en }]);
      expect(await row(ANNA.customerId)).toEqual(before);
      expect(await outboxRows(ANNA.customerId)).toHaveLength(events);
    });

    it.each<[string, object, { field: string; code: string; message: string }]>([
      [
        'an unknown setting',
        { setting: 'colourScheme', value: true },
        { field: 'setting', code: 'VALIDATION.UNKNOWN_FIELD', message: 'Okänt fält' },
      ],
      [
        'the stored field name instead of the setting name',
        { setting: 'moduleMessageRead', value: true },
        { field: 'setting', code: 'VALIDATION.UNKNOWN_FIELD', message: 'Okänt fält' },
      ],
      ['a missing setting', { value: true }, { field: 'setting', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' }],
      ['a missing value', { setting: 'noPickup' }, { field: 'value', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' }],
      [
        'an extra body field',
        { setting: 'noPickup', value: true, customerId: BERTIL.customerId },
        { field: 'customerId', code: 'VALIDATION.UNKNOWN_FIELD', message: 'Okänt fält' },
      ],
    ])('refuses %s with a field error', async (_case, body, error) => {
      const before = await row(ANNA.customerId);
      const response = await putSetting('anna', ANNA.customerId, body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FORM', errors: [error] });
      expect(await row(ANNA.customerId)).toEqual(before);
    });

    it('answers an unknown setting in English too', async () => {
      const response = await putSetting('anna', ANNA.customerId, { setting: 'colourScheme', value: 1 }, 'en').expect(400);
      expect(response.body.errors).toEqual([{ field: 'setting', code: 'VALIDATION.UNKNOWN_FIELD', message: 'Unknown field' }]);
    });

    it('stores the goods value in öre', async () => {
      await putSetting('anna', ANNA.customerId, { setting: 'insuranceGoodsValue', value: '4321,09' }).expect(200);
      expect((await row(ANNA.customerId)).insurance_goods_value_ore).toBe('432109');
    });

    it('records CustomerSettingChanged with the stored value in the same transaction', async () => {
      await putSetting('anna', ANNA.customerId, { setting: 'showAllBooked', value: false }).expect(200);
      const before = (await outboxRows(ANNA.customerId)).length;
      await putSetting('anna', ANNA.customerId, { setting: 'showAllBooked', value: true }).expect(200);
      const rows = (await outboxRows(ANNA.customerId)).slice(before);
      // showAllBooked is also part of the profile other services keep (shipping's booked list).
      expect(rows.map((r) => r.event_type)).toEqual(['CustomerSettingChanged', 'CustomerProfileChanged']);
      expect(decodeEvent('CustomerSettingChanged', rows[0].payload)).toEqual({
        customerId: String(ANNA.customerId),
        setting: 'showAllBooked',
        valueJson: 'true',
        changedBy: String(annaUserId),
      });
      expect(decodeEvent('CustomerProfileChanged', rows[1].payload)).toMatchObject({
        customerId: String(ANNA.customerId),
        compId: ANNA.customerId,
        showAllBooked: true,
      });
    });

    it('records the goods value in öre and the renamed moduleMessage under its field name', async () => {
      await putSetting('anna', ANNA.customerId, { setting: 'insuranceGoodsValue', value: 5000 }).expect(200);
      await putSetting('anna', ANNA.customerId, { setting: 'moduleMessage', value: false }).expect(200);
      const rows = (await outboxRows(ANNA.customerId)).filter((r) => r.event_type === 'CustomerSettingChanged').slice(-2);
      expect(
        rows.map((r) => decodeEvent('CustomerSettingChanged', r.payload)).map(({ setting, valueJson }) => ({ setting, valueJson })),
      ).toEqual([
        { setting: 'insuranceGoodsValueOre', valueJson: '500000' },
        { setting: 'moduleMessageRead', valueJson: 'false' },
      ]);
    });

    it('records no event when the value is already the stored one', async () => {
      await putSetting('anna', ANNA.customerId, { setting: 'printFormat', value: 'PDF_A6' }).expect(200);
      const before = (await outboxRows(ANNA.customerId)).length;
      const response = await putSetting('anna', ANNA.customerId, { setting: 'printFormat', value: 'PDF_A6' }).expect(200);
      expect(response.body.printFormat).toBe('PDF_A6');
      expect(await outboxRows(ANNA.customerId)).toHaveLength(before);
    });
  });

  describe('PUT /customer/carriers/{customerId}', () => {
    it('takes back the list GET gave, with its display fields, and changes only what was toggled', async () => {
      const { body: customer } = await getCustomer('bertil', BERTIL.customerId).expect(200);
      const list = customer.carriers.map((c: { code: number; active: boolean }) => (c.code === 116 ? { ...c, active: false } : c));
      const put = await putCarriers('bertil', BERTIL.customerId, list).expect(200);
      expect(put.body.carriers).toEqual(list);
      const got = await getCustomer('bertil', BERTIL.customerId).expect(200);
      expect(got.body.carriers).toEqual(list);
      expect(put.body).toEqual(got.body);
    });

    it('replaces the list: order, removals and carriers without an active flag (chosen)', async () => {
      const put = await putCarriers('bertil', BERTIL.customerId, [{ code: 4 }, { code: 131, active: false }]).expect(200);
      expect(put.body.carriers.map(({ code, active }: { code: number; active: boolean }) => ({ code, active }))).toEqual([
        { code: 4, active: true },
        { code: 131, active: false },
      ]);
      expect(put.body.carriers[0]).toEqual({ code: 4, name: 'PostNord', logoName: 'postnord', priceSupplier: 4, active: true });
    });

    it('keeps a carrier the portal no longer offers, but never active', async () => {
      await putCarriers('bertil', BERTIL.customerId, [
        { code: 71, active: true },
        { code: 4, active: true },
      ]).expect(200);
      const got = await getCustomer('bertil', BERTIL.customerId).expect(200);
      expect(got.body.carriers.map(({ code, active }: { code: number; active: boolean }) => [code, active])).toEqual([
        [71, false],
        [4, true],
      ]);
      expect((await row(BERTIL.customerId)).carriers).toEqual([
        { code: 71, active: false },
        { code: 4, active: true },
      ]);
    });

    it('records CustomerCarriersChanged with the complete list', async () => {
      await putCarriers('bertil', BERTIL.customerId, [{ code: 131 }, { code: 225, active: false }]).expect(200);
      const rows = await outboxRows(BERTIL.customerId);
      // The carriers change, then the new profile other services keep (CustomerProfileChanged).
      expect(rows.slice(-2).map((r) => r.event_type)).toEqual(['CustomerCarriersChanged', 'CustomerProfileChanged']);
      const last = rows[rows.length - 2];
      expect(decodeEvent('CustomerCarriersChanged', last.payload)).toEqual({
        customerId: String(BERTIL.customerId),
        carriers: [
          { code: 131, active: true },
          { code: 225, active: false },
        ],
      });
    });

    it.each<[string, unknown, Array<{ field: string; code: string }>]>([
      [
        'an unknown carrier code',
        [{ code: 131 }, { code: 999, active: true }],
        [{ field: 'carriers.1.code', code: 'VALIDATION.INVALID_FORMAT' }],
      ],
      [
        'a carrier listed twice',
        [{ code: 131 }, { code: 131, active: false }],
        [{ field: 'carriers.1.code', code: 'VALIDATION.INVALID_FORMAT' }],
      ],
      ['a code as text', [{ code: '131' }], [{ field: 'carriers.0.code', code: 'VALIDATION.NOT_A_NUMBER' }]],
      ['a missing code', [{ name: 'UPS', active: true }], [{ field: 'carriers.0.code', code: 'VALIDATION.REQUIRED' }]],
      ['active as text', [{ code: 4, active: 'true' }], [{ field: 'carriers.0.active', code: 'VALIDATION.INVALID_FORMAT' }]],
      ['an object instead of the list', { carriers: [{ code: 4 }] }, [{ field: 'carriers', code: 'VALIDATION.INVALID_FORMAT' }]],
    ])('refuses %s with 400 and changes nothing', async (_case, body, errors) => {
      const before = await row(BERTIL.customerId);
      const events = (await outboxRows(BERTIL.customerId)).length;
      const response = await putCarriers('bertil', BERTIL.customerId, body).expect(400);
      expect(response.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION.FORM',
        errors: errors.map((e) => expect.objectContaining(e)),
      });
      expect(await row(BERTIL.customerId)).toEqual(before);
      expect(await outboxRows(BERTIL.customerId)).toHaveLength(events);
    });

    it('names an unknown carrier code in Swedish and English', async () => {
      const sv = await putCarriers('bertil', BERTIL.customerId, [{ code: 999 }]).expect(400);
      expect(sv.body.errors).toEqual([{ field: 'carriers.0.code', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }]);
      const en = await putCarriers('bertil', BERTIL.customerId, [{ code: 999 }], 'en').expect(400);
      expect(en.body.errors).toEqual([{ field: 'carriers.0.code', code: 'VALIDATION.INVALID_FORMAT', message: 'Invalid format' }]);
    });
  });

  describe('GET /customer/agreementno/{customerId}/?supplierId=', () => {
    it('gives anna (price list 1) the default for other price lists', async () => {
      const response = await getAgreementNo('anna', ANNA.customerId, 'supplierId=131').expect(200);
      expect(response.body).toEqual({ supplierId: 131, agreementNo: '1000001', source: 'default' });
    });

    it('gives bertil (price list 2) the price list 2 default', async () => {
      const response = await getAgreementNo('bertil', BERTIL.customerId, 'supplierId=4').expect(200);
      expect(response.body).toEqual({ supplierId: 4, agreementNo: '1000002', source: 'default' });
    });

    it("gives the customer's own number for that carrier when there is one", async () => {
      await db.query(`UPDATE customers.customers SET agreement_numbers = '{"131": "UPS-4455"}' WHERE id = $1`, [ANNA.customerId]);
      expect((await getAgreementNo('anna', ANNA.customerId, 'supplierId=131').expect(200)).body).toEqual({
        supplierId: 131,
        agreementNo: 'UPS-4455',
        source: 'customer',
      });
      expect((await getAgreementNo('anna', ANNA.customerId, 'supplierId=116').expect(200)).body).toEqual({
        supplierId: 116,
        agreementNo: '1000001',
        source: 'default',
      });
    });

    // The spec writes this call with a slash before the query; the kernel's router ignores trailing slashes.
    it('answers the spec path with the slash before the query', async () => {
      const response = await portal.http
        .get(`/api/customer/agreementno/${BERTIL.customerId}/?supplierId=131`)
        .auth(tokens.bertil, { type: 'bearer' })
        .expect(200);
      expect(response.body).toEqual({ supplierId: 131, agreementNo: '1000002', source: 'default' });
    });

    it('answers a carrier the portal no longer offers (old consignments refer to it)', async () => {
      expect((await getAgreementNo('anna', ANNA.customerId, 'supplierId=210').expect(200)).body).toEqual({
        supplierId: 210,
        agreementNo: '1000001',
        source: 'default',
      });
    });

    it.each<[string, string, { field: string; code: string; message: string }]>([
      ['a missing supplierId', '', { field: 'supplierId', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' }],
      ['an empty supplierId', 'supplierId=', { field: 'supplierId', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' }],
      [
        'a supplierId that is not a number',
        'supplierId=ups',
        { field: 'supplierId', code: 'VALIDATION.NOT_A_NUMBER', message: 'Måste vara ett nummer' },
      ],
      [
        'a negative supplierId',
        'supplierId=-4',
        { field: 'supplierId', code: 'VALIDATION.NOT_A_NUMBER', message: 'Måste vara ett nummer' },
      ],
    ])('refuses %s with 400', async (_case, query, error) => {
      const response = await getAgreementNo('anna', ANNA.customerId, query).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FORM', errors: [error] });
    });

    it('answers an unknown carrier with 404', async () => {
      const response = await getAgreementNo('anna', ANNA.customerId, 'supplierId=999', 'en').expect(404);
      expect(response.body).toEqual({ statusCode: 404, code: 'CARRIER.NOT_FOUND', message: 'Not found' });
    });

    it('lets the demo read its own (it prices consignments)', async () => {
      const response = await getAgreementNo('demo', DEMO, 'supplierId=131').expect(200);
      expect(response.body).toEqual({ supplierId: 131, agreementNo: '1000001', source: 'default' });
      await getAgreementNo('demo', ANNA.customerId, 'supplierId=131').expect(404);
    });
  });

  describe('PUT /customer/creditlimit/{customerId}', () => {
    const putLimit = (who: Who, id: number | string, body: unknown, language = 'sv') =>
      portal.http
        .put(`/api/customer/creditlimit/${id}`)
        .set('Accept-Language', language)
        .auth(tokens[who], { type: 'bearer' })
        .send(body as object);
    const billingLimit = async (id: number) =>
      (await db.query('SELECT credit_limit_ore::text AS ore FROM billing.customers WHERE customer_id = $1', [id])).rows[0]?.ore;
    let original: string;
    beforeAll(async () => {
      original = (await row(BERTIL.customerId)).credit_limit_ore as string;
    });
    afterAll(async () => {
      await putLimit('admin', BERTIL.customerId, { creditLimit: Number(original) / 100 }).expect(200);
    });

    it("lets an admin set a customer's limit in kronor; the record answers it and billing's credit control gets it", async () => {
      const before = (await outboxRows(BERTIL.customerId)).length;
      const { body } = await putLimit('admin', BERTIL.customerId, { creditLimit: '1234,56' }).expect(200);
      expect(body).toMatchObject({ id: BERTIL.customerId, creditLimit: '1234.56' });
      expect((await row(BERTIL.customerId)).credit_limit_ore).toBe('123456');
      const rows = (await outboxRows(BERTIL.customerId)).slice(before);
      expect(rows.map((r) => r.event_type)).toEqual(['CustomerProfileChanged']);
      expect(decodeEvent('CustomerProfileChanged', rows[0].payload)).toMatchObject({
        customerId: String(BERTIL.customerId),
        creditLimitOre: '123456',
      });
      await eventually(async () => expect(await billingLimit(BERTIL.customerId)).toBe('123456'));
    });

    it('records nothing when the limit is the one stored', async () => {
      await putLimit('admin', BERTIL.customerId, { creditLimit: 2000 }).expect(200);
      const before = (await outboxRows(BERTIL.customerId)).length;
      await putLimit('admin', BERTIL.customerId, { creditLimit: '2000.00' }).expect(200);
      expect(await outboxRows(BERTIL.customerId)).toHaveLength(before);
    });

    it.each<[unknown, string, string]>([
      [{}, 'VALIDATION.REQUIRED', 'Obligatoriskt fält'],
      [{ creditLimit: 'mycket' }, 'VALIDATION.NOT_A_NUMBER', ''],
      [{ creditLimit: -5 }, 'VALIDATION.MIN', ''],
      [{ creditLimit: '10.005' }, 'VALIDATION.INVALID_FORMAT', ''],
    ])('refuses %j with a field error on creditLimit, changing nothing', async (body, code, message) => {
      const before = await row(BERTIL.customerId);
      const response = await putLimit('admin', BERTIL.customerId, body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FORM', errors: [{ field: 'creditLimit', code }] });
      if (message) expect(response.body.errors[0].message).toBe(message);
      expect(await row(BERTIL.customerId)).toEqual(before);
    });

    it('is for admins: a member gets 403 whichever customer it names (the guard answers first), the demo too; nothing changes', async () => {
      const before = await row(BERTIL.customerId);
      const own = await putLimit('bertil', BERTIL.customerId, { creditLimit: 999999 }).expect(403);
      expect(own.body.code).toBe('AUTH.FORBIDDEN');
      expect((await putLimit('anna', BERTIL.customerId, { creditLimit: 999999 }).expect(403)).body.code).toBe('AUTH.FORBIDDEN');
      // Nor does a bad body tell a member anything: refused before it is read.
      expect((await putLimit('bertil', BERTIL.customerId, { creditLimit: 'mycket' }).expect(403)).body.code).toBe('AUTH.FORBIDDEN');
      expect((await putLimit('demo', DEMO, { creditLimit: 999999 })).status).toBe(403);
      expect(await row(BERTIL.customerId)).toEqual(before);
    });
  });

  describe('tenancy: another customer id answers 404 and changes nothing', () => {
    const calls: Array<[string, (who: Who, id: number | string) => ReturnType<typeof getCustomer>]> = [
      ['GET /customer/{id}', (who, id) => getCustomer(who, id)],
      ['PUT /customer/setting/{id}', (who, id) => putSetting(who, id, { setting: 'noPickup', value: true })],
      ['PUT /customer/setting/{id} with a bad value', (who, id) => putSetting(who, id, { setting: 'noPickup', value: 'x' })],
      [
        'PUT /customer/setting/{id} with a foreign contact',
        (who, id) => putSetting(who, id, { setting: 'primaryContactId', value: id === BERTIL.customerId ? BERTIL_CONTACT : ANNA_CONTACT }),
      ],
      ['PUT /customer/carriers/{id}', (who, id) => putCarriers(who, id, [{ code: 4, active: false }])],
      ['PUT /customer/carriers/{id} with a bad list', (who, id) => putCarriers(who, id, [{ code: 999 }])],
      ['GET /customer/agreementno/{id}', (who, id) => getAgreementNo(who, id, 'supplierId=131')],
      ['GET /customer/agreementno/{id} without supplierId', (who, id) => getAgreementNo(who, id, '')],
    ];
    const pairs: Array<[Who, number]> = [
      ['anna', BERTIL.customerId],
      ['bertil', ANNA.customerId],
    ];
    const matrix = pairs.flatMap(([who, target]) => calls.map(([name, call]) => [who, name, target, call] as const));

    it.each(matrix)('%s: %s on customer %p → 404', async (who, _name, target, call) => {
      const before = await row(target);
      const events = (await outboxRows(target)).length;
      const response = await call(who, target).expect(404);
      expect(response.body).toEqual({ statusCode: 404, code: 'TENANCY.NOT_FOUND', message: 'Resursen finns inte' });
      expect(await row(target)).toEqual(before);
      expect(await outboxRows(target)).toHaveLength(events);
    });

    it.each(calls)('%s answers a malformed or unknown id with 404', async (_name, call) => {
      await call('anna', 'abc').expect(404);
      await call('anna', 424242).expect(404);
    });

    // The admin passes tenancy, so a well-formed call reaches the lookup of the missing customer.
    it.each(calls.filter(([name]) => !/ with | without /.test(name)))(
      '%s answers the admin with 404 for a customer that does not exist',
      async (_name, call) => {
        const response = await call('admin', 424242).expect(404);
        expect(response.body).toEqual({ statusCode: 404, code: 'CUSTOMER.NOT_FOUND', message: 'Resursen finns inte' });
      },
    );

    it('lets the admin read bertil', async () => {
      const customer = await getCustomer('admin', BERTIL.customerId).expect(200);
      expect(customer.body).toMatchObject({ id: BERTIL.customerId, priceList: 2 });
      const agreement = await getAgreementNo('admin', BERTIL.customerId, 'supplierId=131').expect(200);
      expect(agreement.body).toEqual({ supplierId: 131, agreementNo: '1000002', source: 'default' });
    });
  });

  describe('the demo', () => {
    it.each<[string, () => ReturnType<typeof getCustomer>]>([
      ['PUT /customer/setting/{id}', () => putSetting('demo', DEMO, { setting: 'noPickup', value: true })],
      ['PUT /customer/carriers/{id}', () => putCarriers('demo', DEMO, [{ code: 4, active: false }])],
    ])('may not call %s (403) and nothing changes', async (_name, call) => {
      const before = await row(DEMO);
      const events = (await outboxRows(DEMO)).length;
      const response = await call().expect(403);
      expect(response.body).toEqual({
        statusCode: 403,
        code: 'AUTH.DEMO_FORBIDDEN',
        message: 'Demoanvändaren har inte tillgång till detta. Logga in som medlem för att fortsätta.',
      });
      expect(await row(DEMO)).toEqual(before);
      expect(await outboxRows(DEMO)).toHaveLength(events);
    });
  });
});
