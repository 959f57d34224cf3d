import fc from 'fast-check';
import { isActiveCarrier } from '@freight/reference-data';
import { goodsTotals, normalizeGoodsItem, packageWeightKg } from '../../shared/freight/goods-rules';
import type { ConsignmentInput, FilterContext, FreightServiceDef, GoodsItemInput } from '../../shared/freight/freight.types';
import { CATALOGUE } from '../../catalogue/data/catalogue.data';
import { filterServices, isOfferable, reasonsNotOffered } from './filter-services';

const SERVICES = CATALOGUE.services;
const ALL: FilterContext = { guaranteeService: false };
const STOCKHOLM = { countrycode: 'SE', postcode: '11122' };
const GOTEBORG = { countrycode: 'SE', postcode: '41301' };
const OSLO = { countrycode: 'NO', postcode: '0150' };

const parcel = (weight: number, more: Partial<GoodsItemInput> = {}): GoodsItemInput => ({
  noOfPackages: 1,
  weight,
  packageType: 'parcel',
  ...more,
});
const pallets = (count: number, weightEach: number, height = 100): GoodsItemInput => ({
  noOfPackages: count,
  weight: count * weightEach,
  packageType: 'pallet',
  height,
});

function consignment(goodsItems: GoodsItemInput[], more: Partial<ConsignmentInput> = {}): ConsignmentInput {
  return { from: STOCKHOLM, to: GOTEBORG, goodsItems, serviceOptions: [], consigneeType: 'company', ...more };
}

const offered = (c: ConsignmentInput, ctx: FilterContext = ALL, services: readonly FreightServiceDef[] = SERVICES) =>
  filterServices(c, services, ctx).offered.map((s) => s.templateName);
const reasonsFor = (c: ConsignmentInput, templateName: string, ctx: FilterContext = ALL) =>
  filterServices(c, SERVICES, ctx).notOffered.find((n) => n.templateName === templateName)?.reasons;
const product = (templateName: string) => SERVICES.find((s) => s.templateName === templateName)!;

