import { eventually } from '@freight/testing';
import { apiCall, DemoAccount, HttpMethod, signInDemoAccounts, startTestPortal, TestPortal } from './portal';

/** The address book through /api: fields and texts, tenancy, sharing and locking, bulk flags, the sender favourite across services. */
describe('Contacts', () => {
  let portal: TestPortal;
  let tokens: Record<DemoAccount, string>;
  const call = (who: DemoAccount, method: HttpMethod, path: string, body?: unknown, language = 'sv') =>
    apiCall(portal, tokens[who], method, path, body, language);
  const contact = (overrides: Record<string, unknown> = {}) => ({
    company: 'Blomsterhandeln AB',
    firstName: 'Cecilia',
    lastName: 'Carlsson',
    address1: 'Storgatan 1',
    postcode: '111 22',
    city: 'Stockholm',
    phone: '08-555 12 34',
    email: 'Cecilia@Example.se',
    ...overrides,
  });
  const create = async (who: DemoAccount, overrides: Record<string, unknown> = {}) =>
    (await call(who, 'post', '/contact/', contact(overrides)).expect(200)).body as { id: number } & Record<string, unknown>;

  beforeAll(async () => {
    portal = await startTestPortal();
    tokens = await signInDemoAccounts(portal);
    // Anna and Bertil work for one company: set in the customers' records, told to the contacts service by the
    // CustomerProfileChanged a setting change publishes.
    await portal.db.query('UPDATE customers.customers SET comp_id = 77 WHERE id IN (1001, 1002)');
    await call('anna', 'put', '/customer/setting/1001', { setting: 'showAllBooked', value: true }).expect(200);
    await call('bertil', 'put', '/customer/setting/1002', { setting: 'showAllBooked', value: true }).expect(200);
    await eventually(async () => {
      const { rows } = await portal.db.query('SELECT count(*)::int AS n FROM contacts.customer_profiles WHERE comp_id = 77');
      expect(rows[0].n).toBe(2);
    });
  });
  afterAll(async () => {
    await portal.close();
  });

  describe('fields', () => {
    it('creates a contact with the defaults (country SE, consignee) and answers fullName', async () => {
      const created = await create('anna');

      expect(created).toMatchObject({
        custId: 1001,
        country: 'SE',
        postcode: '11122',
        email: 'cecilia@example.se',
        consignee: true,
        consignor: false,
        consumer: false,
        locked: false,
        primary: false,
        fullName: 'Cecilia Carlsson',
        shared: false,
      });
      expect((await call('anna', 'get', `/contact/${created.id}`).expect(200)).body).toEqual(created);
    });

    it('answers every field problem with the spec texts in the caller language', async () => {
      const body = contact({
        company: null,
        lastName: '',
        address1: '',
        email: 'not-an-email',
        phone: 'abc',
        city: 'x'.repeat(41),
        country: 'US',
        state: 'XX',
      });
      const sv = (await call('anna', 'post', '/contact/', body).expect(400)).body;
      const en = (await call('anna', 'post', '/contact/', body, 'en').expect(400)).body;

      expect(sv.message).toBe('Formuläret innehåller valideringsfel. Vänligen hantera de beskrivna problemen.');
      const bySv = Object.fromEntries(sv.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
      expect(bySv).toEqual({
        company: 'Obligatoriskt fält',
        address1: 'Obligatoriskt fält',
        email: 'Felaktig e-postadress',
        phone: 'Felaktigt format',
        city: 'För många tecken',
        state: 'Felaktigt format',
      });
      const byEn = Object.fromEntries(en.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
      expect(byEn).toMatchObject({ company: 'Mandatory field', email: 'Invalid e-mail address', city: 'Too many characters' });
    });

    it('takes a state from the list for US, CA and IE, and requires one there', async () => {
      expect((await create('anna', { country: 'us', state: 'ny', postcode: '10001' })).state).toBe('NY');
      const missing = (await call('anna', 'post', '/contact/', contact({ country: 'CA', postcode: 'K1A 0B1' }), 'en').expect(400)).body;
      expect(missing.errors).toEqual([{ field: 'state', code: 'VALIDATION.REQUIRED', message: 'Mandatory field' }]);
    });

    it('refuses a body that is no object and flags that are no booleans', async () => {
      await call('anna', 'post', '/contact/', [1, 2]).expect(400);
      const bad = (await call('anna', 'post', '/contact/', contact({ consumer: 'yes' })).expect(400)).body;
      expect(bad.errors).toEqual([{ field: 'consumer', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }]);
    });

    it('updates with PUT /contact/, keeping the fields the body leaves out', async () => {
      const created = await create('anna', { notes: 'ring först' });
      const updated = (
        await call('anna', 'put', '/contact/', { id: created.id, city: 'Uppsala', postcode: '75320', consumer: true }).expect(200)
      ).body;

      expect(updated).toMatchObject({
        id: created.id,
        city: 'Uppsala',
        postcode: '75320',
        consumer: true,
        notes: 'ring först',
        company: 'Blomsterhandeln AB',
      });
    });
  });

  describe('tenancy', () => {
    it('answers 404 for a contact of another company, for every call, exactly as for a missing one', async () => {
      const annas = await create('anna');
      const missing = (await call('admin', 'get', '/contact/999999').expect(404)).body;
      // Admin (customer 1, level 1) is in no company with Anna, but may read any customer (the tenancy rule).
      await call('admin', 'get', `/contact/${annas.id}`).expect(200);
      // Bertil leaves the company for this check and comes back after it.
      await portal.db.query('UPDATE customers.customers SET comp_id = NULL WHERE id = 1002');
      await call('bertil', 'put', '/customer/setting/1002', { setting: 'showAllBooked', value: false }).expect(200);
      await eventually(async () => {
        expect(
          (await portal.db.query('SELECT comp_id FROM contacts.customer_profiles WHERE customer_id = 1002')).rows[0].comp_id,
        ).toBeNull();
      });
      try {
        const foreign = (await call('bertil', 'get', `/contact/${annas.id}`).expect(404)).body;
        expect(foreign).toEqual(missing);
        await call('bertil', 'put', '/contact/', { id: annas.id, city: 'Malmö' }).expect(404);
        await call('bertil', 'delete', `/contact/${annas.id}`).expect(404);
        await call('bertil', 'put', '/contact/bulk/delete/', [annas.id]).expect(404);
        await call('bertil', 'put', '/contact/bulk/sender/?checked=1', [annas.id]).expect(404);
        await call('bertil', 'get', '/contact/customer/1001').expect(404);
        const list = await call('bertil', 'get', '/contact/customer/1002').expect(200);
        expect(list.body.map((c: { id: number }) => c.id)).not.toContain(annas.id);
      } finally {
        await portal.db.query('UPDATE customers.customers SET comp_id = 77 WHERE id = 1002');
        await call('bertil', 'put', '/customer/setting/1002', { setting: 'showAllBooked', value: true }).expect(200);
        await eventually(async () => {
          expect((await portal.db.query('SELECT comp_id FROM contacts.customer_profiles WHERE customer_id = 1002')).rows[0].comp_id).toBe(
            77,
          );
        });
      }
      expect((await call('anna', 'get', `/contact/${annas.id}`).expect(200)).body.city).toBe('Stockholm');
    });

    it('keeps the demo out of the address book', async () => {
      await call('demo', 'get', '/contact/customer/999').expect(403);
      await call('demo', 'post', '/contact/', contact()).expect(403);
    });
  });

  describe('sharing and locking', () => {
    it("shows a colleague's contacts flagged shared, and only the own ones with the checkbox (own) or filterContacts", async () => {
      const bertils = await create('bertil', { company: 'Bertils Kollega AB', city: 'Göteborg', postcode: '41304' });
      const page = await call(
        'anna',
        'get',
        `/contact/customer/1001?filter=${encodeURIComponent(JSON.stringify({ q: 'kollega' }))}`,
      ).expect(200);
      expect(page.body).toEqual([expect.objectContaining({ id: bertils.id, shared: true, custId: 1002 })]);

      const own = await call(
        'anna',
        'get',
        `/contact/customer/1001?filter=${encodeURIComponent(JSON.stringify({ q: 'kollega', own: true }))}`,
      ).expect(200);
      expect(own.body).toEqual([]);

      await call('anna', 'put', '/customer/setting/1001', { setting: 'filterContacts', value: true }).expect(200);
      await eventually(async () => {
        expect(
          (await call('anna', 'get', `/contact/customer/1001?filter=${encodeURIComponent(JSON.stringify({ q: 'kollega' }))}`).expect(200))
            .body,
        ).toEqual([]);
      });
      await call('anna', 'put', '/customer/setting/1001', { setting: 'filterContacts', value: false }).expect(200);
      await eventually(async () => {
        expect(
          (await call('anna', 'get', `/contact/customer/1001?filter=${encodeURIComponent(JSON.stringify({ q: 'kollega' }))}`).expect(200))
            .body,
        ).toHaveLength(1);
      });
    });

    it('lets a colleague change an unlocked shared contact but not a locked one, nor lock it', async () => {
      const bertils = await create('bertil', { company: 'Delad AB' });
      await call('anna', 'put', '/contact/', { id: bertils.id, city: 'Lund', postcode: '22100' }).expect(200);
      const lockIt = (await call('anna', 'put', '/contact/bulk/locked/?checked=1', [bertils.id], 'en').expect(403)).body;
      expect(lockIt).toMatchObject({
        statusCode: 403,
        code: 'CONTACT.OWNER_ONLY',
        message: "Only the contact's owner can lock it or make it the sender favourite.",
      });

      await call('bertil', 'put', '/contact/bulk/locked/?checked=1', [bertils.id]).expect(200);
      const refused = (await call('anna', 'put', '/contact/', { id: bertils.id, city: 'Malmö' }).expect(403)).body;
      expect(refused).toMatchObject({
        code: 'CONTACT.LOCKED',
        message: 'Kontakten är låst av sin ägare och kan inte ändras eller tas bort.',
      });
      await call('anna', 'delete', `/contact/${bertils.id}`).expect(403);
      const annas = await create('anna');
      // All or nothing: the locked one in the list keeps Anna's own from being deleted too.
      await call('anna', 'put', '/contact/bulk/delete/', [annas.id, bertils.id]).expect(403);
      await call('anna', 'get', `/contact/${annas.id}`).expect(200);
      expect((await call('anna', 'get', `/contact/${bertils.id}`).expect(200)).body).toMatchObject({
        city: 'Lund',
        locked: true,
        shared: true,
      });
      await call('bertil', 'put', '/contact/', { id: bertils.id, city: 'Malmö', postcode: '21111' }).expect(200);
    });
  });

  describe('bulk calls', () => {
    it('sets and clears each of the four flags on a list of ids', async () => {
      const a = await create('anna');
      const b = await create('anna');
      for (const [word, field] of [
        ['sender', 'consignor'],
        ['receiver', 'consignee'],
        ['consumer', 'consumer'],
        ['locked', 'locked'],
      ] as const) {
        await call('anna', 'put', `/contact/bulk/${word}/?checked=1`, [a.id, b.id]).expect(200);
        expect((await call('anna', 'get', `/contact/${b.id}`).expect(200)).body[field]).toBe(true);
        await call('anna', 'put', `/contact/bulk/${word}/?checked=0`, { ids: [a.id, b.id] }).expect(200);
        expect((await call('anna', 'get', `/contact/${a.id}`).expect(200)).body[field]).toBe(false);
      }
    });

    it('refuses a missing or wrong checked value, an unknown flag, and a body that is no id list', async () => {
      const a = await create('anna');
      await call('anna', 'put', '/contact/bulk/sender/', [a.id]).expect(400);
      await call('anna', 'put', '/contact/bulk/sender/?checked=yes', [a.id]).expect(400);
      await call('anna', 'put', '/contact/bulk/primary/?checked=1', [a.id]).expect(404);
      await call('anna', 'put', '/contact/bulk/delete/', []).expect(400);
      await call('anna', 'put', '/contact/bulk/delete/', ['x']).expect(400);
      await call(
        'anna',
        'put',
        '/contact/bulk/delete/',
        Array.from({ length: 1001 }, (_, i) => i + 1),
      ).expect(400);
    });

    it('deletes a list of ids', async () => {
      const a = await create('anna');
      const b = await create('anna');
      expect((await call('anna', 'put', '/contact/bulk/delete/', [a.id, b.id]).expect(200)).body).toEqual({ deleted: [a.id, b.id] });
      await call('anna', 'get', `/contact/${a.id}`).expect(404);
    });
  });

  describe('list', () => {
    it('pages, sorts and filters in ra-data-simple-rest shape with Content-Range', async () => {
      for (const city of ['Arboga', 'Borås', 'Cirkelby']) await create('anna', { company: `Sortering ${city}`, city });
      const q = (query: Record<string, unknown>) =>
        `/contact/customer/1001?${Object.entries(query)
          .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
          .join('&')}`;
      const first = await call('anna', 'get', q({ sort: ['city', 'DESC'], range: [0, 1], filter: { q: 'sortering' } })).expect(200);
      expect(first.headers['content-range']).toBe('contacts 0-1/3');
      expect(first.body.map((c: { city: string }) => c.city)).toEqual(['Cirkelby', 'Borås']);
      const second = await call('anna', 'get', q({ sort: ['city', 'DESC'], range: [2, 3], filter: { q: 'sortering' } })).expect(200);
      expect(second.headers['content-range']).toBe('contacts 2-2/3');
      expect(second.body.map((c: { city: string }) => c.city)).toEqual(['Arboga']);
      const flagged = await call('anna', 'get', q({ filter: { q: 'sortering', consumer: true } })).expect(200);
      expect(flagged.headers['content-range']).toBe('contacts 0-0/0');
    });

    it('enforces the minimum search length and refuses unknown filters and sorts', async () => {
      const short = (
        await call('anna', 'get', `/contact/customer/1001?filter=${encodeURIComponent('{"q":"a"}')}`, undefined, 'en').expect(400)
      ).body;
      expect(short.errors).toEqual([{ field: 'filter.q', code: 'VALIDATION.TOO_SHORT', message: 'Too short' }]);
      await call('anna', 'get', `/contact/customer/1001?filter=${encodeURIComponent('{"nope":1}')}`).expect(400);
      await call('anna', 'get', `/contact/customer/1001?sort=${encodeURIComponent('["search","ASC"]')}`).expect(400);
      await call('anna', 'get', `/contact/customer/1001?range=${encodeURIComponent('[0,100000]')}`).expect(400);
    });

    it('answers the unfiltered totals from the trigger-kept counts, equal to counting the rows', async () => {
      const totalOf = async (filter: Record<string, unknown>) => {
        const page = await call(
          'anna',
          'get',
          `/contact/customer/1001?range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
        ).expect(200);
        return Number(page.headers['content-range'].split('/')[1]);
      };
      const counted = async (where: string) =>
        Number((await portal.db.query(`SELECT count(*)::int AS n FROM contacts.contacts WHERE ${where}`)).rows[0].n);
      const a = await create('anna');
      await create('bertil');
      await call('anna', 'delete', `/contact/${a.id}`).expect(200);

      expect(await totalOf({})).toBe(await counted('scope = 77'));
      expect(await totalOf({ own: true })).toBe(await counted('cust_id = 1001'));
      expect(await totalOf({})).toBeGreaterThan(await totalOf({ own: true }));
    });

    it('finds a search text with LIKE wildcards literally', async () => {
      await create('anna', { company: 'Rabatt 50% AB' });
      await create('anna', { company: 'Rabatt 500 AB' });
      const found = await call('anna', 'get', `/contact/customer/1001?filter=${encodeURIComponent('{"q":"50%"}')}`).expect(200);
      expect(found.body.map((c: { company: string }) => c.company)).toEqual(['Rabatt 50% AB']);
    });
  });

  describe('sender favourite', () => {
    const setting = async () =>
      (await portal.db.query('SELECT primary_contact_id FROM customers.customers WHERE id = 1001')).rows[0].primary_contact_id as
        number | null;

    it('marks one contact primary per customer and the customer setting follows, also when the contact is deleted', async () => {
      const first = await create('anna', { primary: true });
      await eventually(async () => expect(await setting()).toBe(first.id));
      const second = await create('anna');
      await call('anna', 'put', '/contact/', { id: second.id, primary: true }).expect(200);
      expect((await call('anna', 'get', `/contact/${first.id}`).expect(200)).body.primary).toBe(false);
      await eventually(async () => expect(await setting()).toBe(second.id));

      await call('anna', 'delete', `/contact/${second.id}`).expect(200);
      await eventually(async () => expect(await setting()).toBeNull());
      const customer = (await call('anna', 'get', '/customer/1001').expect(200)).body;
      expect(customer.primaryContactId).toBeNull();
    });

    it('follows the primaryContactId setting chosen on the profile', async () => {
      const chosen = await create('anna');
      // The customers service accepts only contacts it has heard of (ContactCreated).
      await eventually(async () => {
        await call('anna', 'put', '/customer/setting/1001', { setting: 'primaryContactId', value: chosen.id }).expect(200);
      });
      await eventually(async () => expect((await call('anna', 'get', `/contact/${chosen.id}`).expect(200)).body.primary).toBe(true));
      const filtered = await call('anna', 'get', `/contact/customer/1001?filter=${encodeURIComponent('{"primary":true}')}`).expect(200);
      expect(filtered.body.map((c: { id: number }) => c.id)).toEqual([chosen.id]);

      await call('anna', 'put', '/customer/setting/1001', { setting: 'primaryContactId', value: null }).expect(200);
      await eventually(async () => expect((await call('anna', 'get', `/contact/${chosen.id}`).expect(200)).body.primary).toBe(false));
    });

    it("refuses a colleague's contact as a favourite", async () => {
      const bertils = await create('bertil', { company: 'Bertil favorit AB' });
      await call('anna', 'put', '/contact/', { id: bertils.id, primary: true }).expect(403);
    });
  });
});
