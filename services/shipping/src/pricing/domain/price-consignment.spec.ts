import { isExportTransport } from '@freight/reference-data';
import fc from 'fast-check';
import { CATALOGUE } from '../../catalogue/data/catalogue.data';
import { reasonsNotOffered } from '../../freight-services/domain/filter-services';
import { basePriceOre, chargeableWeightKg, priceConsignment } from './price-consignment';
import type {
  ConsignmentInput,
  FreightServiceDef,
  GoodsItemInput,
  PriceResult,
  ServiceOptionDef,
  Tariff,
} from '../../shared/freight/freight.types';

// A product and tariff of our own, so each rule is visible in the numbers.
const OPTIONS: ServiceOptionDef[] = [
  { id: 1, type: 'NOTIFY_EMAIL', name: { sv: 'Avisering via e-post', en: 'Notification by e-mail' }, format: 'email', priceOre: 0 },
  { id: 2, type: 'NOTIFY_SMS', name: { sv: 'Avisering via SMS', en: 'Notification by SMS' }, format: 'numeric', priceOre: 300 },
  {
    id: 3,
    type: 'NOTIFY_EMAIL',
    name: { sv: 'Avisering via e-post', en: 'Notification by e-mail' },
    format: 'email',
    priceOre: 0,
    conflictsWith: ['NOTIFY_SMS'],
  },
  {
    id: 4,
    type: 'NOTIFY_SMS',
    name: { sv: 'Avisering via SMS', en: 'Notification by SMS' },
    format: 'numeric',
    priceOre: 0,
    conflictsWith: ['NOTIFY_EMAIL'],
  },
  { id: 5, type: 'TAIL_LIFT', name: { sv: 'Bakgavellyft', en: 'Tail lift' }, format: null, priceOre: 29_500 },
  { id: 6, type: 'DANGEROUS_GOODS', name: { sv: 'Farligt gods', en: 'Dangerous goods' }, format: 'alphanumeric', priceOre: null },
  { id: 7, type: 'COD', name: { sv: 'Postförskott', en: 'Cash on delivery' }, format: 'decimal', priceOre: 4_900 },
  { id: 8, type: 'CARRY_IN', name: { sv: 'Inbärning', en: 'Carry-in' }, format: null, priceOre: 19_900 },
  {
    id: 9,
    type: 'PICKUP_TAIL_LIFT',
    name: { sv: 'Bakgavellyft vid hämtning', en: 'Tail lift at pickup' },
    format: null,
    priceOre: 29_500,
    conflictsWith: ['TAIL_LIFT'],
  },
];

const base = CATALOGUE.services.find((s) => s.templateName === 'DBS_SYSTEM')!;
const SERVICE: FreightServiceDef = {
  ...base,
  templateName: 'TEST_SYSTEM',
  code: 'TEST-1',
  fromCountries: ['SE'],
  toCountries: ['SE', 'NO'],
  volumeFactor: 280,
  loadingMetreFactor: 1850,
  fixedPrices: [],
  optionIds: [1, 2, 5, 6, 7, 9],
};

const TARIFF: Tariff = {
  id: 'TEST_SYSTEM:1',
  priceList: 1,
  breaks: [
    { upToKg: 10, priceOreByZone: { SE1: 10_000, SE2: 12_000, NORDIC: 30_000 } },
    { upToKg: 100, priceOreByZone: { SE1: 30_000, SE2: 36_000, NORDIC: 90_000 } },
    { upToKg: 1000, priceOreByZone: { SE1: 150_000, SE2: 180_000, NORDIC: 400_000 } },
  ],
  perKgAboveOreByZone: { SE1: 100, SE2: 120 },
  minChargeOre: 15_000,
  fuelSurchargeBasisPoints: 1000,
};

const STOCKHOLM = { countrycode: 'SE', postcode: '11122' };
const SOLNA = { countrycode: 'SE', postcode: '17165' };
const GOTEBORG = { countrycode: 'SE', postcode: '41301' };
const OSLO = { countrycode: 'NO', postcode: '0150' };

