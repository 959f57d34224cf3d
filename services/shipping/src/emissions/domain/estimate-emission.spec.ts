import { DEFAULT_EMISSION_FACTORS, NO_DECLARED_FACTORS, planOf, roadFactor } from './emission-factors';
import { AIR_FEEDER_ROAD_KM, estimateEmission, MIN_ROAD_KM, ROAD_DETOUR_FACTOR } from './estimate-emission';

const STOCKHOLM = { countrycode: 'SE', postcode: '11455' };
const GOTEBORG = { countrycode: 'SE', postcode: '41104' };
const NEW_YORK = { countrycode: 'US', postcode: '10001' };
const DBS_PARCEL = { templateName: 'DBS_PARCEL', supplierId: 116 };
const DHL_WORLDWIDE = { templateName: 'DHL_EXPRESS_WORLDWIDE', supplierId: 225 };

/*
 * Worked examples, computed by hand (haversine on the mean Earth radius 6 371.0088 km between the reference
 * points of reference-data/geo-points.ts, then the GLEC formula CO2e = tonne-km × g CO2e/tkm):
 *
 * A. 10 kg by DB Schenker Parcel (rigid truck 12–20 t, 195 g/tkm) from Stockholm (area 11: 59.33 N 18.07 E) to
 *    Göteborg (area 41: 57.70 N 11.97 E): GCD 397.724 km × 1.2 = 477.269 km; 0.010 t × 477.269 km = 4.7727 tkm;
 *    × 195 = 930.67 g → 931 g.
 * B. 20 kg by DHL Express Worldwide from Stockholm to New York (40.71 N 74.01 W): GCD 6 320.453 km + 95 km =
 *    6 415.453 km by air; 0.020 t × 6 415.453 = 128.309 tkm × 789 g/tkm = 101 235.85 g → 101 236 g; plus two
 *    road legs of 50 km, 0.020 t × 50 km × 195 g/tkm = 195 g each: 101 626 g in all.
 * C. As A with DB Schenker's declared 120 g/tkm: 4.7727 tkm × 120 = 572.72 g → 573 g.
 */
