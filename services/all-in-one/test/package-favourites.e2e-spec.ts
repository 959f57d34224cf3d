import { ANNA, BERTIL } from '@freight/testing';
import { DEMO_CUSTOMERS, useDemoPortal } from './portal';

/** Package favourites (spec 3 and 8) and the postcode → city lookup (spec 8 "City not found") through /api. */
describe('Embedded portal: package favourites and the postcode lookup', () => {
  const fx = useDemoPortal();
  const pallet = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    packageType: 'pallet',
    noOfPackages: 2,
    weight: '310,5',
    height: 140,
    isStackable: false,
    ...extra,
  });

  describe('package favourites', () => {
    it('saves a favourite with the pallet size and the comma decimal, lists it by name and deletes it', async () => {
      const saved = (await fx.call('anna', 'post', '/packagefavourite', pallet('Pall till lagret', { length: 10, width: 10 })).expect(200))
        .body;
      expect(saved).toMatchObject({
        custId: ANNA.customerId,
        name: 'Pall till lagret',
        packageType: 'pallet',
        noOfPackages: 2,
        weight: 310.5,
        // A pallet's length and width are the package type's.
        length: 120,
        width: 80,
        height: 140,
        volume: null,
        loadingMetres: null,
        goodsType: null,
        isStackable: false,
      });
      const parcel = (
        await fx
          .call('anna', 'post', '/packagefavourite', { name: '  Ab-kartong ', weight: 2, length: 30, width: 20, height: 10 })
          .expect(200)
      ).body;
      expect(parcel).toMatchObject({ name: 'Ab-kartong', packageType: 'parcel', noOfPackages: 1, isStackable: true });

      const list = await fx.call('anna', 'get', `/packagefavourite/customer/${ANNA.customerId}`).expect(200);
      expect(list.body.map((f: { name: string }) => f.name)).toEqual(['Ab-kartong', 'Pall till lagret']);
      expect(list.headers['content-range']).toBe('packagefavourites 0-1/2');
      const byNewest = await fx.call(
        'anna',
        'get',
        `/packagefavourite/customer/${ANNA.customerId}?sort=${encodeURIComponent('["id","DESC"]')}&range=[0,0]`,
      );
      expect(byNewest.body.map((f: { id: number }) => f.id)).toEqual([parcel.id]);
      expect(byNewest.headers['content-range']).toBe('packagefavourites 0-0/2');
      const searched = await fx.call(
        'anna',
        'get',
        `/packagefavourite/customer/${ANNA.customerId}?filter=${encodeURIComponent('{"q":"PALL"}')}`,
      );
      expect(searched.body.map((f: { name: string }) => f.name)).toEqual(['Pall till lagret']);

      expect((await fx.call('anna', 'delete', `/packagefavourite/${saved.id}`).expect(200)).body).toEqual({ id: saved.id });
      await fx.call('anna', 'delete', `/packagefavourite/${saved.id}`).expect(404);
      const after = await fx.call('anna', 'get', `/packagefavourite/customer/${ANNA.customerId}`).expect(200);
      expect(after.body.map((f: { id: number }) => f.id)).toEqual([parcel.id]);
    });

    it('refuses a second favourite of the same name, ignoring case, with 409 and the text', async () => {
      await fx.call('bertil', 'post', '/packagefavourite', pallet('Helpall')).expect(200);
      const sv = (await fx.call('bertil', 'post', '/packagefavourite', pallet('HELPALL')).expect(409)).body;
      expect(sv).toMatchObject({ code: 'PACKAGE_FAVOURITE.NAME_TAKEN', message: 'Det finns redan en paketfavorit med det namnet' });
      const en = (await fx.call('bertil', 'post', '/packagefavourite', pallet('helpall'), 'en').expect(409)).body;
      expect(en.message).toBe('A package favourite with that name already exists');
      // Another customer may use the name.
      await fx.call('anna', 'post', '/packagefavourite', pallet('Helpall')).expect(200);
      // Saved at the same moment: one wins, the others hear of the name, none is a 500.
      const racing = await Promise.all([1, 2, 3, 4].map(() => fx.call('bertil', 'post', '/packagefavourite', pallet('Samtidig'))));
      expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    });

    it('validates the goods with the catalogue texts', async () => {
      const body = { name: ' ', packageType: 'crate', noOfPackages: 0, weight: 'tung', height: 2000, goodsType: 'x'.repeat(51) };
      const sv = (await fx.call('anna', 'post', '/packagefavourite', body).expect(400)).body;
      expect(sv.message).toBe('Formuläret innehåller valideringsfel. Vänligen hantera de beskrivna problemen.');
      const byField = Object.fromEntries(sv.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
      expect(byField).toEqual({
        name: 'Obligatoriskt fält',
        packageType: 'Felaktigt format',
        noOfPackages: 'Minst 1',
        weight: 'Måste vara ett nummer',
        height: 'Mer än 1500',
        goodsType: 'För många tecken',
      });
      const tooLong = (await fx.call('anna', 'post', '/packagefavourite', { name: 'N'.repeat(41) }, 'en').expect(400)).body;
      expect(tooLong.errors).toEqual([{ field: 'name', code: 'VALIDATION.TOO_LONG', message: 'Too many characters' }]);
      const unknown = (await fx.call('anna', 'post', '/packagefavourite', { name: 'X', colour: 'red' }).expect(400)).body;
      expect(unknown.errors).toEqual([{ field: 'colour', code: 'VALIDATION.UNKNOWN_FIELD', message: 'Okänt fält' }]);
    });

    it("answers 404 for another customer's list, favourite or custId, and lets the admin keep anyone's", async () => {
      const bertils = (await fx.call('bertil', 'post', '/packagefavourite', pallet('Bertils pall')).expect(200)).body;
      expect((await fx.call('anna', 'get', `/packagefavourite/customer/${BERTIL.customerId}`).expect(404)).body.code).toBe(
        'TENANCY.NOT_FOUND',
      );
      await fx.call('anna', 'delete', `/packagefavourite/${bertils.id}`).expect(404);
      await fx.call('anna', 'delete', '/packagefavourite/not-an-id').expect(404);
      await fx.call('anna', 'delete', '/packagefavourite/99999999999').expect(404);
      await fx.call('anna', 'post', '/packagefavourite', pallet('Annas i Bertils lista', { custId: BERTIL.customerId })).expect(404);
      const stillThere = await fx.call('bertil', 'get', `/packagefavourite/customer/${BERTIL.customerId}`).expect(200);
      expect(stillThere.body.map((f: { id: number }) => f.id)).toContain(bertils.id);

      const byAdmin = (
        await fx.call('admin', 'post', '/packagefavourite', pallet('Från kundtjänst', { custId: BERTIL.customerId })).expect(200)
      ).body;
      expect(byAdmin.custId).toBe(BERTIL.customerId);
      await fx.call('admin', 'get', `/packagefavourite/customer/${BERTIL.customerId}`).expect(200);
      await fx.call('admin', 'delete', `/packagefavourite/${byAdmin.id}`).expect(200);
    });

    it('keeps at most 50 favourites per customer: the 51st is refused with 409 and the text until one is deleted', async () => {
      const admin = DEMO_CUSTOMERS.admin;
      const before = (await fx.db.query('SELECT count(*)::int AS n FROM contacts.package_favourites WHERE cust_id = $1', [admin])).rows[0]
        .n;
      for (let i = before; i < 50; i++) await fx.call('admin', 'post', '/packagefavourite', { name: `Kolli ${i}`, weight: 1 }).expect(200);
      const refused = (await fx.call('admin', 'post', '/packagefavourite', { name: 'Kolli 51', weight: 1 }).expect(409)).body;
      expect(refused).toMatchObject({
        code: 'PACKAGE_FAVOURITE.LIMIT',
        message: 'Du kan spara högst 50 paketfavoriter. Ta bort en innan du sparar en ny.',
      });
      const page = await fx.call('admin', 'get', `/packagefavourite/customer/${admin}?range=[0,9]`).expect(200);
      expect(page.headers['content-range']).toBe('packagefavourites 0-9/50');
      await fx.call('admin', 'delete', `/packagefavourite/${page.body[0].id}`).expect(200);
      await fx.call('admin', 'post', '/packagefavourite', { name: 'Kolli 51', weight: 1 }).expect(200);
    });

    it('is not for the demo, like the address book', async () => {
      await fx.call('demo', 'get', `/packagefavourite/customer/${DEMO_CUSTOMERS.demo}`).expect(403);
      await fx.call('demo', 'post', '/packagefavourite', pallet('Demo')).expect(403);
    });

    it('refuses an unknown filter and a page larger than 100', async () => {
      await fx
        .call('anna', 'get', `/packagefavourite/customer/${ANNA.customerId}?filter=${encodeURIComponent('{"colour":"red"}')}`)
        .expect(400);
      await fx.call('anna', 'get', `/packagefavourite/customer/${ANNA.customerId}?range=[0,100]`).expect(400);
    });
  });

  describe('postcode → city', () => {
    it.each([
      ['SE', '111 22', '11122', 'Stockholm'],
      ['se', '41301', '41301', 'Göteborg'],
      ['SE', '981 31', '98131', 'Kiruna'],
      ['NO', '0150', '0150', 'Oslo'],
      ['DK', '8000', '8000', 'Aarhus C'],
      ['FI', '00100', '00100', 'Helsinki'],
    ])('finds the city of %s %s', async (country, postcode, normalized, city) => {
      const found = await fx.call('anna', 'get', `/postcode/${country}/${encodeURIComponent(postcode)}`).expect(200);
      expect(found.body).toEqual({ countryCode: country.toUpperCase(), postcode: normalized, city });
    });

    it('answers 404 "City not found" in the caller\'s language for a well-formed postcode without a town', async () => {
      const sv = (await fx.call('anna', 'get', '/postcode/SE/99999').expect(404)).body;
      expect(sv).toMatchObject({ code: 'POSTCODE.CITY_NOT_FOUND', message: 'Orten hittades inte' });
      expect((await fx.call('anna', 'get', '/postcode/DE/10115', undefined, 'en').expect(404)).body.message).toBe('City not found');
    });

    it('answers 400 for a postcode malformed for its country, or an unknown country', async () => {
      for (const [country, postcode] of [
        ['SE', '0123'],
        ['SE', '01234'],
        ['SE', 'ABCDE'],
        ['NO', '12345'],
        ['FI', '1234'],
      ]) {
        const bad = (await fx.call('anna', 'get', `/postcode/${country}/${postcode}`).expect(400)).body;
        expect(bad.errors).toEqual([{ field: 'postcode', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }]);
      }
      const country = (await fx.call('anna', 'get', '/postcode/XX/12345').expect(400)).body;
      expect(country.errors).toEqual([{ field: 'countryCode', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }]);
    });

    it('serves the demo too (step 1 asks for postcodes), but no one without a token', async () => {
      expect((await fx.call('demo', 'get', '/postcode/SE/75320').expect(200)).body.city).toBe('Uppsala');
      await fx.portal.http.get('/api/postcode/SE/75320').expect(401);
    });
  });
});