function consignment(goodsItems: GoodsItemInput[], more: Partial<ConsignmentInput> = {}): ConsignmentInput {
  return { from: STOCKHOLM, to: SOLNA, goodsItems, serviceOptions: [], consigneeType: 'company', ...more };
}

const parcel = (weight: number, more: Partial<GoodsItemInput> = {}): GoodsItemInput => ({
  noOfPackages: 1,
  weight,
  packageType: 'parcel',
  ...more,
});

/** `tariff` null: the product has no tariff for the list. */
function price(c: ConsignmentInput, service = SERVICE, tariff: Tariff | null = TARIFF): PriceResult {
  return priceConsignment(c, service, tariff ?? undefined, OPTIONS, 1);
}

const amounts = (r: PriceResult) => r.lines.map((l) => [l.kind, l.amountOre]);

describe(chargeableWeightKg.name, () => {
  const parcelProduct = { volumeFactor: 200, loadingMetreFactor: 0 };
  it.each<[string, GoodsItemInput[], Pick<FreightServiceDef, 'volumeFactor' | 'loadingMetreFactor'>, number]>([
    ['the actual weight when it is the greatest', [parcel(55)], SERVICE, 55],
    ['rounded up to whole kg', [parcel(54.01)], SERVICE, 55],
    ['at least 1 kg', [parcel(0.2)], SERVICE, 1],
    [
      'volume × 200 kg/m³ when greater (40 × 30 × 20 cm → 4.8 kg → 5 kg)',
      [parcel(2, { length: 40, width: 30, height: 20 })],
      parcelProduct,
      5,
    ],
    [
      'volume × 280 kg/m³ from a sent volume (0.5 m³ → 140 kg)',
      [{ noOfPackages: 1, weight: 20, packageType: 'unspecified', volume: 0.5 }],
      SERVICE,
      140,
    ],
    [
      'loading metres × 1 850 kg/LDM when greater (2 EUR pallets → 1 480 kg)',
      [{ noOfPackages: 2, weight: 600, packageType: 'pallet', height: 100 }],
      SERVICE,
      1480,
    ],
    [
      'loading metres over volume for a cube that may not be stacked (1 m³: 280 kg by volume, 771 kg by 0.417 LDM)',
      [parcel(20, { length: 100, width: 100, height: 100, isStackable: false })],
      SERVICE,
      771,
    ],
    [
      'volume, not floor space, for the same cube when it may be stacked',
      [parcel(20, { length: 100, width: 100, height: 100 })],
      SERVICE,
      280,
    ],
    ['the totals of all items', [parcel(5), parcel(7.5)], SERVICE, 13],
  ])('is %s', (_case, items, product, expected) => {
    expect(chargeableWeightKg(items, product)).toBe(expected);
  });

  it('is 0 for no goods', () => {
    expect(chargeableWeightKg([], SERVICE)).toBe(0);
  });

  it('ignores volume and loading metres for a product without those factors', () => {
    expect(
      chargeableWeightKg([{ noOfPackages: 2, weight: 600, packageType: 'pallet', height: 100 }], {
        volumeFactor: 0,
        loadingMetreFactor: 0,
      }),
    ).toBe(600);
  });
});

describe(basePriceOre.name, () => {
  it.each<[number, string, number | undefined]>([
    [1, 'SE1', 10_000],
    [10, 'SE1', 10_000],
    [11, 'SE1', 30_000],
    [1000, 'SE2', 180_000],
    [1001, 'SE2', 180_120],
    [1500, 'SE1', 200_000],
    [1001, 'NORDIC', undefined],
    [5, 'EU1', undefined],
  ])('at %p kg in %s is %p öre', (kg, zone, expected) => {
    expect(basePriceOre(TARIFF, zone, kg)?.priceOre).toBe(expected);
  });

  it('does not depend on the order of the breaks', () => {
    const shuffled = { ...TARIFF, breaks: [TARIFF.breaks[2], TARIFF.breaks[0], TARIFF.breaks[1]] };
    for (const kg of [1, 10, 11, 100, 101, 1000, 1001]) expect(basePriceOre(shuffled, 'SE1', kg)).toEqual(basePriceOre(TARIFF, 'SE1', kg));
  });
});

