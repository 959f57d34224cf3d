import { CatalogueCache } from '@freight/shipping';
import { requestContext } from '@freight/kernel';
import { eventually } from '@freight/testing';
import { DataSource } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { PROFILE_CACHE_MS } from '../../shipping/src/pricing/application/customer-pricing-profile';
import { DEMO_CUSTOMERS, DemoAccount, party, useDemoPortal } from './portal';

/**
 * Freight services and prices (spec section 7: GET /freightservice/{templateName}, option/{id}, term/{id},
 * POST /freightservice/filter/, POST /consignment/price/) through /api on the embedded fx.portal, with the
 * catalogue seeded by the shipping migrations and each customer's price list and carriers from the
 * profile shipping keeps from the customers service's events.
 */
describe('Embedded portal: freight services, filter and prices through /api', () => {
  const fx = useDemoPortal();
  type Who = DemoAccount;

  const get = (who: Who, path: string, language = 'sv') =>
    fx.portal.http.get(`/api${path}`).set('Accept-Language', language).auth(fx.tokens[who], { type: 'bearer' });
  const filter = (who: Who, body: unknown, language = 'sv') =>
    fx.portal.http
      .post('/api/freightservice/filter/')
      .set('Accept-Language', language)
      .set('Content-Type', 'application/json')
      .auth(fx.tokens[who], { type: 'bearer' })
      .send(JSON.stringify(body));
  const price = (who: Who, body: unknown, language = 'sv') =>
    fx.portal.http
      .post('/api/consignment/price/')
      .set('Accept-Language', language)
      .set('Content-Type', 'application/json')
      .auth(fx.tokens[who], { type: 'bearer' })
      .send(JSON.stringify(body));

  // --- consignments -------------------------------------------------------------------------------

  const STOCKHOLM = party('consignor', '111 57', 'Stockholm');
  const GOTEBORG = party('consignee', '41304', 'Göteborg');
  const OSLO = party('consignee', '0150', 'Oslo', 'NO');

  /** The two sample consignments: 2 EUR pallets Stockholm → Göteborg, 1 parcel Stockholm → Oslo. */
  const PALLETS = { part: [STOCKHOLM, GOTEBORG], goodsItem: [{ noOfPackages: 2, weight: 600, packageType: 'pallet', height: 120 }] };
  const PARCEL = {
    part: [STOCKHOLM, OSLO],
    goodsItem: [{ noOfPackages: 1, weight: 4.5, length: 40, width: 30, height: 25, packageType: 'parcel' }],
  };

  const ACTIVE_CARRIERS = [131, 116, 4, 225];
  const INACTIVE_PRODUCTS = ['BRING_BUSINESS_PARCEL', 'TNT_EXPRESS'];
  const PALLET_PRODUCTS = ['DBS_SYSTEM', 'DBS_PARTLOAD', 'PN_PALLET'];
  const OSLO_PARCEL_PRODUCTS = [
    'UPS_EXPRESS_SAVER_INT',
    'UPS_STANDARD_EU',
    'DBS_SYSTEM_EUROPE',
    'PN_PARCEL',
    'DHL_EXPRESS_WORLDWIDE',
    'DHL_ECONOMY_SELECT',
  ];

  type Offered = { templateName: string; supplierId: number; guarantee: boolean };
  type NotOffered = { templateName: string; supplierId: number; reasons: { code: string; message: string }[] };
  const names = (list: { templateName: string }[]) => list.map((s) => s.templateName);
  const reasonsOf = (body: { notOffered: NotOffered[] }, templateName: string) =>
    body.notOffered.find((n) => n.templateName === templateName)?.reasons;

  /** Every field spec section 3 gives a FreightService. */
  const FREIGHT_SERVICE_FIELDS = [
    'templateSubject',
    'templateName',
    'code',
    'addService',
    'priceCode',
    'priceTransportProduct',
    'priceSupplier',
    'priceInfo',
    'instruction',
    'deliveryMinDays',
    'deliveryMaxDays',
    'deliveryInfo',
    'trackingUrl',
    'supplier',
    'supplierId',
    'serviceId',
    'textId',
    'paymentCollect',
    'hidePriceless',
    'locationFinder',
    'locationFinderUPS',
    'pickupTime',
    'returnService',
    'noPickupTemplateExists',
    'mandatoryNameConsignor',
    'mandatoryNameConsignee',
    'mandatoryMobileConsignor',
    'mandatoryMobileConsignee',
    'packageTypes',
    'fixedPrices',
    'logo',
  ];

  const perProduct = (consignment: object, templateNames: string[]) =>
    templateNames.map((templateName) => ({ ...consignment, templateName }));

  const AMOUNT = /^\d+\.\d{2}$/;
  const ore = (amount: string) => Math.round(Number(amount) * 100);

  describe('GET /freightservice/{templateName}', () => {
    it('gives every FreightService field of the spec, its options and the logo derived from the supplier', async () => {
      const { body } = await get('anna', '/freightservice/DBS_SYSTEM').expect(200);
      for (const field of FREIGHT_SERVICE_FIELDS) expect(body).toHaveProperty(field);
      expect(body).toMatchObject({
        templateName: 'DBS_SYSTEM',
        code: 'DBS-SYSTEM',
        supplier: 'DB Schenker',
        supplierId: 116,
        priceSupplier: 116,
        logo: 'dbschenker',
        guarantee: false,
        active: true,
        packageTypes: expect.arrayContaining(['pallet', 'halfpallet']),
      });
      expect(body.deliveryMinDays).toBeLessThanOrEqual(body.deliveryMaxDays);
      expect(body.serviceOptions).toEqual(
        expect.arrayContaining([
          {
            id: 13,
            type: 'DANGEROUS_GOODS',
            name: 'Farligt gods, ADR (UN-nummer)',
            format: 'alphanumeric',
            price: null,
            priceless: true,
            conflictsWith: [],
          },
        ]),
      );
      expect(body.serviceOptions.every((o: { price: string | null }) => o.price === null || AMOUNT.test(o.price))).toBe(true);
    });

    it("gives the texts in the caller's language", async () => {
      const sv = (await get('anna', '/freightservice/DBS_SYSTEM').expect(200)).body;
      const en = (await get('anna', '/freightservice/DBS_SYSTEM', 'en').expect(200)).body;
      expect(en.templateName).toBe(sv.templateName);
      expect(en.deliveryInfo).not.toBe(sv.deliveryInfo);
      expect(sv.deliveryInfo).toMatch(/arbetsdagar/);
      expect(en.deliveryInfo).toMatch(/business days/);
      expect(en.serviceOptions.find((o: { id: number }) => o.id === 13).name).toBe('Dangerous goods, ADR (UN number)');
    });

    it('shows fixed prices as amounts', async () => {
      const { body } = await get('anna', '/freightservice/PN_MYPACK_COLLECT').expect(200);
      expect(body.fixedPrices.length).toBeGreaterThan(0);
      for (const f of body.fixedPrices)
        expect(f).toEqual({ packageType: expect.any(String), maxWeight: expect.any(Number), price: expect.stringMatching(AMOUNT) });
    });

    it('still shows a product of an inactive carrier (old orders name it), marked inactive', async () => {
      const { body } = await get('anna', '/freightservice/TNT_EXPRESS').expect(200);
      expect(body).toMatchObject({ templateName: 'TNT_EXPRESS', supplierId: 210, logo: 'tnt', active: false });
    });

    it.each([
      ['sv', 'Resursen finns inte'],
      ['en', 'Not found'],
    ])('answers an unknown template name with 404 (%s)', async (language, message) => {
      const { body } = await get('anna', '/freightservice/NO_SUCH_PRODUCT', language).expect(404);
      expect(body).toEqual({ statusCode: 404, code: 'FREIGHT_SERVICE.NOT_FOUND', message });
    });

    it('wants a signed-in caller', async () => {
      await fx.portal.http.get('/api/freightservice/DBS_SYSTEM').expect(401);
    });
  });

  describe('GET /freightservice/option/{id}', () => {
    it('gives the option with its type, format and price', async () => {
      expect((await get('anna', '/freightservice/option/5').expect(200)).body).toEqual({
        id: 5,
        type: 'COD',
        name: 'Postförskott (belopp i kr)',
        format: 'decimal',
        price: '49.00',
        priceless: false,
        conflictsWith: [],
      });
      expect((await get('anna', '/freightservice/option/5', 'en').expect(200)).body.name).toBe('Cash on delivery (amount in SEK)');
    });

    it('marks a price-less option', async () => {
      expect((await get('anna', '/freightservice/option/14').expect(200)).body).toMatchObject({
        type: 'SATURDAY_DELIVERY',
        format: null,
        price: null,
        priceless: true,
      });
    });

    it('names the options it cannot be combined with', async () => {
      expect((await get('anna', '/freightservice/option/3').expect(200)).body).toMatchObject({
        type: 'NOTIFY_EMAIL',
        conflictsWith: ['NOTIFY_SMS'],
      });
    });

    it.each(['9999', '0', 'abc', '-1', '1.5'])('answers option %p with 404', async (id) => {
      const { body } = await get('anna', `/freightservice/option/${id}`).expect(404);
      expect(body).toEqual({ statusCode: 404, code: 'SERVICE_OPTION.NOT_FOUND', message: 'Resursen finns inte' });
    });
  });

  describe('GET /freightservice/term/{id}', () => {
    it("gives a product's terms in the caller's language", async () => {
      const { termsId } = (await get('anna', '/freightservice/DBS_SYSTEM').expect(200)).body;
      const sv = (await get('anna', `/freightservice/term/${termsId}`).expect(200)).body;
      expect(sv).toEqual({ id: termsId, text: expect.stringContaining('DB Schenker') });
      expect(sv.text).toMatch(/villkor/);
      const en = (await get('anna', `/freightservice/term/${termsId}`, 'en').expect(200)).body;
      expect(en.text).toMatch(/terms/);
    });

    it.each(['999999', 'abc'])('answers term %p with 404', async (id) => {
      const { body } = await get('anna', `/freightservice/term/${id}`).expect(404);
      expect(body).toEqual({ statusCode: 404, code: 'TERM.NOT_FOUND', message: 'Resursen finns inte' });
    });
  });

  describe('POST /freightservice/filter/', () => {
    it('offers the pallet products for 2 pallets Stockholm → Göteborg, and says why not the others', async () => {
      const { body } = await filter('anna', {
        consignment: PALLETS,
        consigneeType: 'company',
        guaranteeService: false,
        custId: DEMO_CUSTOMERS.anna,
        memberLevel: 2,
      }).expect(200);
      expect(names(body.freightServices)).toEqual(PALLET_PRODUCTS);
      expect(body.errors).toEqual([]);
      for (const s of body.freightServices) for (const field of FREIGHT_SERVICE_FIELDS) expect(s).toHaveProperty(field);
      expect(reasonsOf(body, 'DBS_SYSTEM_PREMIUM')).toEqual([
        { code: 'FILTER.GUARANTEE_NOT_REQUESTED', message: 'Garantitjänster visas bara när garanti är vald' },
      ]);
      expect(reasonsOf(body, 'PN_PARCEL')).toEqual(
        expect.arrayContaining([
          { code: 'FILTER.PACKAGE_TYPE', message: 'Produkten tar inte kollislaget EUR-pall' },
          { code: 'FILTER.ITEM_WEIGHT_LIMIT', message: 'Ett kolli väger mer än produktens gräns på 35 kg' },
        ]),
      );
      // Every active product is in one list or the other, once.
      const all = [...names(body.freightServices), ...names(body.notOffered)];
      expect(new Set(all).size).toBe(all.length);
      expect(body.notOffered.every((n: NotOffered) => n.reasons.length > 0 && n.reasons.every((r) => r.code && r.message))).toBe(true);
    });

    it('gives the reasons in English to an English caller', async () => {
      const { body } = await filter('anna', { consignment: PALLETS }, 'en').expect(200);
      expect(reasonsOf(body, 'DBS_SYSTEM_PREMIUM')).toEqual([
        { code: 'FILTER.GUARANTEE_NOT_REQUESTED', message: 'Guarantee services are shown only when guarantee is chosen' },
      ]);
      expect(reasonsOf(body, 'PN_PARCEL')).toEqual(
        expect.arrayContaining([{ code: 'FILTER.PACKAGE_TYPE', message: 'The product does not take the package type EUR pallet' }]),
      );
      expect(body.freightServices.find((s: Offered) => s.templateName === 'DBS_SYSTEM').templateSubject).not.toMatch(/styckegods/);
    });

    it('offers a product of every active carrier for 1 parcel Stockholm → Oslo', async () => {
      const { body } = await filter('anna', {
        consignment: PARCEL,
        consigneeType: 'company',
        guaranteeService: false,
        custId: DEMO_CUSTOMERS.anna,
      }).expect(200);
      expect(names(body.freightServices)).toEqual(OSLO_PARCEL_PRODUCTS);
      expect([...new Set(body.freightServices.map((s: Offered) => s.supplierId))].sort()).toEqual([...ACTIVE_CARRIERS].sort());
      expect(reasonsOf(body, 'UPS_EXPRESS_SAVER_SE')).toEqual([
        { code: 'FILTER.COUNTRY_NOT_SERVED', message: 'Produkten levererar inte till NO' },
      ]);
      const en = (await filter('anna', { consignment: PARCEL }, 'en').expect(200)).body;
      expect(reasonsOf(en, 'UPS_EXPRESS_SAVER_SE')).toEqual([
        { code: 'FILTER.COUNTRY_NOT_SERVED', message: 'The product does not deliver to NO' },
      ]);
    });

    it('takes the consignee type from the request: private persons get the consumer products', async () => {
      const toHome = { part: [STOCKHOLM, GOTEBORG], goodsItem: [{ weight: 2, length: 30, width: 20, height: 10 }] };
      const company = (await filter('anna', { consignment: toHome, consigneeType: 'company' }).expect(200)).body;
      const consumer = (await filter('anna', { consignment: toHome, consigneeType: 'private' }).expect(200)).body;
      expect(names(company.freightServices)).not.toContain('PN_MYPACK_HOME');
      expect(names(consumer.freightServices)).toContain('PN_MYPACK_HOME');
      expect(reasonsOf(company, 'PN_MYPACK_HOME')).toEqual([
        { code: 'FILTER.COMPANY_CONSIGNEE_NOT_SERVED', message: 'Produkten levererar bara till privatpersoner' },
      ]);
    });

    it('offers the guarantee products only when guaranteeService is true', async () => {
      for (const consignment of [
        PALLETS,
        PARCEL,
        { part: [STOCKHOLM, GOTEBORG], goodsItem: [{ weight: 10, length: 40, width: 30, height: 30 }] },
      ]) {
        const without = (await filter('anna', { consignment, guaranteeService: false }).expect(200)).body;
        const unset = (await filter('anna', { consignment }).expect(200)).body;
        expect(without.freightServices.filter((s: Offered) => s.guarantee)).toEqual([]);
        expect(unset.freightServices.filter((s: Offered) => s.guarantee)).toEqual([]);
      }
      const withGuarantee = (await filter('anna', { consignment: PALLETS, guaranteeService: true }).expect(200)).body;
      expect(names(withGuarantee.freightServices)).toEqual(expect.arrayContaining([...PALLET_PRODUCTS, 'DBS_SYSTEM_PREMIUM']));
      expect(withGuarantee.freightServices.find((s: Offered) => s.templateName === 'DBS_SYSTEM_PREMIUM')).toMatchObject({
        guarantee: true,
        supplierId: 116,
      });
    });

    it('never mentions a product of an inactive carrier, not even when the request names that carrier', async () => {
      for (const body of [
        { consignment: PARCEL },
        { consignment: PALLETS },
        { consignment: PARCEL, carriers: [71, 210] },
        { consignment: PARCEL, carriers: [71, 210, 4] },
      ]) {
        const response = (await filter('anna', body).expect(200)).body;
        const mentioned = [...names(response.freightServices), ...names(response.notOffered)];
        for (const product of INACTIVE_PRODUCTS) expect(mentioned).not.toContain(product);
        expect(response.freightServices.every((s: Offered) => ACTIVE_CARRIERS.includes(s.supplierId))).toBe(true);
      }
    });

    it('narrows to the carriers the request lists, as codes or as the customer record lists them', async () => {
      const asCodes = (await filter('anna', { consignment: PARCEL, carriers: [4] }).expect(200)).body;
      expect(names(asCodes.freightServices)).toEqual(['PN_PARCEL']);
      expect(reasonsOf(asCodes, 'UPS_STANDARD_EU')).toEqual([
        { code: 'FILTER.CARRIER_NOT_CHOSEN', message: 'Transportören UPS är inte vald bland dina transportörer' },
      ]);
      const { body: customer } = await get('anna', `/customer/${DEMO_CUSTOMERS.anna}`).expect(200);
      const echoed = customer.carriers.map((c: { code: number }) => ({ ...c, active: c.code === 4 || c.code === 225 }));
      const asRecord = (await filter('anna', { consignment: PARCEL, carriers: echoed }).expect(200)).body;
      expect(names(asRecord.freightServices)).toEqual(['PN_PARCEL', 'DHL_EXPRESS_WORLDWIDE', 'DHL_ECONOMY_SELECT']);
    });

    it("never widens the customer's own carrier choice", async () => {
      await fx.portal.http
        .put(`/api/customer/carriers/${DEMO_CUSTOMERS.bertil}`)
        .auth(fx.tokens.bertil, { type: 'bearer' })
        .send([{ code: 4 }, { code: 131, active: false }])
        .expect(200);
      try {
        const only4 = await eventually(async () => {
          const body = (await filter('bertil', { consignment: PARCEL }).expect(200)).body;
          expect(names(body.freightServices)).toEqual(['PN_PARCEL']);
          return body;
        });
        expect(reasonsOf(only4, 'DHL_EXPRESS_WORLDWIDE')).toEqual([
          { code: 'FILTER.CARRIER_NOT_CHOSEN', message: 'Transportören DHL Express är inte vald bland dina transportörer' },
        ]);
        const asked = (await filter('bertil', { consignment: PARCEL, carriers: [131, 116, 4, 225] }).expect(200)).body;
        expect(names(asked.freightServices)).toEqual(['PN_PARCEL']);
        const none = (await filter('bertil', { consignment: PARCEL, carriers: [131] }).expect(200)).body;
        expect(none.freightServices).toEqual([]);
      } finally {
        await fx.portal.http
          .put(`/api/customer/carriers/${DEMO_CUSTOMERS.bertil}`)
          .auth(fx.tokens.bertil, { type: 'bearer' })
          .send(ACTIVE_CARRIERS.map((code) => ({ code })))
          .expect(200);
        await eventually(async () =>
          expect(names((await filter('bertil', { consignment: PARCEL }).expect(200)).body.freightServices)).toEqual(OSLO_PARCEL_PRODUCTS),
        );
      }
    });

    it.each([
      ['sv', 'Det finns inga lämpliga fraktprodukter för försändelsen. Kontrollera att postnumren finns för landet.'],
      ['en', 'No suitable freight products for the consignment. Check that the postcodes exist for the country.'],
    ])('says "no suitable freight products" when nothing fits (%s)', async (language, description) => {
      const toNewYork = {
        part: [STOCKHOLM, party('consignee', '10001', 'New York', 'US')],
        goodsItem: [{ noOfPackages: 1, weight: 400, packageType: 'pallet', height: 150 }],
      };
      const { body } = await filter('anna', { consignment: toNewYork }, language).expect(200);
      expect(body.freightServices).toEqual([]);
      expect(body.errors).toEqual([{ code: 'ERROR.NO_SUITABLE_PRODUCTS', description }]);
      expect(body.notOffered.length).toBeGreaterThan(0);
    });

    it('says why for a Swedish postcode that does not exist', async () => {
      const { body } = await filter('anna', {
        consignment: { ...PALLETS, part: [STOCKHOLM, party('consignee', '00123', 'Nowhere')] },
      }).expect(200);
      expect(body.freightServices).toEqual([]);
      expect(reasonsOf(body, 'PN_PALLET')).toEqual([
        { code: 'FILTER.POSTCODE_INVALID', message: '00123 är inget giltigt svenskt postnummer' },
      ]);
      expect(body.errors.map((e: { code: string }) => e.code)).toEqual(['ERROR.NO_SUITABLE_PRODUCTS']);
    });

    it("answers another customer's custId with 404, and changes nothing for the caller's own", async () => {
      const foreign = await filter('anna', { consignment: PARCEL, custId: DEMO_CUSTOMERS.bertil }).expect(404);
      expect(foreign.body).toEqual({ statusCode: 404, code: 'TENANCY.NOT_FOUND', message: 'Resursen finns inte' });
      await filter('bertil', { consignment: PARCEL, custId: DEMO_CUSTOMERS.anna }).expect(404);
      await filter('demo', { consignment: PARCEL, custId: DEMO_CUSTOMERS.anna }).expect(404);
      await filter('anna', { consignment: PARCEL, custId: DEMO_CUSTOMERS.anna }).expect(200);
    });

    it('lets the admin search for any customer, and answers one that does not exist with 404', async () => {
      await filter('admin', { consignment: PARCEL, custId: DEMO_CUSTOMERS.bertil }).expect(200);
      const missing = await filter('admin', { consignment: PARCEL, custId: 424242 }).expect(404);
      expect(missing.body).toEqual({ statusCode: 404, code: 'CUSTOMER.NOT_FOUND', message: 'Resursen finns inte' });
    });

    it('lets the demo search', async () => {
      const { body } = await filter('demo', { consignment: PALLETS }).expect(200);
      expect(names(body.freightServices)).toEqual(PALLET_PRODUCTS);
    });
  });

  describe('POST /consignment/price/', () => {
    it('prices anna (price list 1) and bertil (price list 2) differently for the same consignment', async () => {
      const body = perProduct(PALLETS, PALLET_PRODUCTS);
      const anna = (await price('anna', body).expect(200)).body;
      const bertil = (await price('bertil', body).expect(200)).body;
      expect(anna.map((r: { priceList: number }) => r.priceList)).toEqual([1, 1, 1]);
      expect(bertil.map((r: { priceList: number }) => r.priceList)).toEqual([2, 2, 2]);
      for (let i = 0; i < body.length; i++) {
        expect(anna[i].errors).toEqual([]);
        expect(bertil[i].errors).toEqual([]);
        expect(anna[i].templateName).toBe(bertil[i].templateName);
        expect(ore(bertil[i].priceExclVat)).toBeGreaterThan(ore(anna[i].priceExclVat));
      }
    });

    it('gives amounts as decimal strings that add up: lines → net, net + VAT → total (to Oslo, VAT on the insurance only)', async () => {
      const results = (await price('anna', perProduct(PARCEL, OSLO_PARCEL_PRODUCTS)).expect(200)).body;
      expect(results).toHaveLength(OSLO_PARCEL_PRODUCTS.length);
      for (const r of results) {
        expect(r).toEqual({
          templateName: expect.any(String),
          code: expect.any(String),
          priceList: 1,
          currency: 'SEK',
          priceExclVat: expect.stringMatching(AMOUNT),
          vat: expect.stringMatching(AMOUNT),
          total: expect.stringMatching(AMOUNT),
          formatted: {
            priceExclVat: expect.stringMatching(/^\d{1,3}( \d{3})*,\d{2}$/),
            vat: expect.stringMatching(/,\d{2}$/),
            total: expect.stringMatching(/,\d{2}$/),
          },
          breakdown: expect.arrayContaining([
            expect.objectContaining({ kind: 'freight', label: expect.any(String), amount: expect.stringMatching(AMOUNT) }),
          ]),
          zone: 'NORDIC',
          chargeableWeight: expect.any(Number),
          emission: expect.objectContaining({
            co2eGrams: expect.any(Number),
            co2eKgFormatted: expect.stringMatching(/^\d+,\d{2}$/),
            method: expect.stringMatching(/^Beräknat enligt EN ISO 14083/),
            factors: expect.arrayContaining([expect.objectContaining({ source: expect.stringMatching(/GLEC/) })]),
          }),
          errors: [],
        });
        expect(r.emission.co2eGrams).toBeGreaterThan(0);
        const lines = r.breakdown.reduce((sum: number, l: { amount: string }) => sum + ore(l.amount), 0);
        expect(lines).toBe(ore(r.priceExclVat));
        // Freight to Norway is an export transport (10 kap. 68 § ML): only an insurance premium carries 25 % VAT.
        const insured = r.breakdown
          .filter((l: { kind: string }) => l.kind === 'insurance')
          .reduce((sum: number, l: { amount: string }) => sum + ore(l.amount), 0);
        expect(ore(r.vat)).toBe(Math.round(insured * 0.25));
        expect(ore(r.total)).toBe(ore(r.priceExclVat) + ore(r.vat));
      }
    });

    it('ends every quote with the transaction fee billing will charge, with VAT at home and without on an export', async () => {
      const [home] = (await price('anna', perProduct(PALLETS, ['PN_PALLET'])).expect(200)).body;
      const fee = home.breakdown.at(-1);
      expect(fee).toEqual({ kind: 'transaction_fee', label: 'Transaktionsavgift', amount: '15.00', formatted: '15,00' });
      const freight = home.breakdown.slice(0, -1).reduce((sum: number, l: { amount: string }) => sum + ore(l.amount), 0);
      expect(ore(home.priceExclVat)).toBe(freight + 1_500);
      // Per line, as the bill's lines are: the freight's VAT and the fee's 3,75 kr.
      expect(ore(home.vat)).toBe(Math.round(freight * 0.25) + 375);
      const [oslo] = (await price('anna', [{ ...PARCEL, templateName: 'PN_PARCEL' }], 'en').expect(200)).body;
      expect(oslo.breakdown.at(-1)).toMatchObject({ kind: 'transaction_fee', label: 'Transaction fee', amount: '15.00' });
      expect(oslo.vat).toBe('0.00');
    });

    it("writes the formatted amounts and labels in the caller's language", async () => {
      const [sv] = (await price('anna', perProduct(PALLETS, ['DBS_SYSTEM'])).expect(200)).body;
      const [en] = (await price('anna', perProduct(PALLETS, ['DBS_SYSTEM']), 'en').expect(200)).body;
      expect(sv.total).toBe(en.total);
      expect(sv.formatted.total).toMatch(/^\d{1,3}( \d{3})*,\d{2}$/);
      expect(sv.formatted.total.replace(/ /g, '').replace(',', '.')).toBe(sv.total);
      expect(en.formatted.total).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
      expect(en.formatted.total.replace(/,/g, '')).toBe(en.total);
      expect(sv.breakdown[0].label).toMatch(/^Frakt zon SE2/);
      expect(en.breakdown[0].label).toMatch(/^Freight zone SE2/);
      expect(sv.chargeableWeight).toBe(1480);
    });

    it('keeps the input order, duplicates and products named by code included', async () => {
      const order = [
        'PN_PARCEL',
        'DHL_ECONOMY_SELECT',
        'UPS_STANDARD_EU',
        'PN_PARCEL',
        'DBS_SYSTEM_EUROPE',
        'UPS_EXPRESS_SAVER_INT',
        'DHL_EXPRESS_WORLDWIDE',
      ];
      const body = order.map((templateName, i) =>
        i === 3 ? { ...PARCEL, transportProduct: { code: 'PN-18' } } : { ...PARCEL, templateName },
      );
      const results = (await price('anna', body).expect(200)).body;
      expect(names(results)).toEqual(order);
      expect(results[3]).toEqual(results[0]);
      const reversed = (await price('anna', [...body].reverse()).expect(200)).body;
      expect(names(reversed)).toEqual([...order].reverse());
      expect(reversed.map((r: { total: string }) => r.total)).toEqual(results.map((r: { total: string }) => r.total).reverse());
    });

    it('prices insurance: 0.75 % of the goods value, at least 65 kr', async () => {
      const [high, low] = (
        await price('anna', [
          { ...PALLETS, templateName: 'PN_PALLET', insured: true, insuranceGoodsValue: 50000 },
          { ...PALLETS, templateName: 'PN_PALLET', insuranceGoodsValue: '2000,00' },
        ]).expect(200)
      ).body;
      expect(high.breakdown.find((l: { kind: string }) => l.kind === 'insurance').amount).toBe('375.00');
      expect(low.breakdown.find((l: { kind: string }) => l.kind === 'insurance').amount).toBe('65.00');
      const [plain] = (await price('anna', [{ ...PALLETS, templateName: 'PN_PALLET' }]).expect(200)).body;
      expect(ore(high.priceExclVat) - ore(plain.priceExclVat)).toBe(37500);
    });

    it('prices service options, and gives the spec text for a price-less one', async () => {
      const withTailLift = { ...PALLETS, templateName: 'DBS_SYSTEM', transportProduct: { serviceOption: [{ type: 'TAIL_LIFT' }] } };
      const withDangerousGoods = {
        ...PALLETS,
        templateName: 'DBS_SYSTEM',
        transportProduct: { serviceOption: [{ type: 'DANGEROUS_GOODS', value: 'UN1203' }] },
      };
      const [lift, dangerous] = (await price('anna', [withTailLift, withDangerousGoods]).expect(200)).body;
      expect(lift.breakdown).toEqual(
        expect.arrayContaining([{ kind: 'option', label: 'Bakgavellyft vid leverans', amount: '295.00', formatted: '295,00' }]),
      );
      expect(dangerous.errors).toEqual([
        { code: 'ERROR.PRICELESS_OPTION', description: 'Pris för detta tillval kan inte ges. Se aktuell prislista.' },
      ]);
      expect(dangerous).toMatchObject({ priceExclVat: null, vat: null, total: null, formatted: null });
    });

    it("names an option the product does not have, and an option value in the wrong format, as that item's errors", async () => {
      const [notOffered, badEmail] = (
        await price('anna', [
          { ...PALLETS, templateName: 'PN_PALLET', transportProduct: { serviceOption: [{ type: 'COD', value: '100' }] } },
          {
            ...PALLETS,
            templateName: 'DBS_SYSTEM',
            transportProduct: { serviceOption: [{ type: 'NOTIFY_EMAIL', value: 'not-an-address' }] },
          },
        ]).expect(200)
      ).body;
      expect(notOffered.errors).toEqual([{ code: 'PRICE.OPTION_NOT_OFFERED', description: 'Tillvalet COD finns inte för produkten' }]);
      expect(badEmail.errors).toEqual([{ code: 'VALIDATION.INVALID_EMAIL', description: 'Felaktig e-postadress' }]);
    });

    it('names a product no longer offered in that item, and prices the others', async () => {
      const results = (await price('anna', perProduct(PARCEL, ['UPS_STANDARD_EU', 'TNT_EXPRESS', 'PN_PARCEL'])).expect(200)).body;
      expect(results[1]).toMatchObject({
        templateName: 'TNT_EXPRESS',
        total: null,
        errors: [{ code: 'ERROR.PRICE_NOT_FOUND', description: 'Pris kan inte hittas' }],
      });
      expect(results[0].total).toMatch(AMOUNT);
      expect(results[2].total).toMatch(AMOUNT);
      const [en] = (await price('anna', perProduct(PARCEL, ['TNT_EXPRESS']), 'en').expect(200)).body;
      expect(en.errors).toEqual([{ code: 'ERROR.PRICE_NOT_FOUND', description: 'Price cannot be found' }]);
    });

    it('says "Price cannot be found" for a product that does not go there', async () => {
      const [result] = (await price('anna', perProduct(PARCEL, ['UPS_EXPRESS_SAVER_SE'])).expect(200)).body;
      expect(result).toMatchObject({ total: null, errors: [{ code: 'ERROR.PRICE_NOT_FOUND', description: 'Pris kan inte hittas' }] });
    });

    it("takes the echo of a complete server object (every field of the spec) and the old client's number texts", async () => {
      const full = {
        orderNo: 'A1B2C3D4E5F6G7H8',
        consignmentId: 77,
        consignmentNo: null,
        templateName: 'DBS_SYSTEM',
        owner: 'anna',
        senderOrderRef: 'PO-4711',
        insuranceDisabled: false,
        insuranceGoodsValue: null,
        transportProduct: {
          code: 'DBS-SYSTEM',
          delivery: { instruction: ['Ring före leverans', ''] },
          pickup: {
            date: '2026-11-23',
            earliest: '2026-11-23T08:00:00+02:00',
            latest: '2026-11-23T16:00:00+02:00',
            instruction: ['Port 3'],
          },
          tod: { combiterm: 'DAP', countrycode: 'se', location: 'Göteborg', notes: '' },
          serviceOption: [{ id: 1, type: 'NOTIFY_EMAIL', format: 'email', name: 'Avisering via e-post', value: 'lager@example.se' }],
        },
        part: [
          {
            role: 'consignor',
            address: {
              id: 12,
              name: 'Annas Blommor AB',
              addressLine: ['Sveavägen 10', ''],
              postcode: '111 57',
              city: 'Stockholm',
              state: '',
              countrycode: 'SE',
            },
            reference: { reference: 'Order 4711' },
            communication: {
              contactPerson: 'Anna',
              phone: '08-123 45 67',
              mobile: { value: '0701234567', notify: true },
              email: { value: 'anna@annasblommor.example', notify: false },
            },
          },
          {
            role: 'consignee',
            address: { name: 'Lager Väst', addressLine: ['Hamngatan 2'], postcode: '41304', city: 'Göteborg', countrycode: 'se' },
            reference: { reference: '', customerNo: 'K-9' },
          },
          { role: 'pickupAddress', address: { postcode: '11157', countrycode: 'SE' } },
        ],
        goodsItem: [
          {
            id: 'AB12CD',
            noOfPackages: '2',
            weight: '600,0',
            length: 120,
            width: 80,
            height: '120',
            volume: 2.304,
            loadingMetres: 0.8,
            packageType: 'pallet',
            goodsType: 'Standard',
            tag: 'parcel',
            isStackable: false,
            isReadOnly: true,
          },
        ],
        errors: [{ code: 'X', description: 'old' }],
      };
      const [result] = (await price('anna', [full]).expect(200)).body;
      const [plain] = (await price('anna', perProduct(PALLETS, ['DBS_SYSTEM'])).expect(200)).body;
      expect(result.errors).toEqual([]);
      expect(result.total).toBe(plain.total);
      expect(
        (
          await filter('anna', {
            consignment: full,
            consigneeType: 'company',
            guaranteeService: false,
            custId: DEMO_CUSTOMERS.anna,
            memberLevel: 2,
            carriers: [],
          }).expect(200)
        ).body.freightServices.length,
      ).toBe(3);
    });

    it('answers an empty list with an empty list', async () => {
      expect((await price('anna', []).expect(200)).body).toEqual([]);
    });

    it('lets the demo price', async () => {
      const results = (await price('demo', perProduct(PALLETS, PALLET_PRODUCTS)).expect(200)).body;
      expect(results.map((r: { priceList: number; errors: unknown[] }) => [r.priceList, r.errors])).toEqual(
        PALLET_PRODUCTS.map(() => [1, []]),
      );
    });

    it('reads the database at most once per call (the customer profile), never for the catalogue', async () => {
      // Shipping's own pool (each service has one in the embedded process).
      const shipping = (fx.portal.running.app.get(CatalogueCache, { strict: false }) as unknown as { dataSource: DataSource }).dataSource;
      const statements: string[] = [];
      const original = PostgresQueryRunner.prototype.query;
      const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query').mockImplementation(function (
        this: PostgresQueryRunner,
        ...args: Parameters<typeof original>
      ) {
        // Only what a request runs counts: the relays and the catalogue's version poll run on their own timers, outside any request.
        if (this.connection === shipping && requestContext.current()) statements.push(args[0]);
        return original.apply(this, args);
      });
      // Prepared statements outside a transaction go to the pool itself, past TypeORM's runner.
      const pool = (shipping.driver as unknown as { master: { query: (config: { text: string }) => unknown } }).master;
      const poolQuery = pool.query;
      const poolSpy = jest.spyOn(pool, 'query').mockImplementation(function (this: unknown, ...args: [{ text: string }]) {
        if (requestContext.current()) statements.push(args[0].text);
        return poolQuery.apply(this, args);
      });
      try {
        // Past the profile's cache time: this call reads the profile, once.
        await new Promise((resolve) => setTimeout(resolve, PROFILE_CACHE_MS + 50));
        await price('anna', perProduct(PARCEL, OSLO_PARCEL_PRODUCTS)).expect(200);
        expect(statements).toHaveLength(1);
        expect(statements[0]).toMatch(/customer_profiles/);
        statements.length = 0;
        // The customer's next calls within the cache time read nothing; the catalogue never reads.
        await filter('anna', { consignment: PARCEL }).expect(200);
        await price('anna', perProduct(PALLETS, PALLET_PRODUCTS)).expect(200);
        await get('anna', '/freightservice/DBS_SYSTEM').expect(200);
        await get('anna', '/freightservice/option/5').expect(200);
        await get('anna', '/freightservice/term/107').expect(200);
        expect(statements).toHaveLength(0);
      } finally {
        spy.mockRestore();
        poolSpy.mockRestore();
      }
    });
  });

  describe('the catalogue is data: a change in the database reaches the cache', () => {
    const cache = () => fx.portal.running.app.get(CatalogueCache, { strict: false });

    it('reloads a changed tariff and a deactivated product when the catalogue version moves', async () => {
      const [before] = (await price('anna', perProduct(PALLETS, ['PN_PALLET'])).expect(200)).body;
      const version = (await fx.db.query<{ version: string }>('SELECT version::text FROM shipping.catalogue_version')).rows[0].version;
      await fx.db.query(
        `UPDATE shipping.tariffs SET definition = jsonb_set(definition, '{fuelSurchargeBasisPoints}', '0') WHERE id = 'PN_PALLET:1'`,
      );
      await fx.db.query(`UPDATE shipping.freight_services SET active = false WHERE template_name = 'DBS_PARTLOAD'`);
      try {
        expect((await fx.db.query<{ version: string }>('SELECT version::text FROM shipping.catalogue_version')).rows[0].version).not.toBe(
          version,
        );
        expect(await cache().refresh()).toBe(true);
        expect(await cache().refresh()).toBe(false);
        const [after] = (await price('anna', perProduct(PALLETS, ['PN_PALLET'])).expect(200)).body;
        expect(after.breakdown.map((l: { kind: string }) => l.kind)).toEqual(['freight', 'transaction_fee']);
        expect(ore(after.priceExclVat)).toBeLessThan(ore(before.priceExclVat));
        const offered = (await filter('anna', { consignment: PALLETS }).expect(200)).body;
        expect(names(offered.freightServices)).toEqual(['DBS_SYSTEM', 'PN_PALLET']);
        expect(names(offered.notOffered)).not.toContain('DBS_PARTLOAD');
      } finally {
        await fx.db.query(
          `UPDATE shipping.tariffs SET definition = jsonb_set(definition, '{fuelSurchargeBasisPoints}', '1100') WHERE id = 'PN_PALLET:1'`,
        );
        await fx.db.query(`UPDATE shipping.freight_services SET active = true WHERE template_name = 'DBS_PARTLOAD'`);
        await cache().refresh();
      }
      const [restored] = (await price('anna', perProduct(PALLETS, ['PN_PALLET'])).expect(200)).body;
      expect(restored.total).toBe(before.total);
    });
  });

  describe('bad input: 400, 404 or 413 with field errors, never 500', () => {
    type FieldError = { field: string; code: string; message: string };
    const form = (errors: FieldError[]) => ({
      statusCode: 400,
      code: 'VALIDATION.FORM',
      message: 'Formuläret innehåller valideringsfel. Vänligen hantera de beskrivna problemen.',
      errors,
    });
    const goods = (item: object) => ({ ...PALLETS, templateName: 'DBS_SYSTEM', goodsItem: [{ ...PALLETS.goodsItem[0], ...item }] });

    it('answers an unknown template name or product code with 404', async () => {
      const byName = await price('anna', [
        { ...PARCEL, templateName: 'PN_PARCEL' },
        { ...PARCEL, templateName: 'NO_SUCH_PRODUCT' },
      ]).expect(404);
      expect(byName.body).toEqual({ statusCode: 404, code: 'FREIGHT_SERVICE.NOT_FOUND', message: 'Resursen finns inte' });
      await price('anna', [{ ...PARCEL, transportProduct: { code: 'NOPE-1' } }]).expect(404);
    });

    it('asks for consignor and consignee, and goods, when a consignment has neither', async () => {
      const sv = await price('anna', [{ templateName: 'DBS_SYSTEM' }]).expect(400);
      expect(sv.body).toEqual(
        form([
          { field: 'consignments.0.part', code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST', message: 'Ange avsändare och mottagare först.' },
          { field: 'consignments.0.goodsItem', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' },
        ]),
      );
      const en = await price('anna', [{ templateName: 'DBS_SYSTEM', goodsItem: PALLETS.goodsItem }], 'en').expect(400);
      expect(en.body.errors).toEqual([
        { field: 'consignments.0.part', code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST', message: 'Enter consignor and consignee first.' },
      ]);
      const filtered = await filter('anna', { consignment: { part: [], goodsItem: [] } }).expect(400);
      expect(filtered.body.errors).toEqual([
        { field: 'consignment.part', code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST', message: 'Ange avsändare och mottagare först.' },
        { field: 'consignment.goodsItem', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' },
      ]);
    });

    it.each<[string, object, FieldError[]]>([
      [
        'only a consignor',
        { ...PALLETS, templateName: 'DBS_SYSTEM', part: [STOCKHOLM] },
        [{ field: 'consignments.0.part', code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST', message: 'Ange avsändare och mottagare först.' }],
      ],
      [
        'a consignee without an address',
        { ...PALLETS, templateName: 'DBS_SYSTEM', part: [STOCKHOLM, { role: 'consignee' }] },
        [
          {
            field: 'consignments.0.part.1.address',
            code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST',
            message: 'Ange avsändare och mottagare först.',
          },
        ],
      ],
      [
        'a consignee without a postcode',
        { ...PALLETS, templateName: 'DBS_SYSTEM', part: [STOCKHOLM, { role: 'consignee', address: { city: 'Göteborg' } }] },
        [{ field: 'consignments.0.part.1.address.postcode', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' }],
      ],
      [
        'an unknown country code',
        { ...PALLETS, templateName: 'DBS_SYSTEM', part: [STOCKHOLM, party('consignee', '1234', 'Atlantis', 'XX')] },
        [{ field: 'consignments.0.part.1.address.countrycode', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }],
      ],
      [
        'a country name for a code',
        { ...PALLETS, templateName: 'DBS_SYSTEM', part: [STOCKHOLM, party('consignee', '0150', 'Oslo', 'Norway')] },
        [{ field: 'consignments.0.part.1.address.countrycode', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }],
      ],
      [
        'an unknown part role',
        { ...PALLETS, templateName: 'DBS_SYSTEM', part: [STOCKHOLM, { ...GOTEBORG, role: 'receiver' }] },
        [{ field: 'consignments.0.part.1.role', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }],
      ],
      [
        'a negative weight',
        goods({ weight: -5 }),
        [{ field: 'consignments.0.goodsItem.0.weight', code: 'VALIDATION.MIN', message: 'Minst 0.01' }],
      ],
      [
        'a zero weight',
        goods({ weight: 0 }),
        [{ field: 'consignments.0.goodsItem.0.weight', code: 'VALIDATION.MIN', message: 'Minst 0.01' }],
      ],
      [
        'an absurd weight',
        goods({ weight: 40000 }),
        [{ field: 'consignments.0.goodsItem.0.weight', code: 'VALIDATION.MAX', message: 'Mer än 30000' }],
      ],
      [
        'a missing weight',
        goods({ weight: undefined }),
        [{ field: 'consignments.0.goodsItem.0.weight', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' }],
      ],
      [
        'a weight in words',
        goods({ weight: 'heavy' }),
        [{ field: 'consignments.0.goodsItem.0.weight', code: 'VALIDATION.NOT_A_NUMBER', message: 'Måste vara ett nummer' }],
      ],
      ['a zero length', goods({ length: 0 }), [{ field: 'consignments.0.goodsItem.0.length', code: 'VALIDATION.MIN', message: 'Minst 1' }]],
      [
        'an absurd height',
        goods({ height: 2000 }),
        [{ field: 'consignments.0.goodsItem.0.height', code: 'VALIDATION.MAX', message: 'Mer än 1500' }],
      ],
      [
        'a negative width',
        goods({ width: -80 }),
        [{ field: 'consignments.0.goodsItem.0.width', code: 'VALIDATION.MIN', message: 'Minst 1' }],
      ],
      [
        'no packages',
        goods({ noOfPackages: 0 }),
        [{ field: 'consignments.0.goodsItem.0.noOfPackages', code: 'VALIDATION.MIN', message: 'Minst 1' }],
      ],
      [
        'a thousand packages',
        goods({ noOfPackages: 1000 }),
        [{ field: 'consignments.0.goodsItem.0.noOfPackages', code: 'VALIDATION.MAX', message: 'Mer än 999' }],
      ],
      [
        'half a package',
        goods({ noOfPackages: 1.5 }),
        [{ field: 'consignments.0.goodsItem.0.noOfPackages', code: 'VALIDATION.NOT_A_NUMBER', message: 'Måste vara ett nummer' }],
      ],
      [
        'an unknown package type',
        goods({ packageType: 'crate' }),
        [{ field: 'consignments.0.goodsItem.0.packageType', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }],
      ],
      [
        'a goods item that is not an object',
        { ...PALLETS, templateName: 'DBS_SYSTEM', goodsItem: [5] },
        [{ field: 'consignments.0.goodsItem.0', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }],
      ],
      [
        'goods that are not a list',
        { ...PALLETS, templateName: 'DBS_SYSTEM', goodsItem: 'pallets' },
        [{ field: 'consignments.0.goodsItem', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }],
      ],
      [
        'insurance without a goods value',
        { ...PALLETS, templateName: 'DBS_SYSTEM', insured: true },
        [{ field: 'consignments.0.insuranceGoodsValue', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' }],
      ],
      [
        'a goods value under 1 000',
        { ...PALLETS, templateName: 'DBS_SYSTEM', insured: true, insuranceGoodsValue: 999 },
        [{ field: 'consignments.0.insuranceGoodsValue', code: 'VALIDATION.MIN', message: 'Minst 1000' }],
      ],
      [
        'a goods value over 1 000 000',
        { ...PALLETS, templateName: 'DBS_SYSTEM', insuranceGoodsValue: '1000000,01' },
        [{ field: 'consignments.0.insuranceGoodsValue', code: 'VALIDATION.MAX', message: 'Mer än 1000000' }],
      ],
      [
        'no product named',
        { ...PALLETS },
        [{ field: 'consignments.0.transportProduct.code', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' }],
      ],
      [
        'a price list chosen by the client',
        { ...PALLETS, templateName: 'DBS_SYSTEM', priceList: 1 },
        [{ field: 'consignments.0.priceList', code: 'VALIDATION.UNKNOWN_FIELD', message: 'Okänt fält' }],
      ],
      [
        "a field outside the spec's shape",
        goods({ colour: 'red' }),
        [{ field: 'consignments.0.goodsItem.0.colour', code: 'VALIDATION.UNKNOWN_FIELD', message: 'Okänt fält' }],
      ],
      [
        'too many goods items',
        { ...PALLETS, templateName: 'DBS_SYSTEM', goodsItem: Array.from({ length: 100 }, () => PALLETS.goodsItem[0]) },
        [{ field: 'consignments.0.goodsItem', code: 'VALIDATION.TOO_LONG', message: 'För många tecken' }],
      ],
    ])('refuses %s with 400 and the field named', async (_case, consignment, errors) => {
      // A good consignment first: the errors name the bad one by its position.
      const { body } = await price('anna', [{ ...PARCEL, templateName: 'PN_PARCEL' }, consignment]).expect(400);
      expect(body).toEqual(form(errors.map((e) => ({ ...e, field: e.field.replace('consignments.0', 'consignments.1') }))));
    });

    it('names the same problems in the filter call under consignment.*', async () => {
      const { body } = await filter('anna', { consignment: goods({ weight: -5, height: 2000 }) }).expect(400);
      expect(body.errors).toEqual([
        { field: 'consignment.goodsItem.0.weight', code: 'VALIDATION.MIN', message: 'Minst 0.01' },
        { field: 'consignment.goodsItem.0.height', code: 'VALIDATION.MAX', message: 'Mer än 1500' },
      ]);
      const en = await filter('anna', { consignment: goods({ weight: 40000 }) }, 'en').expect(400);
      expect(en.body.errors).toEqual([{ field: 'consignment.goodsItem.0.weight', code: 'VALIDATION.MAX', message: 'More than 30000' }]);
    });

    it.each<[string, object, string]>([
      ['no consignment', { guaranteeService: true }, 'consignment'],
      ['guaranteeService as text', { consignment: PARCEL, guaranteeService: 'yes' }, 'guaranteeService'],
      ['an unknown consignee type', { consignment: PARCEL, consigneeType: 'business' }, 'consigneeType'],
      ['custId as text', { consignment: PARCEL, custId: '1001' }, 'custId'],
      ['carriers as text', { consignment: PARCEL, carriers: 'UPS' }, 'carriers'],
      ['a carrier entry without a code', { consignment: PARCEL, carriers: [{ name: 'UPS' }] }, 'carriers'],
      ['a price list chosen by the client', { consignment: PARCEL, priceList: 1 }, 'priceList'],
    ])('refuses a filter request with %s (400)', async (_case, body, field) => {
      const response = await filter('anna', body).expect(400);
      expect(response.body.errors.map((e: FieldError) => e.field)).toEqual([field]);
    });

    it('refuses more than 50 consignments in one call with 413', async () => {
      const { body } = await price(
        'anna',
        Array.from({ length: 51 }, () => ({ ...PARCEL, templateName: 'PN_PARCEL' })),
      ).expect(413);
      expect(body).toEqual({ statusCode: 413, code: 'PRICE.TOO_MANY_CONSIGNMENTS', message: 'Begäran är för stor' });
      await price(
        'anna',
        Array.from({ length: 50 }, () => ({ ...PARCEL, templateName: 'PN_PARCEL' })),
      ).expect(200);
    });

    it.each<[string, unknown, FieldError[]]>([
      [
        'one consignment instead of a list',
        { ...PARCEL, templateName: 'PN_PARCEL' },
        [{ field: 'consignments', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }],
      ],
      ['a list of texts', ['PN_PARCEL'], [{ field: 'consignments.0', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }]],
      ['null', null, [{ field: 'consignments', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' }]],
    ])('refuses %s with 400', async (_case, body, errors) => {
      expect((await price('anna', body).expect(400)).body).toEqual(form(errors));
    });

    it('answers malformed JSON with 400', async () => {
      const { body } = await fx.portal.http
        .post('/api/consignment/price/')
        .auth(fx.tokens.anna, { type: 'bearer' })
        .set('Content-Type', 'application/json')
        .send('[{"part": ')
        .expect(400);
      expect(body.code).toBe('HTTP.MALFORMED_JSON');
    });

    it.each<[string, unknown]>([
      ['a deep array instead of parts', [{ ...PARCEL, templateName: 'PN_PARCEL', part: [[[[1]]]] }]],
      ['an address as a list', [{ ...PARCEL, templateName: 'PN_PARCEL', part: [{ role: 'consignor', address: ['Stockholm'] }, OSLO] }]],
      ['a transport product as text', [{ ...PARCEL, transportProduct: 'PN-18' }]],
      ['service options as an object', [{ ...PARCEL, templateName: 'PN_PARCEL', transportProduct: { serviceOption: { type: 'COD' } } }]],
      [
        'a service option without a type',
        [{ ...PARCEL, templateName: 'PN_PARCEL', transportProduct: { serviceOption: [{ value: '1' }] } }],
      ],
      ['a huge number', [goods({ weight: 1e308 })]],
      ['a template name as a number', [{ ...PARCEL, templateName: 42 }]],
      [
        'a postcode as an object',
        [{ ...PARCEL, templateName: 'PN_PARCEL', part: [{ role: 'consignor', address: { postcode: { $gt: '' } } }, OSLO] }],
      ],
      ['a very long text', [{ ...PARCEL, templateName: 'x'.repeat(10_000) }]],
    ])('answers %s with a 4xx, never a 500', async (_case, body) => {
      const response = await price('anna', body);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.code).toBeDefined();
    });

    it('lets the demo search for its own customer id, not for another one', async () => {
      await filter('demo', { consignment: PARCEL, custId: DEMO_CUSTOMERS.demo }).expect(200);
      await filter('demo', { consignment: PARCEL, custId: DEMO_CUSTOMERS.bertil }).expect(404);
    });
  });
});
