import { ACTIVE_CARRIER_CODES, findCarrier, isKnownCountry, isPackageTypeCode } from '@freight/reference-data';
import { priceConsignment } from '../../pricing/domain/price-consignment';
import { percentOfOre } from '../../shared/freight/money';
import type { AddressInput, ConsignmentInput, FreightServiceDef, OptionFormat, Tariff } from '../../shared/freight/freight.types';
import { countryZone, zoneFor } from '../../shared/freight/zones';
import { CATALOGUE } from './catalogue.data';

const { services, options, tariffs, terms } = CATALOGUE;
const ACTIVE = services.filter((s) => s.active);
const tariffById = new Map(tariffs.map((t) => [t.id, t]));

const unique = <T>(values: T[]) => new Set(values).size === values.length;

describe('CATALOGUE', () => {
  describe('products', () => {
    it.each(ACTIVE_CARRIER_CODES.map((code) => [code]))('has active products for active carrier %p', (code) => {
      expect(ACTIVE.filter((s) => s.supplierId === code).length).toBeGreaterThanOrEqual(3);
    });

    it.each([[71], [210]])('has only inactive products for inactive carrier %p', (code) => {
      const products = services.filter((s) => s.supplierId === code);
      expect(products.length).toBeGreaterThan(0);
      expect(products.every((s) => !s.active)).toBe(true);
    });

    it('has guarantee variants for the freight carrier 116 only', () => {
      const guaranteed = services.filter((s) => s.guarantee);
      expect(guaranteed.map((s) => s.templateName)).toEqual(['DBS_PARCEL_GUARANTEE', 'DBS_SYSTEM_PREMIUM']);
      expect(guaranteed.every((s) => s.supplierId === 116)).toBe(true);
    });

    it('identifies products uniquely by template name, code, service id and terms', () => {
      expect(unique(services.map((s) => s.templateName))).toBe(true);
      expect(unique(services.map((s) => s.code))).toBe(true);
      expect(unique(services.map((s) => s.serviceId))).toBe(true);
      expect(unique(services.map((s) => s.termsId))).toBe(true);
    });

    it('carries parcels, pallets, part loads, domestic and international, to companies and private persons', () => {
      const offers = (test: (s: FreightServiceDef) => boolean) => ACTIVE.some(test);
      expect(offers((s) => s.packageTypes.includes('parcel') && s.toCountries.includes('SE'))).toBe(true);
      expect(offers((s) => s.packageTypes.includes('pallet') && s.toCountries.includes('SE'))).toBe(true);
      expect(offers((s) => s.limits.maxTotalWeightKg >= 25000)).toBe(true);
      expect(offers((s) => s.toCountries.includes('US'))).toBe(true);
      expect(offers((s) => s.consigneeTypes.includes('private') && !s.consigneeTypes.includes('company'))).toBe(true);
      expect(offers((s) => s.fixedPrices.length > 0)).toBe(true);
      expect(offers((s) => s.locationFinder)).toBe(true);
      expect(offers((s) => s.locationFinderUPS && s.supplierId === 131)).toBe(true);
    });

    it('gives UPS, the carrier with paperless customs, the paperless invoice option', () => {
      const paperless = options.find((o) => o.type === 'PAPERLESS_INVOICE')!;
      const holders = services.filter((s) => s.optionIds.includes(paperless.id));
      expect(holders.length).toBeGreaterThan(0);
      expect(holders.every((s) => findCarrier(s.supplierId)?.paperlessCustoms)).toBe(true);
    });

    describe.each(services.map((s) => [s.templateName, s] as const))('%s', (_name, s) => {
      it('fills every field sensibly', () => {
        expect(findCarrier(s.supplierId)?.name).toBe(s.supplier);
        expect(s.priceSupplier).toBe(s.supplierId);
        for (const text of [s.templateSubject, s.priceInfo, s.instruction, s.deliveryInfo]) {
          expect(text.sv.trim()).not.toBe('');
          expect(text.en.trim()).not.toBe('');
        }
        expect(s.trackingUrl).toMatch(/^https:\/\/[^ ]+\{consignmentNo\}/);
        expect(s.pickupTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(s.deliveryMinDays).toBeGreaterThanOrEqual(1);
        expect(s.deliveryMaxDays).toBeGreaterThanOrEqual(s.deliveryMinDays);
        expect(s.addService).toBe(s.optionIds.length > 0);
        expect(s.textId).toBe(s.termsId);
        expect(s.packageTypes.length).toBeGreaterThan(0);
        expect(s.packageTypes.every(isPackageTypeCode)).toBe(true);
        expect(s.consigneeTypes.length).toBeGreaterThan(0);
        expect(s.fromCountries).toEqual(['SE']);
        expect(s.toCountries.length).toBeGreaterThan(0);
        expect(s.toCountries.every(isKnownCountry)).toBe(true);
        expect(Object.values(s.limits).every((v) => v > 0)).toBe(true);
        expect(s.volumeFactor).toBeGreaterThan(0);
        expect(s.loadingMetreFactor).toBeGreaterThanOrEqual(0);
        expect(s.fixedPrices.every((f) => s.packageTypes.includes(f.packageType) && f.priceOre > 0 && f.maxWeightKg > 0)).toBe(true);
      });

      it('has its terms, options and a tariff for price lists 1 and 2', () => {
        expect(terms.find((t) => t.id === s.termsId)?.text).toEqual({ sv: expect.stringMatching(/\S/), en: expect.stringMatching(/\S/) });
        const own = s.optionIds.map((id) => options.find((o) => o.id === id));
        expect(own.every(Boolean)).toBe(true);
        expect(unique(own.map((o) => o!.type))).toBe(true);
        expect(tariffById.get(s.tariffIds[1])?.priceList).toBe(1);
        expect(tariffById.get(s.tariffIds[2])?.priceList).toBe(2);
      });

      it('prices every zone it goes to, on both lists, past the last break too', () => {
        const zones = new Set(s.toCountries.flatMap((c) => (c === 'SE' ? ['SE1', 'SE2', 'SE3', 'SE4'] : [countryZone(c)!])));
        for (const list of [1, 2]) {
          const t = tariffById.get(s.tariffIds[list])!;
          for (const zone of zones) {
            expect({ zone, list, priced: t.breaks.every((b) => b.priceOreByZone[zone] !== undefined) }).toEqual({
              zone,
              list,
              priced: true,
            });
            expect({ zone, list, perKg: t.perKgAboveOreByZone?.[zone] }).toEqual({ zone, list, perKg: expect.any(Number) });
          }
        }
      });
    });
  });

  describe('service options', () => {
    it('have unique ids and Swedish and English names', () => {
      expect(unique(options.map((o) => o.id))).toBe(true);
      expect(options.every((o) => o.name.sv && o.name.en)).toBe(true);
    });

    it('use every format of the spec', () => {
      const formats: OptionFormat[] = [
        'decimal',
        'alphanumeric',
        'alphanumeric_spaces',
        'numeric',
        'alphabetic',
        'alphabetic_spaces',
        'email',
      ];
      expect(formats.filter((f) => !options.some((o) => o.format === f))).toEqual([]);
    });

    it('include price-less ones', () => {
      expect(options.filter((o) => o.priceOre === null).length).toBeGreaterThanOrEqual(2);
    });

    it('have e-mail and SMS notice conflict on at least one active product', () => {
      const conflicting = ACTIVE.filter((s) => {
        const own = options.filter((o) => s.optionIds.includes(o.id));
        return (
          own.some((o) => o.type === 'NOTIFY_EMAIL' && o.conflictsWith?.includes('NOTIFY_SMS')) && own.some((o) => o.type === 'NOTIFY_SMS')
        );
      });
      expect(conflicting.length).toBeGreaterThan(0);
    });

    it('are all used', () => {
      const used = new Set(services.flatMap((s) => s.optionIds));
      expect(options.filter((o) => !used.has(o.id)).map((o) => o.type)).toEqual([]);
    });
  });

  describe('tariffs', () => {
    it('have unique ids and belong to a product', () => {
      expect(unique(tariffs.map((t) => t.id))).toBe(true);
      const referenced = new Set(services.flatMap((s) => Object.values(s.tariffIds)));
      expect(tariffs.filter((t) => !referenced.has(t.id))).toEqual([]);
    });

    it.each(tariffs.map((t) => [t.id, t] as const))('%s has rising breaks and prices that never fall with weight', (_id, t) => {
      const kg = t.breaks.map((b) => b.upToKg);
      expect(kg).toEqual([...kg].sort((a, b) => a - b));
      expect(unique(kg)).toBe(true);
      expect(kg.every(Number.isInteger)).toBe(true);
      for (const zone of Object.keys(t.breaks[0].priceOreByZone)) {
        const prices = t.breaks.map((b) => b.priceOreByZone[zone]);
        expect(prices.every((p, i) => Number.isInteger(p) && p > 0 && (i === 0 || p >= prices[i - 1]))).toBe(true);
        expect(t.perKgAboveOreByZone?.[zone]).toBeGreaterThan(0);
      }
      expect(t.minChargeOre).toBeGreaterThan(0);
      expect(t.fuelSurchargeBasisPoints).toBeGreaterThanOrEqual(0);
      expect(t.fuelSurchargeBasisPoints).toBeLessThanOrEqual(3000);
    });

    it.each(services.map((s) => [s.templateName, s] as const))(
      '%s costs more on price list 2 than on price list 1, everywhere',
      (_name, s) => {
        const [one, two] = [tariffById.get(s.tariffIds[1])!, tariffById.get(s.tariffIds[2])!];
        expect(two.breaks.map((b) => b.upToKg)).toEqual(one.breaks.map((b) => b.upToKg));
        one.breaks.forEach((b, i) => {
          for (const [zone, price] of Object.entries(b.priceOreByZone)) expect(two.breaks[i].priceOreByZone[zone]).toBeGreaterThan(price);
        });
        expect(two.minChargeOre).toBeGreaterThan(one.minChargeOre);
      },
    );
  });

  it('has terms in Swedish and English for every product, and none besides', () => {
    expect(terms.map((t) => t.id).sort()).toEqual(services.map((s) => s.termsId).sort());
  });

  it('survives a trip through JSON (it is seeded as jsonb)', () => {
    expect(JSON.parse(JSON.stringify(CATALOGUE))).toEqual(CATALOGUE);
  });
});

// ---------------------------------------------------------------------------------------------
// Each active product's tariff at its breaks: just below, at and just above, both price lists.

const STOCKHOLM: AddressInput = { countrycode: 'SE', postcode: '11122' };
const DOMESTIC_ROUTES: Record<string, [AddressInput, AddressInput]> = {
  SE1: [STOCKHOLM, { countrycode: 'SE', postcode: '17165' }],
  SE2: [STOCKHOLM, { countrycode: 'SE', postcode: '41301' }],
  SE3: [STOCKHOLM, { countrycode: 'SE', postcode: '21119' }],
  SE4: [
    { countrycode: 'SE', postcode: '21119' },
    { countrycode: 'SE', postcode: '97231' },
  ],
};

/** From and to for a zone on a route the product serves. */
function routeFor(s: FreightServiceDef, zone: string): [AddressInput, AddressInput] {
  if (DOMESTIC_ROUTES[zone]) return DOMESTIC_ROUTES[zone];
  const country = s.toCountries.find((c) => c !== 'SE' && countryZone(c) === zone)!;
  return [STOCKHOLM, { countrycode: country, postcode: '1000' }];
}

/** The tariff's own arithmetic: base at the weight, topped up to the minimum, plus fuel. */
function expectedNet(t: Tariff, zone: string, kg: number): number {
  const hit = t.breaks.find((b) => b.upToKg >= kg);
  const last = t.breaks[t.breaks.length - 1];
  const base = hit ? hit.priceOreByZone[zone] : last.priceOreByZone[zone] + (kg - last.upToKg) * t.perKgAboveOreByZone![zone];
  const freight = Math.max(base, t.minChargeOre);
  return freight + percentOfOre(freight, t.fuelSurchargeBasisPoints);
}

describe('tariffs at their breaks', () => {
  const cases = ACTIVE.flatMap((s) => [1, 2].map((list) => [s.templateName, list, s] as const));

  it.each(cases)('%s, price list %p: just below, at and just above each break, in every zone', (_name, list, s) => {
    const t = tariffById.get(s.tariffIds[list])!;
    // The tariff itself is under test: no fixed prices, and the weight is the chargeable weight
    // (an EUR pallet alone would weigh 740 kg by its loading metres).
    const product: FreightServiceDef = { ...s, fixedPrices: [], loadingMetreFactor: 0 };
    const packageType = s.packageTypes[0];
    const mismatches: string[] = [];
    for (const zone of Object.keys(t.breaks[0].priceOreByZone)) {
      const [from, to] = routeFor(s, zone);
      expect(zoneFor(from, to)).toBe(zone);
      for (const b of t.breaks) {
        for (const [position, weight, chargeable] of [
          ['below', b.upToKg - 0.1, b.upToKg],
          ['at', b.upToKg, b.upToKg],
          ['above', b.upToKg + 0.1, b.upToKg + 1],
        ] as const) {
          const c: ConsignmentInput = {
            from,
            to,
            goodsItems: [{ noOfPackages: 1, weight, packageType }],
            serviceOptions: [],
            consigneeType: s.consigneeTypes[0],
          };
          const result = priceConsignment(c, product, t, [], list);
          const expected = expectedNet(t, zone, chargeable);
          if (result.chargeableWeightKg !== chargeable || result.netOre !== expected || result.errors.length > 0) {
            mismatches.push(
              `${zone} ${position} ${b.upToKg} kg: got ${result.netOre} öre at ${result.chargeableWeightKg} kg ${JSON.stringify(result.errors)}, expected ${expected} öre`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it.each([
    // Hand-checked anchors (öre excl. VAT): the table above recomputes, these pin the data.
    ['DBS_SYSTEM', 1, 'SE2', 1500, 211_500 + 29_610],
    ['DBS_SYSTEM', 1, 'SE2', 1501, 258_500 + 36_190],
    ['DBS_SYSTEM', 2, 'SE2', 1500, 253_800 + 35_532],
    ['PN_PARCEL', 1, 'NORDIC', 5, 26_500 + 1_855],
    ['PN_PARCEL', 2, 'NORDIC', 5, 31_800 + 2_226],
    ['UPS_EXPRESS_SAVER_INT', 1, 'WORLD1', 70, 564_500 + 93_143],
    ['UPS_EXPRESS_SAVER_INT', 1, 'WORLD1', 71, 571_700 + 94_331],
    ['UPS_EXPRESS_SAVER_SE', 1, 'SE1', 1, 13_900 + 2_294],
    ['PN_MYPACK_COLLECT', 1, 'SE4', 1, 7_900 + 553],
  ] as const)('%s on list %p in %s at %p kg is %p öre', (name, list, zone, kg, net) => {
    const s = services.find((x) => x.templateName === name)!;
    const [from, to] = routeFor(s, zone);
    const c: ConsignmentInput = {
      from,
      to,
      goodsItems: [{ noOfPackages: 1, weight: kg, packageType: s.packageTypes[0] }],
      serviceOptions: [],
      consigneeType: s.consigneeTypes[0],
    };
    expect(priceConsignment(c, { ...s, fixedPrices: [], loadingMetreFactor: 0 }, tariffById.get(s.tariffIds[list]), [], list).netOre).toBe(
      net,
    );
  });
});