describe(priceConsignment.name, () => {
  it('prices freight by zone and chargeable weight, then fuel surcharge and 25 % VAT', () => {
    const result = price(consignment([parcel(50)], { to: GOTEBORG }));
    expect(result).toMatchObject({
      templateName: 'TEST_SYSTEM',
      code: 'TEST-1',
      priceList: 1,
      zone: 'SE2',
      chargeableWeightKg: 50,
      currency: 'SEK',
      errors: [],
    });
    expect(amounts(result)).toEqual([
      ['freight', 36_000],
      ['fuel_surcharge', 3_600],
    ]);
    expect(result).toMatchObject({ netOre: 39_600, vatOre: 9_900, totalOre: 49_500 });
  });

  it('labels the lines in Swedish and English', () => {
    const [freight, fuel] = price(consignment([parcel(1480)], { to: GOTEBORG })).lines;
    expect(freight.label).toEqual({
      sv: 'Frakt zon SE2 (Inrikes, närliggande region), 1 480 kg fraktdragande vikt',
      en: 'Freight zone SE2 (Domestic, neighbouring region), 1,480 kg chargeable weight',
    });
    expect(fuel.label).toEqual({ sv: 'Drivmedelstillägg 10 %', en: 'Fuel surcharge 10 %' });
    expect(freight.detail).toMatchObject({
      zone: 'SE2',
      chargeableWeightKg: 1480,
      actualWeightKg: 1480,
      breakUpToKg: 'above',
      tariffId: 'TEST_SYSTEM:1',
    });
  });

  it('tops the freight up to the minimum charge, and takes the fuel surcharge on the topped-up freight', () => {
    const result = price(consignment([parcel(5)]));
    expect(amounts(result)).toEqual([
      ['freight', 10_000],
      ['minimum_charge', 5_000],
      ['fuel_surcharge', 1_500],
    ]);
    expect(result.lines[1].label).toEqual({
      sv: 'Tillägg upp till minimidebitering 150,00 kr',
      en: 'Top-up to the minimum charge of SEK 150.00',
    });
    expect(result.netOre).toBe(16_500);
  });

  it('prices every started kg above the last break', () => {
    expect(price(consignment([parcel(1000.5)])).lines[0]).toMatchObject({ kind: 'freight', amountOre: 150_100 });
  });

  it('prices two EUR pallets by their loading metres', () => {
    const result = price(consignment([{ noOfPackages: 2, weight: 600, packageType: 'pallet', height: 100 }], { to: GOTEBORG }));
    expect(result.chargeableWeightKg).toBe(1480);
    expect(result.lines[0].amountOre).toBe(180_000 + 480 * 120);
  });

  it('leaves the fuel line out when the tariff has no surcharge', () => {
    expect(amounts(price(consignment([parcel(50)]), SERVICE, { ...TARIFF, fuelSurchargeBasisPoints: 0 }))).toEqual([['freight', 30_000]]);
  });

  it('names the price list of the tariff it used', () => {
    expect(priceConsignment(consignment([parcel(50)]), SERVICE, { ...TARIFF, priceList: 2 }, OPTIONS, 2).priceList).toBe(2);
    expect(priceConsignment(consignment([parcel(50)]), SERVICE, TARIFF, OPTIONS, 3).priceList).toBe(1);
    expect(priceConsignment(consignment([parcel(50)]), SERVICE, undefined, OPTIONS, 3).priceList).toBe(3);
  });

  describe('price not found', () => {
    it.each<[string, ConsignmentInput, Tariff | null]>([
      ['no tariff', consignment([parcel(5)]), null],
      [
        'a zone the tariff does not price',
        consignment([parcel(5)], { to: { countrycode: 'NO', postcode: '0150' } }),
        { ...TARIFF, breaks: TARIFF.breaks.map((b) => ({ ...b, priceOreByZone: { SE1: 1 } })) },
      ],
      ['above the last break without a per-kg price', consignment([parcel(1200)], { to: OSLO }), TARIFF],
      ['a Swedish postcode that does not exist', consignment([parcel(5)], { to: { countrycode: 'SE', postcode: '00123' } }), TARIFF],
      ['a country the product does not go to', consignment([parcel(5)], { to: { countrycode: 'DK', postcode: '1050' } }), TARIFF],
      ['no goods', consignment([]), TARIFF],
    ])('for %s: an error, no total', (_case, c, tariff) => {
      const result = price(c, SERVICE, tariff);
      expect(result.errors).toEqual([{ code: 'ERROR.PRICE_NOT_FOUND' }]);
      expect(result).toMatchObject({ netOre: 0, vatOre: 0, totalOre: 0 });
    });

    it('has no zone when there is none', () => {
      expect(price(consignment([parcel(5)], { to: { countrycode: 'SE', postcode: '00123' } })).zone).toBe('');
    });
  });

  describe('service options', () => {
    it('prices each option asked for, free ones too', () => {
      const result = price(
        consignment([parcel(50)], {
          serviceOptions: [{ type: 'TAIL_LIFT' }, { type: 'NOTIFY_EMAIL', value: 'anna@example.se' }, { type: 'COD', value: '1250,50' }],
        }),
      );
      expect(result.errors).toEqual([]);
      expect(result.lines.filter((l) => l.kind === 'option')).toEqual([
        { kind: 'option', label: { sv: 'Bakgavellyft', en: 'Tail lift' }, amountOre: 29_500, detail: { type: 'TAIL_LIFT', optionId: 5 } },
        {
          kind: 'option',
          label: { sv: 'Avisering via e-post', en: 'Notification by e-mail' },
          amountOre: 0,
          detail: { type: 'NOTIFY_EMAIL', optionId: 1 },
        },
        { kind: 'option', label: { sv: 'Postförskott', en: 'Cash on delivery' }, amountOre: 4_900, detail: { type: 'COD', optionId: 7 } },
      ]);
      expect(result.netOre).toBe(30_000 + 3_000 + 29_500 + 4_900);
    });

    it('does not put the fuel surcharge on options', () => {
      const result = price(consignment([parcel(50)], { serviceOptions: [{ type: 'TAIL_LIFT' }] }));
      expect(result.lines.find((l) => l.kind === 'fuel_surcharge')?.amountOre).toBe(3_000);
    });

    it.each<[string, ConsignmentInput['serviceOptions'], object]>([
      [
        'a price-less option',
        [{ type: 'DANGEROUS_GOODS', value: 'UN1263' }],
        { code: 'ERROR.PRICELESS_OPTION', params: { option: 'DANGEROUS_GOODS', optionSv: 'Farligt gods', optionEn: 'Dangerous goods' } },
      ],
      [
        'an option the product does not have',
        [{ type: 'SATURDAY_DELIVERY' }],
        { code: 'PRICE.OPTION_NOT_OFFERED', params: { option: 'SATURDAY_DELIVERY' } },
      ],
      [
        'an option of the catalogue the product does not list',
        [{ type: 'CARRY_IN' }],
        { code: 'PRICE.OPTION_NOT_OFFERED', params: { option: 'CARRY_IN' } },
      ],
      [
        'a value in the wrong format',
        [{ type: 'COD', value: '12,345' }],
        { code: 'VALIDATION.INVALID_FORMAT', params: expect.objectContaining({ option: 'COD' }) },
      ],
      [
        'a wrong e-mail address',
        [{ type: 'NOTIFY_EMAIL', value: 'anna@' }],
        { code: 'VALIDATION.INVALID_EMAIL', params: expect.objectContaining({ option: 'NOTIFY_EMAIL' }) },
      ],
      [
        'a missing value',
        [{ type: 'NOTIFY_SMS' }],
        { code: 'VALIDATION.REQUIRED', params: expect.objectContaining({ option: 'NOTIFY_SMS' }) },
      ],
      [
        'two options that cannot be combined',
        [{ type: 'TAIL_LIFT' }, { type: 'PICKUP_TAIL_LIFT' }],
        { code: 'PRICE.OPTION_CONFLICT', params: expect.objectContaining({ option: 'TAIL_LIFT', other: 'PICKUP_TAIL_LIFT' }) },
      ],
    ])('refuses %s', (_case, serviceOptions, error) => {
      const result = price(consignment([parcel(50)], { serviceOptions }));
      expect(result.errors).toEqual([error]);
      expect(result.totalOre).toBe(0);
    });

    it('refuses e-mail and SMS notice together where the product says they conflict: "E-post saknas för mottagare"', () => {
      const service = { ...SERVICE, optionIds: [3, 4] };
      const result = price(
        consignment([parcel(50)], {
          serviceOptions: [
            { type: 'NOTIFY_EMAIL', value: 'anna@example.se' },
            { type: 'NOTIFY_SMS', value: '0701234567' },
          ],
        }),
        service,
      );
      expect(result.errors).toEqual([{ code: 'ERROR.NOTICE_CONFLICT' }]);
    });

    it('takes e-mail and SMS notice together where the product allows it', () => {
      const result = price(
        consignment([parcel(50)], {
          serviceOptions: [
            { type: 'NOTIFY_EMAIL', value: 'anna@example.se' },
            { type: 'NOTIFY_SMS', value: '0701234567' },
          ],
        }),
      );
      expect(result.errors).toEqual([]);
      expect(result.lines.filter((l) => l.kind === 'option').map((l) => l.amountOre)).toEqual([0, 300]);
    });

    it('prices an option asked for twice once', () => {
      const result = price(consignment([parcel(50)], { serviceOptions: [{ type: 'TAIL_LIFT' }, { type: 'TAIL_LIFT' }] }));
      expect(result.lines.filter((l) => l.kind === 'option')).toHaveLength(1);
    });

    it('keeps freight lines while an option has an error, but gives no total', () => {
      const result = price(consignment([parcel(50)], { serviceOptions: [{ type: 'DANGEROUS_GOODS', value: 'UN1263' }] }));
      expect(result.lines.map((l) => l.kind)).toEqual(['freight', 'fuel_surcharge']);
      expect(result).toMatchObject({ netOre: 0, vatOre: 0, totalOre: 0 });
    });
  });

  describe('insurance', () => {
    it('adds 0.75 % of the goods value', () => {
      const result = price(consignment([parcel(50)], { insurance: { goodsValueOre: 2_000_000 } }));
      expect(result.lines.at(-1)).toEqual({
        kind: 'insurance',
        label: {
          sv: 'Transportförsäkring, 0,75 % av varuvärdet 20 000,00 kr, minst 65,00 kr',
          en: 'Transport insurance, 0.75 % of the goods value SEK 20,000.00, at least SEK 65.00',
        },
        amountOre: 15_000,
        detail: { goodsValueOre: 2_000_000, basisPoints: 75, minimumOre: 6_500 },
      });
      expect(result.netOre).toBe(33_000 + 15_000);
    });

    it('charges at least SEK 65', () => {
      expect(price(consignment([parcel(50)], { insurance: { goodsValueOre: 100_000 } })).lines.at(-1)?.amountOre).toBe(6_500);
    });

    it.each([
      ['a goods value under 1 000', 99_900, { code: 'VALIDATION.MIN', params: { limit: '1000' } }],
      ['a goods value over 1 000 000', 100_000_100, { code: 'VALIDATION.MAX', params: { limit: '1000000' } }],
      ['no goods value', undefined as unknown as number, { code: 'VALIDATION.REQUIRED' }],
    ])('refuses %s', (_case, goodsValueOre, error) => {
      const result = price(consignment([parcel(50)], { insurance: { goodsValueOre } }));
      expect(result.errors).toEqual([error]);
      expect(result.lines.some((l) => l.kind === 'insurance')).toBe(false);
      expect(result.totalOre).toBe(0);
    });

    it('is no line when insurance is not chosen', () => {
      expect(price(consignment([parcel(50)])).lines.some((l) => l.kind === 'insurance')).toBe(false);
    });
  });

  describe('fixed prices', () => {
    const flat: FreightServiceDef = {
      ...SERVICE,
      fixedPrices: [
        { packageType: 'parcel', maxWeightKg: 5, priceOre: 7_900 },
        { packageType: 'parcel', maxWeightKg: 1, priceOre: 5_900 },
        { packageType: 'halfpallet', maxWeightKg: 250, priceOre: 59_500 },
      ],
    };

    it('replace the tariff when every item fits one, at the lowest tier that fits', () => {
      const bulky = parcel(8, { noOfPackages: 2, length: 60, width: 60, height: 60, isStackable: false }); // 555 kg by loading metres for the tariff
      const result = price(consignment([parcel(0.8), bulky]), flat);
      expect(result.lines).toEqual([
        {
          kind: 'fixed_price',
          label: { sv: 'Fast pris 1 × paket upp till 1 kg', en: 'Fixed price 1 × Parcel up to 1 kg' },
          amountOre: 5_900,
          detail: { packageType: 'parcel', packages: 1, maxWeightKg: 1, unitPriceOre: 5_900 },
        },
        {
          kind: 'fixed_price',
          label: { sv: 'Fast pris 2 × paket upp till 5 kg', en: 'Fixed price 2 × Parcel up to 5 kg' },
          amountOre: 15_800,
          detail: { packageType: 'parcel', packages: 2, maxWeightKg: 5, unitPriceOre: 7_900 },
        },
      ]);
      expect(result.chargeableWeightKg).toBe(555);
      expect(result).toMatchObject({ netOre: 21_700, errors: [] });
    });

    it('do not apply when one item does not fit', () => {
      expect(price(consignment([parcel(0.8), parcel(6)]), flat).lines.map((l) => l.kind)).toEqual([
        'freight',
        'minimum_charge',
        'fuel_surcharge',
      ]);
    });

    it('never make a consignment dearer than the tariff', () => {
      const dear: FreightServiceDef = { ...SERVICE, fixedPrices: [{ packageType: 'parcel', maxWeightKg: 5, priceOre: 50_000 }] };
      expect(price(consignment([parcel(5)]), dear).netOre).toBe(16_500);
    });

    it('price without a tariff', () => {
      expect(price(consignment([parcel(4)]), flat, null)).toMatchObject({ netOre: 7_900, errors: [] });
    });

    it('need a route the product serves', () => {
      expect(price(consignment([parcel(4)], { to: { countrycode: 'DK', postcode: '1050' } }), flat).errors).toEqual([
        { code: 'ERROR.PRICE_NOT_FOUND' },
      ]);
    });
  });

  it('is deterministic and leaves its input alone', () => {
    const c = consignment([{ noOfPackages: 2, weight: 600, packageType: 'pallet', length: 10, width: 10, height: 100 }], {
      serviceOptions: [{ type: 'TAIL_LIFT' }],
      insurance: { goodsValueOre: 5_000_000 },
    });
    const copy = structuredClone(c);
    const first = price(c);
    expect(price(c)).toEqual(first);
    expect(c).toEqual(copy);
  });
});

