import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DemoAccount, useDemoPortal } from './portal';

/**
 * The pickup-point finder (issue 20, spec 2.8 and 8) through /api: GET /freightservice/pickuppoints/{templateName}
 * answers the product's carrier's points nearest a postcode; a consignment carries the chosen one as its
 * accessPoint part, checked with the carrier when saved and booked, and printed on the waybill.
 */
describe('Embedded portal: pickup points through /api', () => {
  const fx = useDemoPortal();
  const { call } = fx;

  const NONE_SV = 'Inga utlämningsställen eller ombud för postnumret';
  const NONE_EN = 'No pickup points or access points for the postal code';

  const find = (who: DemoAccount, templateName: string, query: string, language = 'sv') =>
    call(who, 'get', `/freightservice/pickuppoints/${templateName}?${query}`, undefined, language);

  /** A parcel to a private person in Vasastan, by a product that delivers to pickup points. */
  const TO_VASASTAN = (templateName: string, accessPoint?: object) => ({
    templateName,
    consigneeType: 'private',
    part: [
      { role: 'consignor', address: { name: 'Annas Blommor AB', addressLine: ['Sveavägen 1', ''], postcode: '11157', city: 'Stockholm' } },
      {
        role: 'consignee',
        address: { name: 'Eva Svensson', addressLine: ['Dalagatan 12', ''], postcode: '11334', city: 'Stockholm' },
        communication: { mobile: { value: '0701234567', notify: true } },
      },
      ...(accessPoint ? [{ role: 'accessPoint', address: accessPoint }] : []),
    ],
    goodsItem: [{ noOfPackages: 1, weight: 2, length: 30, width: 20, height: 10, packageType: 'parcel' }],
  });

  const save = (who: DemoAccount, body: object, language = 'sv') => call(who, 'post', '/consignment/?temp=0', body, language);

  describe('GET /freightservice/pickuppoints/{templateName}', () => {
    it("answers the product's carrier's points nearest the postcode, nearest first, at most ten, with address and hours", async () => {
      const { body } = await find('anna', 'PN_MYPACK_COLLECT', 'postcode=113%2034&countryCode=SE').expect(200);
      expect(body.postcode).toBe('11334');
      expect(body.countryCode).toBe('SE');
      expect(body.points).toHaveLength(10);
      const distances = body.points.map((p: { distanceMetres: number }) => p.distanceMetres);
      expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
      expect(body.points.every((p: { supplierId: number; supplier: string }) => p.supplierId === 4 && p.supplier === 'PostNord')).toBe(
        true,
      );
      expect(body.points[0]).toEqual({
        id: '111301',
        supplierId: 4,
        supplier: 'PostNord',
        type: 'servicePoint',
        name: 'Coop Odenplan',
        street: 'Odengatan 63',
        postcode: '11322',
        city: 'Stockholm',
        countrycode: 'SE',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        distanceMetres: expect.any(Number),
        openingHours: Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, opens: '07:00', closes: '22:00' })),
      });
      expect(body.points[0].distanceMetres).toBeLessThan(1000);
    });

    it("answers UPS's Access Points for the UPS product, in Göteborg as in Stockholm", async () => {
      const { body } = await find('bertil', 'UPS_ACCESS_POINT', 'postcode=41304').expect(200);
      expect(body.points.length).toBeGreaterThan(0);
      expect(body.points.every((p: { id: string; supplierId: number }) => p.supplierId === 131 && p.id.startsWith('U'))).toBe(true);
      expect(body.points[0]).toMatchObject({ name: 'Pressbyrån Järntorget', city: 'Göteborg' });
    });

    it("says the spec's words when there is none near the postcode, in Swedish and English", async () => {
      const sv = await find('anna', 'PN_MYPACK_COLLECT', 'postcode=98131').expect(404);
      expect(sv.body).toEqual({ statusCode: 404, code: 'PICKUP_POINT.NONE_NEAR', message: NONE_SV });
      const en = await find('anna', 'PN_MYPACK_COLLECT', 'postcode=98131', 'en').expect(404);
      expect(en.body).toEqual({ statusCode: 404, code: 'PICKUP_POINT.NONE_NEAR', message: NONE_EN });
      // Abroad: the product delivers in Sweden only.
      expect((await find('anna', 'PN_MYPACK_COLLECT', 'postcode=0150&countryCode=NO').expect(404)).body.message).toBe(NONE_SV);
    });

    it('says the same for a product that delivers to no pickup point, and 404 for an unknown product', async () => {
      const { body } = await find('anna', 'PN_PARCEL', 'postcode=11334').expect(404);
      expect(body).toEqual({ statusCode: 404, code: 'PICKUP_POINT.PRODUCT_HAS_NONE', message: NONE_SV });
      expect((await find('anna', 'NO_SUCH_PRODUCT', 'postcode=11334').expect(404)).body.code).toBe('FREIGHT_SERVICE.NOT_FOUND');
    });

    it('refuses a bad postcode or country with 400 in the error shape', async () => {
      const { body } = await find('anna', 'PN_MYPACK_COLLECT', 'postcode=0123').expect(400);
      expect(body).toEqual({
        statusCode: 400,
        code: 'VALIDATION.FORM',
        message: 'Formuläret innehåller valideringsfel. Vänligen hantera de beskrivna problemen.',
        errors: [{ field: 'postcode', code: 'FILTER.POSTCODE_INVALID', message: '0123 är inget giltigt svenskt postnummer' }],
      });
      const en = await find('anna', 'PN_MYPACK_COLLECT', 'postcode=0123', 'en').expect(400);
      expect(en.body.errors).toEqual([
        { field: 'postcode', code: 'FILTER.POSTCODE_INVALID', message: '0123 is not a valid Swedish postcode' },
      ]);
      expect((await find('anna', 'PN_MYPACK_COLLECT', '').expect(400)).body.errors).toEqual([
        { field: 'postcode', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' },
      ]);
      expect((await find('anna', 'PN_MYPACK_COLLECT', 'postcode=11334&countryCode=ZZ').expect(400)).body.errors[0].field).toBe(
        'countryCode',
      );
      expect((await find('anna', 'PN_MYPACK_COLLECT', 'postcode=11334&postcode=11335').expect(400)).body.errors[0].field).toBe('postcode');
    });

    it('is for members: the demo is refused as in step 3, and no token is 401', async () => {
      expect((await find('demo', 'PN_MYPACK_COLLECT', 'postcode=11334').expect(403)).body.code).toBe('AUTH.DEMO_FORBIDDEN');
      await fx.portal.http.get('/api/freightservice/pickuppoints/PN_MYPACK_COLLECT?postcode=11334').expect(401);
    });
  });

  describe('the chosen point on the consignment', () => {
    it('is stored as the carrier describes it, whatever else the client sent, and booked and printed with the consignment', async () => {
      const forged = { id: '111302', name: 'Someone else', addressLine: ['Fake street 1', ''], postcode: '99999', city: 'Nowhere' };
      const created = (await save('anna', TO_VASASTAN('PN_MYPACK_COLLECT', forged)).expect(200)).body.consignments[0];
      const stored = created.part.find((p: { role: string }) => p.role === 'accessPoint');
      expect(stored.address).toEqual({
        id: '111302',
        name: 'ICA Nära Birkastan',
        addressLine: ['Karlbergsvägen 50', ''],
        postcode: '11334',
        city: 'Stockholm',
        countrycode: 'SE',
      });

      const order = (await call('anna', 'post', '/order/', { consignmentId: created.consignmentId, consigneeType: 'private' }).expect(200))
        .body;
      const booked = (await call('anna', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(200)).body.orders[0];
      expect(booked).toMatchObject({ booked: true, errors: [] });
      const read = (await call('anna', 'get', `/order/${order.orderNo}`).expect(200)).body;
      expect(read.consignment.part.find((p: { role: string }) => p.role === 'accessPoint').address).toEqual(stored.address);

      const pdf = await call('anna', 'post', `/consignment/print/${created.consignmentId}/?format=PDF`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      const dir = mkdtempSync(join(tmpdir(), 'pickup-waybill-'));
      try {
        writeFileSync(join(dir, 'waybill.pdf'), pdf.body as Buffer);
        const text = execFileSync('pdftotext', ['-layout', join(dir, 'waybill.pdf'), '-'], { encoding: 'utf8' });
        expect(text).toContain('Utlämningsställe');
        expect(text).toContain('ICA Nära Birkastan');
        expect(text).toContain('Karlbergsvägen 50');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it("books in one call too (PUT /consignment/book/), keeping the UPS product's Access Point", async () => {
      const created = (await save('bertil', TO_VASASTAN('UPS_ACCESS_POINT')).expect(200)).body.consignments[0];
      const res = await call('bertil', 'put', '/consignment/book/', {
        ...TO_VASASTAN('UPS_ACCESS_POINT', { id: 'U11300101' }),
        consignmentId: created.consignmentId,
      }).expect(200);
      expect(res.body.errors).toEqual([]);
      const booked = res.body.consignments[0];
      expect(booked.consignmentNo).toMatch(/^\d+$/);
      expect(booked.part.find((p: { role: string }) => p.role === 'accessPoint').address).toMatchObject({
        id: 'U11300101',
        name: 'Pressbyrån Odenplan',
      });
    });

    it("refuses a point of another carrier with 400 naming the product's carrier, and writes nothing", async () => {
      const before = (await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shipping.consignments')).rows[0].n;
      const ups = await save('anna', TO_VASASTAN('PN_MYPACK_COLLECT', { id: 'U11300101' })).expect(400);
      expect(ups.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION.FORM',
        message: 'Formuläret innehåller valideringsfel. Vänligen hantera de beskrivna problemen.',
        errors: [
          {
            field: 'part.accessPoint.address.id',
            code: 'PICKUP_POINT.NOT_OF_CARRIER',
            message: 'Utlämningsstället hör inte till PostNord. Välj ett i listan.',
          },
        ],
      });
      const en = await save('anna', TO_VASASTAN('PN_MYPACK_COLLECT', { id: 'made-up' }), 'en').expect(400);
      expect(en.body.errors[0].message).toBe('The pickup point does not belong to PostNord. Choose one from the list.');
      const parcel = await save('anna', { ...TO_VASASTAN('PN_PARCEL', { id: '111302' }), consigneeType: 'company' }).expect(400);
      expect(parcel.body.errors).toEqual([
        {
          field: 'part.accessPoint.address.id',
          code: 'PICKUP_POINT.PRODUCT_HAS_NONE',
          message: 'Fraktprodukten lämnar inte ut försändelser på utlämningsställen',
        },
      ]);
      expect((await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shipping.consignments')).rows[0].n).toBe(before);

      // Changed to another carrier's point on an existing consignment: refused the same way, the stored one kept.
      const created = (await save('anna', TO_VASASTAN('PN_MYPACK_COLLECT', { id: '111301' })).expect(200)).body.consignments[0];
      await call('anna', 'put', '/consignment/', {
        ...TO_VASASTAN('PN_MYPACK_COLLECT', { id: 'U11300101' }),
        consignmentId: created.consignmentId,
      }).expect(400);
      const kept = (await call('anna', 'get', `/consignment/${created.consignmentId}`).expect(200)).body.consignments[0];
      expect(kept.part.find((p: { role: string }) => p.role === 'accessPoint').address.name).toBe('Coop Odenplan');
    });

    it("refuses to book a point of another carrier, with the product's reasons, in one call", async () => {
      const created = (await save('anna', TO_VASASTAN('PN_MYPACK_COLLECT')).expect(200)).body.consignments[0];
      const res = await call('anna', 'put', '/consignment/book/', {
        ...TO_VASASTAN('PN_MYPACK_COLLECT', { id: 'U11300101' }),
        consignmentId: created.consignmentId,
      }).expect(200);
      expect(res.body).toEqual({
        consignments: [],
        errors: [{ code: 'PICKUP_POINT.NOT_OF_CARRIER', description: 'Utlämningsstället hör inte till PostNord. Välj ett i listan.' }],
      });
    });

    it("keeps another customer's consignment and its point out of reach (404)", async () => {
      const created = (await save('anna', TO_VASASTAN('PN_MYPACK_COLLECT', { id: '111302' })).expect(200)).body.consignments[0];
      await call('bertil', 'get', `/consignment/${created.consignmentId}`).expect(404);
      const change = { ...TO_VASASTAN('PN_MYPACK_COLLECT', { id: '111301' }), consignmentId: created.consignmentId };
      expect((await call('bertil', 'put', '/consignment/', change).expect(404)).body.code).toBe('TENANCY.NOT_FOUND');
      expect((await call('bertil', 'put', '/consignment/book/', change).expect(404)).body.code).toBe('TENANCY.NOT_FOUND');
      const kept = (await call('anna', 'get', `/consignment/${created.consignmentId}`).expect(200)).body.consignments[0];
      expect(kept.part.find((p: { role: string }) => p.role === 'accessPoint').address.name).toBe('ICA Nära Birkastan');
    });
  });
});