describe(filterServices.name, () => {
  it('offers the pallet products for 2 EUR pallets Stockholm → Göteborg', () => {
    expect(offered(consignment([pallets(2, 300)]))).toEqual(['DBS_SYSTEM', 'DBS_PARTLOAD', 'PN_PALLET']);
  });

  it('offers the international parcel products for a 5 kg parcel Stockholm → Oslo', () => {
    const oslo = consignment([parcel(5, { length: 40, width: 30, height: 20 })], { to: OSLO });
    expect(offered(oslo)).toEqual([
      'UPS_EXPRESS_SAVER_INT',
      'UPS_STANDARD_EU',
      'DBS_SYSTEM_EUROPE',
      'PN_PARCEL',
      'DHL_EXPRESS_WORLDWIDE',
      'DHL_ECONOMY_SELECT',
    ]);
    expect(offered({ ...oslo, consigneeType: 'private' })).toEqual([
      'UPS_EXPRESS_SAVER_INT',
      'UPS_STANDARD_EU',
      'PN_MYPACK_HOME',
      'DHL_EXPRESS_WORLDWIDE',
      'DHL_ECONOMY_SELECT',
    ]);
  });

  it('never offers or mentions products of inactive carriers', () => {
    const result = filterServices(consignment([parcel(5)]), SERVICES, ALL);
    const mentioned = [...result.offered.map((s) => s.supplierId), ...result.notOffered.map((n) => n.supplierId)];
    expect(mentioned).not.toContain(71);
    expect(mentioned).not.toContain(210);
  });

  it('never offers or mentions a retired product, even of an active carrier', () => {
    const retired = { ...product('PN_PARCEL'), active: false };
    expect(filterServices(consignment([parcel(5)]), [retired], ALL)).toEqual({ offered: [], notOffered: [] });
  });

  it('gives a reason for every active product it does not offer, and keeps the given order', () => {
    const result = filterServices(consignment([parcel(5)]), SERVICES, ALL);
    const names = [...result.offered, ...result.notOffered].map((s) => s.templateName);
    expect(names.sort()).toEqual(
      SERVICES.filter(isOfferable)
        .map((s) => s.templateName)
        .sort(),
    );
    expect(result.notOffered.every((n) => n.reasons.length > 0)).toBe(true);
    const order = SERVICES.map((s) => s.templateName);
    expect(result.notOffered.map((n) => order.indexOf(n.templateName))).toEqual(
      result.notOffered.map((n) => order.indexOf(n.templateName)).sort((a, b) => a - b),
    );
  });

  it('offers nothing for a consignment without goods, each with a reason', () => {
    const result = filterServices(consignment([]), SERVICES, { guaranteeService: true });
    expect(result.offered).toEqual([]);
    expect(result.notOffered).toHaveLength(SERVICES.filter(isOfferable).length);
    expect(result.notOffered.every((n) => n.reasons.some((r) => r.code === ('FILTER.NO_GOODS' as string)))).toBe(true);
  });

  describe('carriers', () => {
    it("offers only the customer's chosen carriers", () => {
      const c = consignment([parcel(5)]);
      expect(offered(c, { guaranteeService: false, carriers: [4] })).toEqual(['PN_PARCEL']);
      expect(reasonsFor(c, 'DBS_PARCEL', { guaranteeService: false, carriers: [4] })).toEqual([
        { code: 'FILTER.CARRIER_NOT_CHOSEN', params: { carrier: 'DB Schenker' } },
      ]);
    });

    it('offers nothing when the customer has chosen no carrier', () => {
      expect(offered(consignment([parcel(5)]), { guaranteeService: false, carriers: [] })).toEqual([]);
    });

    it('does not offer an inactive carrier the customer chose', () => {
      expect(offered(consignment([parcel(5)]), { guaranteeService: false, carriers: [71, 210] })).toEqual([]);
    });
  });

  describe('guarantee products', () => {
    const c = consignment([parcel(5)]);

    it('are left out by default, with the reason', () => {
      expect(offered(c)).not.toContain('DBS_PARCEL_GUARANTEE');
      expect(reasonsFor(c, 'DBS_PARCEL_GUARANTEE')).toEqual([{ code: 'FILTER.GUARANTEE_NOT_REQUESTED' }]);
    });

    it('are offered when guarantee service is asked for', () => {
      expect(offered(c, { guaranteeService: true })).toEqual(expect.arrayContaining(['DBS_PARCEL', 'DBS_PARCEL_GUARANTEE']));
      expect(offered(consignment([pallets(2, 300)]), { guaranteeService: true })).toContain('DBS_SYSTEM_PREMIUM');
    });
  });

  describe('route', () => {
    it('needs both parts first', () => {
      expect(reasonsFor(consignment([parcel(5)], { to: { countrycode: 'SE', postcode: '' } }), 'PN_PARCEL')).toEqual([
        { code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST' },
      ]);
      expect(reasonsFor(consignment([parcel(5)], { from: { countrycode: '', postcode: '11122' } }), 'PN_PARCEL')).toEqual([
        { code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST' },
      ]);
    });

    it('names a country the product does not deliver to', () => {
      expect(reasonsFor(consignment([parcel(5)], { to: OSLO }), 'DBS_PARCEL')).toEqual([
        { code: 'FILTER.COUNTRY_NOT_SERVED', params: { country: 'NO' } },
      ]);
    });

    it('names a country the product does not collect in', () => {
      expect(reasonsFor(consignment([parcel(5)], { from: OSLO }), 'DBS_PARCEL')).toEqual([
        { code: 'FILTER.ORIGIN_NOT_SERVED', params: { country: 'NO' } },
      ]);
    });

    it('names a Swedish postcode that cannot exist', () => {
      expect(reasonsFor(consignment([parcel(5)], { to: { countrycode: 'SE', postcode: '0123' } }), 'PN_PARCEL')).toEqual([
        { code: 'FILTER.POSTCODE_INVALID', params: { postcode: '0123' } },
      ]);
    });

    it('offers nothing to a country no carrier serves', () => {
      expect(offered(consignment([parcel(5)], { to: { countrycode: 'RU', postcode: '101000' } }))).toEqual([]);
    });

    it('accepts lower-case country codes', () => {
      expect(offered(consignment([parcel(5)], { to: { countrycode: 'no', postcode: '0150' } }))).toContain('PN_PARCEL');
    });
  });

  describe('consignee type', () => {
    it('leaves out consumer products for a company', () => {
      expect(reasonsFor(consignment([parcel(5)]), 'PN_MYPACK_HOME')).toEqual([{ code: 'FILTER.COMPANY_CONSIGNEE_NOT_SERVED' }]);
    });

    it('leaves out business products for a private person', () => {
      expect(reasonsFor(consignment([parcel(5)], { consigneeType: 'private' }), 'PN_PARCEL')).toEqual([
        { code: 'FILTER.PRIVATE_CONSIGNEE_NOT_SERVED' },
      ]);
    });
  });

  describe('goods and limits', () => {
    it.each<[string, string, GoodsItemInput[], object]>([
      [
        'a package type the product does not take',
        'PN_PALLET',
        [parcel(5)],
        { code: 'FILTER.PACKAGE_TYPE', params: { packageType: 'parcel', packageTypeSv: 'Paket', packageTypeEn: 'Parcel' } },
      ],
      [
        'a package heavier than its limit',
        'PN_PARCEL',
        [parcel(35.5)],
        { code: 'FILTER.ITEM_WEIGHT_LIMIT', params: { limit: 35, limitSv: '35', limitEn: '35' } },
      ],
      [
        'a line whose packages are each too heavy',
        'PN_PARCEL',
        [parcel(72, { noOfPackages: 2 })],
        { code: 'FILTER.ITEM_WEIGHT_LIMIT', params: { limit: 35, limitSv: '35', limitEn: '35' } },
      ],
      [
        'a total weight over its limit',
        'PN_PARCEL',
        [parcel(700.5, { noOfPackages: 20 })],
        { code: 'FILTER.TOTAL_WEIGHT_LIMIT', params: { limit: 700, limitSv: '700', limitEn: '700' } },
      ],
      [
        'a package longer than its limit',
        'PN_PARCEL',
        [parcel(5, { length: 151, width: 20, height: 20 })],
        { code: 'FILTER.LENGTH_LIMIT', params: { limit: 150, limitSv: '150', limitEn: '150' } },
      ],
      [
        'a package wider than its limit',
        'PN_PARCEL',
        [parcel(5, { length: 100, width: 61, height: 20 })],
        { code: 'FILTER.WIDTH_LIMIT', params: { limit: 60, limitSv: '60', limitEn: '60' } },
      ],
      [
        'a package higher than its limit',
        'PN_PARCEL',
        [parcel(5, { length: 50, width: 50, height: 61 })],
        { code: 'FILTER.HEIGHT_LIMIT', params: { limit: 60, limitSv: '60', limitEn: '60' } },
      ],
      [
        'more loading metres than its limit',
        'DBS_PARTLOAD',
        [pallets(35, 100)],
        { code: 'FILTER.LOADING_METRES_LIMIT', params: { limit: 13.6, limitSv: '13,6', limitEn: '13.6' } },
      ],
      [
        'more packages than its limit',
        'PN_PALLET',
        [pallets(16, 100)],
        { code: 'FILTER.PACKAGE_COUNT_LIMIT', params: { limit: 15, limitSv: '15', limitEn: '15' } },
      ],
    ])('refuses %s', (_case, templateName, goods, reason) => {
      expect(reasonsFor(consignment(goods), templateName)).toContainEqual(reason);
    });

    it('offers at the limits exactly', () => {
      expect(offered(consignment([parcel(35, { length: 150, width: 60, height: 60 })]))).toContain('PN_PARCEL');
      expect(offered(consignment([parcel(700, { noOfPackages: 20 })]))).toContain('PN_PARCEL');
      expect(offered(consignment([pallets(15, 300)]))).toContain('PN_PALLET');
    });

    it('lets a package turn: the longer side of length and width is held to the length limit', () => {
      expect(offered(consignment([parcel(5, { length: 30, width: 140, height: 20 })]))).toContain('PN_PARCEL');
    });

    it('gives each reason once, however many items break the rule', () => {
      const reasons = reasonsFor(consignment([parcel(40), parcel(50)]), 'PN_PARCEL')!;
      expect(reasons.filter((r) => r.code === ('FILTER.ITEM_WEIGHT_LIMIT' as string))).toHaveLength(1);
    });

    it('applies the pallet sizes whatever the client sent', () => {
      const sent = { ...pallets(1, 300), length: 300, width: 300 };
      expect(offered(consignment([sent]))).toContain('PN_PALLET');
    });
  });

  it('gives every reason the product has against the consignment, in a stable order', () => {
    const c = consignment([pallets(2, 300)], { to: OSLO, consigneeType: 'private' });
    expect(reasonsFor(c, 'DBS_PARCEL', { guaranteeService: false, carriers: [4] })).toEqual([
      { code: 'FILTER.CARRIER_NOT_CHOSEN', params: { carrier: 'DB Schenker' } },
      { code: 'FILTER.COUNTRY_NOT_SERVED', params: { country: 'NO' } },
      { code: 'FILTER.PRIVATE_CONSIGNEE_NOT_SERVED' },
      { code: 'FILTER.PACKAGE_TYPE', params: { packageType: 'pallet', packageTypeSv: 'EUR-pall', packageTypeEn: 'EUR pallet' } },
      { code: 'FILTER.ITEM_WEIGHT_LIMIT', params: { limit: 35, limitSv: '35', limitEn: '35' } },
      { code: 'FILTER.HEIGHT_LIMIT', params: { limit: 80, limitSv: '80', limitEn: '80' } },
      { code: 'FILTER.TOTAL_WEIGHT_LIMIT', params: { limit: 500, limitSv: '500', limitEn: '500' } },
    ]);
  });
});

describe(reasonsNotOffered.name, () => {
  it('is what the filter says for one product', () => {
    const c = consignment([parcel(40)]);
    expect(reasonsNotOffered(c, product('PN_PARCEL'), ALL)).toEqual(reasonsFor(c, 'PN_PARCEL'));
    expect(reasonsNotOffered(c, product('DBS_SYSTEM'), ALL)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const COUNTRIES = ['SE', 'SE', 'SE', 'NO', 'DK', 'DE', 'FR', 'GB', 'US', 'BR', 'RU'];
const item: fc.Arbitrary<GoodsItemInput> = fc.record(
  {
    noOfPackages: fc.integer({ min: 1, max: 40 }),
    weight: fc.double({ min: 0.01, max: 30_000, noNaN: true }),
    packageType: fc.constantFrom('unspecified', 'parcel', 'pallet', 'halfpallet'),
    length: fc.integer({ min: 1, max: 1500 }),
    width: fc.integer({ min: 1, max: 300 }),
    height: fc.integer({ min: 1, max: 300 }),
  },
  { requiredKeys: ['noOfPackages', 'weight', 'packageType'] },
);
const anyConsignment: fc.Arbitrary<ConsignmentInput> = fc.record({
  from: fc.record({
    countrycode: fc.constantFrom('SE', 'SE', 'SE', 'NO'),
    postcode: fc.constantFrom('11122', '41301', '97231', '0150', '00000'),
  }),
  to: fc.record({
    countrycode: fc.constantFrom(...COUNTRIES),
    postcode: fc.constantFrom('11122', '21119', '41301', '85230', '98131', '0150', '123'),
  }),
  goodsItems: fc.array(item, { maxLength: 4 }),
  serviceOptions: fc.constant([]),
  consigneeType: fc.constantFrom('company', 'private'),
});
const anyContext: fc.Arbitrary<FilterContext> = fc.record(
  { guaranteeService: fc.boolean(), carriers: fc.subarray([131, 116, 4, 225, 71, 210]) },
  { requiredKeys: ['guaranteeService'] },
);

/** The limits, checked here independently of the filter's code. */
function breaksLimits(c: ConsignmentInput, s: FreightServiceDef): boolean {
  const items = c.goodsItems.map(normalizeGoodsItem);
  const totals = goodsTotals(items);
  return (
    items.length === 0 ||
    totals.weightKg > s.limits.maxTotalWeightKg ||
    totals.loadingMetres > s.limits.maxLoadingMetres ||
    totals.packages > s.limits.maxPackages ||
    items.some(
      (i) =>
        !s.packageTypes.includes(i.packageType) ||
        packageWeightKg(i) > s.limits.maxItemWeightKg ||
        Math.max(i.length ?? 0, i.width ?? 0) > s.limits.maxLengthCm ||
        Math.min(i.length ?? 0, i.width ?? 0) > s.limits.maxWidthCm ||
        (i.height ?? 0) > s.limits.maxHeightCm,
    ) ||
    !s.toCountries.includes(c.to.countrycode) ||
    !s.fromCountries.includes(c.from.countrycode) ||
    !s.consigneeTypes.includes(c.consigneeType)
  );
}

describe('filter properties', () => {
  it('never offers a product whose limits the consignment breaks', () => {
    fc.assert(
      fc.property(anyConsignment, anyContext, (c, ctx) => {
        for (const s of filterServices(c, SERVICES, ctx).offered)
          expect({ product: s.templateName, breaks: breaksLimits(c, s) }).toEqual({ product: s.templateName, breaks: false });
      }),
      { numRuns: 500 },
    );
  });

  it('never offers an inactive carrier, a retired product, an unchosen carrier or an unasked-for guarantee', () => {
    const anyService = fc
      .tuple(fc.constantFrom(...SERVICES), fc.boolean(), fc.constantFrom(131, 116, 4, 225, 71, 210))
      .map(([s, active, supplierId]) => ({ ...s, active, supplierId }));
    fc.assert(
      fc.property(anyConsignment, anyContext, fc.array(anyService, { maxLength: 12 }), (c, ctx, services) => {
        const result = filterServices(c, services, ctx);
        for (const s of result.offered) {
          expect(isActiveCarrier(s.supplierId) && s.active).toBe(true);
          if (ctx.carriers) expect(ctx.carriers).toContain(s.supplierId);
          if (s.guarantee) expect(ctx.guaranteeService).toBe(true);
        }
        expect(result.notOffered.every((n) => isActiveCarrier(n.supplierId))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('offers or explains every offerable product exactly once', () => {
    fc.assert(
      fc.property(anyConsignment, anyContext, (c, ctx) => {
        const result = filterServices(c, SERVICES, ctx);
        expect(result.offered.length + result.notOffered.length).toBe(SERVICES.filter(isOfferable).length);
        expect(result.notOffered.every((n) => n.reasons.length > 0)).toBe(true);
      }),
    );
  });

  it('is deterministic and leaves its input alone', () => {
    fc.assert(
      fc.property(anyConsignment, anyContext, (c, ctx) => {
        const copy = structuredClone(c);
        const first = filterServices(c, SERVICES, ctx);
        expect(filterServices(copy, SERVICES, ctx)).toEqual(first);
        expect(c).toEqual(copy);
      }),
    );
  });
});