// ---------------------------------------------------------------------------------------------
// The catalogue's samples and properties over every active product

const ACTIVE = CATALOGUE.services.filter((s) => s.active);
const tariffOf = (s: FreightServiceDef, list: number) => CATALOGUE.tariffs.find((t) => t.id === s.tariffIds[list]);
const optionsOf = (s: FreightServiceDef) => CATALOGUE.options.filter((o) => s.optionIds.includes(o.id));
const quote = (c: ConsignmentInput, s: FreightServiceDef, list: number) => priceConsignment(c, s, tariffOf(s, list), optionsOf(s), list);

describe('sample quotes', () => {
  const pallets: ConsignmentInput = {
    from: STOCKHOLM,
    to: GOTEBORG,
    goodsItems: [{ noOfPackages: 2, weight: 600, packageType: 'pallet', height: 100 }],
    serviceOptions: [],
    consigneeType: 'company',
  };
  const oslo: ConsignmentInput = {
    from: STOCKHOLM,
    to: OSLO,
    goodsItems: [{ noOfPackages: 1, weight: 5, packageType: 'parcel', length: 40, width: 30, height: 20 }],
    serviceOptions: [],
    consigneeType: 'company',
  };

  it.each([
    ['DBS_SYSTEM', 1, 241_110],
    ['DBS_SYSTEM', 2, 289_332],
    ['PN_PALLET', 1, 242_535],
    ['PN_PALLET', 2, 291_042],
    ['DBS_PARTLOAD', 1, 290_130],
  ])('2 EUR pallets of 300 kg Stockholm → Göteborg with %s on list %p: %p öre excl. VAT', (templateName, list, netOre) => {
    const result = quote(
      pallets,
      CATALOGUE.services.find((s) => s.templateName === templateName)!,
      list,
    );
    expect(result).toMatchObject({ zone: 'SE2', chargeableWeightKg: 1480, netOre, errors: [] });
    expect(result.totalOre).toBe(netOre + Math.floor((netOre * 2500 + 5000) / 10000));
  });

  it.each([
    ['UPS_EXPRESS_SAVER_INT', 1, 50_678],
    ['UPS_EXPRESS_SAVER_INT', 2, 60_813],
    ['PN_PARCEL', 1, 34_133],
    ['DHL_EXPRESS_WORLDWIDE', 1, 53_431],
  ])('a 5 kg parcel Stockholm → Oslo with %s on list %p: %p öre excl. VAT', (templateName, list, netOre) => {
    expect(
      quote(
        oslo,
        CATALOGUE.services.find((s) => s.templateName === templateName)!,
        list,
      ),
    ).toMatchObject({ zone: 'NORDIC', netOre, errors: [] });
  });
});