describe(estimateEmission.name, () => {
  it('worked example A: road, Stockholm → Göteborg, 10 kg parcel', () => {
    const estimate = estimateEmission({
      from: STOCKHOLM,
      to: GOTEBORG,
      chargeableKg: 10,
      product: DBS_PARCEL,
      declared: NO_DECLARED_FACTORS,
    })!;
    expect(estimate.mode).toBe('road');
    expect(estimate.distanceKm).toBe(477.3);
    expect(estimate.kgKm).toBe(4773);
    expect(estimate.co2eGrams).toBe(931);
    expect(estimate.legs).toHaveLength(1);
    expect(estimate.legs[0].factor).toBe(DEFAULT_EMISSION_FACTORS.rigid_12_20t);
  });

  it('worked example B: international express flies its main leg (GCD + 95 km) with road legs at both ends', () => {
    const estimate = estimateEmission({
      from: STOCKHOLM,
      to: NEW_YORK,
      chargeableKg: 20,
      product: DHL_WORLDWIDE,
      declared: NO_DECLARED_FACTORS,
    })!;
    expect(estimate.mode).toBe('air');
    expect(estimate.legs.map((l) => [l.mode, l.distanceKm, l.co2eGrams])).toEqual([
      ['road', AIR_FEEDER_ROAD_KM, 195],
      ['air', 6415.5, 101236],
      ['road', AIR_FEEDER_ROAD_KM, 195],
    ]);
    expect(estimate.co2eGrams).toBe(101626);
  });

  it('worked example C: a carrier-declared factor overrides the default', () => {
    const declared = { byTemplate: {}, byCarrier: { 116: 120 } };
    const estimate = estimateEmission({ from: STOCKHOLM, to: GOTEBORG, chargeableKg: 10, product: DBS_PARCEL, declared })!;
    expect(estimate.co2eGrams).toBe(573);
    expect(estimate.legs[0].factor.source).toBe('Declared by carrier 116');
  });

  it('carries international express by road when it stays in Sweden', () => {
    const domestic = estimateEmission({
      from: STOCKHOLM,
      to: GOTEBORG,
      chargeableKg: 10,
      product: DHL_WORLDWIDE,
      declared: NO_DECLARED_FACTORS,
    })!;
    expect(domestic.mode).toBe('road');
  });

  it('detours the great-circle distance by the road factor, and never goes under the local minimum', () => {
    const same = estimateEmission({
      from: STOCKHOLM,
      to: { countrycode: 'SE', postcode: '11122' },
      chargeableKg: 1000,
      product: DBS_PARCEL,
      declared: NO_DECLARED_FACTORS,
    })!;
    expect(same.distanceKm).toBe(MIN_ROAD_KM);
    expect(same.co2eGrams).toBe(1950); // 1 t × 10 km × 195
    expect(ROAD_DETOUR_FACTOR).toBe(1.2);
  });

  it('scales with the chargeable weight', () => {
    const light = estimateEmission({
      from: STOCKHOLM,
      to: GOTEBORG,
      chargeableKg: 10,
      product: DBS_PARCEL,
      declared: NO_DECLARED_FACTORS,
    })!;
    const heavy = estimateEmission({
      from: STOCKHOLM,
      to: GOTEBORG,
      chargeableKg: 100,
      product: DBS_PARCEL,
      declared: NO_DECLARED_FACTORS,
    })!;
    expect(heavy.co2eGrams).toBe(9307); // 47.727 tkm × 195
    expect(heavy.co2eGrams).toBeGreaterThan(light.co2eGrams * 9.9);
  });

  it('is not estimated without a reference point or goods', () => {
    expect(
      estimateEmission({
        from: STOCKHOLM,
        to: { countrycode: 'XX', postcode: '1' },
        chargeableKg: 10,
        product: DBS_PARCEL,
        declared: NO_DECLARED_FACTORS,
      }),
    ).toBeUndefined();
    expect(
      estimateEmission({ from: STOCKHOLM, to: GOTEBORG, chargeableKg: 0, product: DBS_PARCEL, declared: NO_DECLARED_FACTORS }),
    ).toBeUndefined();
  });
});

describe('emission factor look-up', () => {
  it('cites source, version and table beside every default value', () => {
    for (const factor of Object.values(DEFAULT_EMISSION_FACTORS)) {
      expect(factor.gramsPerTonneKm).toBeGreaterThan(0);
      expect(factor.source).toMatch(/GLEC/);
      expect(factor.version).toMatch(/^v\d/);
      expect(factor.table.length).toBeGreaterThan(10);
    }
  });

  it('plans each product, and a product without a plan by its carrier kind', () => {
    expect(planOf('DBS_PARTLOAD', 'freight')).toEqual({ kind: 'road', vehicleClass: 'artic_34_40t' });
    expect(planOf('UPS_EXPRESS_SAVER_INT', 'express')).toEqual({ kind: 'air_express' });
    expect(planOf('NEW_PRODUCT', 'freight')).toEqual({ kind: 'road', vehicleClass: 'artic_34_40t' });
    expect(planOf('NEW_PRODUCT', undefined)).toEqual({ kind: 'road', vehicleClass: 'rigid_12_20t' });
  });

  it("prefers the product's declared factor to its carrier's, and the carrier's to the default", () => {
    const declared = { byTemplate: { DBS_PARCEL: 150 }, byCarrier: { 116: 120 } };
    expect(roadFactor('rigid_12_20t', DBS_PARCEL, declared).gramsPerTonneKm).toBe(150);
    expect(roadFactor('rigid_12_20t', { templateName: 'DBS_SYSTEM', supplierId: 116 }, declared).gramsPerTonneKm).toBe(120);
    expect(roadFactor('rigid_12_20t', { templateName: 'PN_PARCEL', supplierId: 4 }, declared)).toBe(DEFAULT_EMISSION_FACTORS.rigid_12_20t);
  });
});