/** A consignment on a route this product serves, with goods of a type it takes (limits not considered). */
const servedConsignment = (s: FreightServiceDef, bounded = false) => {
  const packages = bounded ? Math.min(5, s.limits.maxPackages) : 5;
  const maxWeight = bounded ? s.limits.maxItemWeightKg : 3000;
  return fc.record({
    to: fc.constantFrom(...s.toCountries),
    postcode: fc.constantFrom('11122', '21119', '41301', '58222', '85230', '97231'),
    packageType: fc.constantFrom(...s.packageTypes),
    items: fc.array(
      fc.integer({ min: 1, max: packages }).chain((noOfPackages) =>
        fc.record({
          weight: fc.double({ min: 0.01, max: maxWeight * noOfPackages, noNaN: true }),
          noOfPackages: fc.constant(noOfPackages),
          length: fc.option(fc.integer({ min: 1, max: bounded ? s.limits.maxLengthCm : 300 }), { nil: undefined }),
          width: fc.option(fc.integer({ min: 1, max: bounded ? s.limits.maxWidthCm : 240 }), { nil: undefined }),
          height: fc.option(fc.integer({ min: 1, max: bounded ? s.limits.maxHeightCm : 250 }), { nil: undefined }),
        }),
      ),
      { minLength: 1, maxLength: Math.min(3, packages) },
    ),
  });
};

function build(
  s: FreightServiceDef,
  g: { to: string; postcode: string; packageType: GoodsItemInput['packageType']; items: Omit<GoodsItemInput, 'packageType'>[] },
): ConsignmentInput {
  return {
    from: STOCKHOLM,
    to: { countrycode: g.to, postcode: g.to === 'SE' ? g.postcode : '1000' },
    goodsItems: g.items.map((item) => ({ ...item, packageType: g.packageType })),
    serviceOptions: [],
    consigneeType: s.consigneeTypes[0],
  };
}

describe('pricing properties', () => {
  it('never gives a lower price when an item gets heavier', () => {
    const product = fc.constantFrom(...ACTIVE);
    fc.assert(
      fc.property(
        product.chain((s) =>
          fc.tuple(fc.constant(s), servedConsignment(s), fc.constantFrom(1, 2), fc.double({ min: 0, max: 2000, noNaN: true }), fc.nat(2)),
        ),
        ([s, g, list, extra, index]) => {
          const lighter = build(s, g);
          const i = index % lighter.goodsItems.length;
          const heavier = {
            ...lighter,
            goodsItems: lighter.goodsItems.map((item, j) => (j === i ? { ...item, weight: item.weight + extra } : item)),
          };
          const a = quote(lighter, s, list);
          const b = quote(heavier, s, list);
          if (a.errors.length === 0 && b.errors.length === 0) expect(b.netOre).toBeGreaterThanOrEqual(a.netOre);
          if (a.errors.length > 0) expect(b.errors.length).toBeGreaterThan(0); // what cannot be priced does not become priceable by weighing more
        },
      ),
      { numRuns: 500 },
    );
  });

  it('prices, on both lists, every consignment the filter offers a product for', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACTIVE).chain((s) => fc.tuple(fc.constant(s), servedConsignment(s, true), fc.constantFrom(1, 2))),
        ([s, g, list]) => {
          const c = build(s, g);
          fc.pre(reasonsNotOffered(c, s, { guaranteeService: true }).length === 0);
          expect(quote(c, s, list).errors).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never charges under SEK 65 for insurance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 100_000_000 }), fc.constantFrom(...ACTIVE), (goodsValueOre, s) => {
        const c: ConsignmentInput = {
          ...build(s, {
            to: s.toCountries[0],
            postcode: '41301',
            packageType: s.packageTypes[0],
            items: [{ weight: 10, noOfPackages: 1 }],
          }),
          insurance: { goodsValueOre },
        };
        const line = quote(c, s, 1).lines.find((l) => l.kind === 'insurance');
        expect(line?.amountOre).toBeGreaterThanOrEqual(6_500);
      }),
    );
  });

  it('keeps the books: net is the sum of the lines, VAT 25 % of it (of the premium alone for an export), total their sum', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACTIVE).chain((s) => fc.tuple(fc.constant(s), servedConsignment(s), fc.constantFrom(1, 2))),
        ([s, g, list]) => {
          const c = build(s, g);
          const r = quote(c, s, list);
          expect(r.netOre).toBe(r.lines.reduce((sum, l) => sum + l.amountOre, 0));
          // Transport to a receiver outside the EU customs territory is exempt (10 kap. 68 § ML).
          const taxable = isExportTransport(c.to.countrycode)
            ? r.lines.filter((l) => l.kind === 'insurance').reduce((sum, l) => sum + l.amountOre, 0)
            : r.netOre;
          expect(r.vatOre).toBe(Math.floor((taxable * 2500 + 5000) / 10000));
          expect(r.totalOre).toBe(r.netOre + r.vatOre);
          expect(r.lines.every((l) => Number.isInteger(l.amountOre) && l.amountOre >= 0)).toBe(true);
        },
      ),
    );
  });

  it('charges no VAT on the transport of goods leaving the EU (10 kap. 68 § ML), 25 % inside it', () => {
    const service = ACTIVE.find((candidate) => candidate.templateName === 'UPS_EXPRESS_SAVER_INT')!;
    const to = (countrycode: string, postcode: string): ConsignmentInput => ({
      from: { countrycode: 'SE', postcode: '11157' },
      to: { countrycode, postcode },
      goodsItems: [{ noOfPackages: 1, weight: 3, length: 30, width: 20, height: 10, packageType: 'parcel', isStackable: true }],
      serviceOptions: [],
      consigneeType: 'company',
    });
    const norway = quote(to('NO', '0154'), service, 1);
    expect(norway.errors).toEqual([]);
    expect(norway.netOre).toBeGreaterThan(0);
    expect(norway.vatOre).toBe(0);
    expect(norway.totalOre).toBe(norway.netOre);
    const denmark = quote(to('DK', '1050'), service, 1);
    expect(denmark.vatOre).toBe(Math.floor((denmark.netOre * 2500 + 5000) / 10000));
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACTIVE).chain((s) => fc.tuple(fc.constant(s), servedConsignment(s), fc.constantFrom(1, 2))),
        ([s, g, list]) => {
          const c = build(s, g);
          expect(quote(structuredClone(c), s, list)).toEqual(quote(c, s, list));
        },
      ),
    );
  });
});
