/**
 * Emission intensity factors (well-to-wheel, g CO2e per tonne-km) by vehicle class, and which class each of
 * our carrier products runs on. EN ISO 14083:2023 asks for the source of every default value; each value here
 * carries its publication, version and table beside it, and is shown with the estimate and in the yearly report.
 *
 * The values are GLEC default intensities for Europe, average/mixed load, diesel (road) and jet fuel (air).
 * A carrier that declares its own intensity (its ISO 14083 reporting) overrides the default for its road legs
 * when configured (DECLARED_EMISSION_FACTORS, see shipping.config.ts).
 */

export type VehicleClass = 'van' | 'rigid_12_20t' | 'rigid_20_26t' | 'artic_34_40t' | 'air_freighter';
export type TransportMode = 'road' | 'air';

export interface EmissionFactor {
  readonly vehicleClass: VehicleClass;
  readonly mode: TransportMode;
  /** Well-to-wheel g CO2e per tonne-km. */
  readonly gramsPerTonneKm: number;
  readonly source: string;
  readonly version: string;
  readonly table: string;
  /** The published tank-to-wheel and well-to-tank parts, where known (WTW = TTW + WTT). */
  readonly ttw?: number;
  readonly wtt?: number;
  /**
   * What of the value was checked against a published copy of the table, and where; or that it was not. Shown to
   * nobody, kept beside the value so that a reviewer sees which figures still wait for the publication.
   */
  readonly checked: string;
}

/**
 * The published figures the defaults were checked against. The GLEC publication itself was not at hand; these are
 * Climatiq's records of its tables (each names GLEC's version and table), read on 2026-11-28.
 */
export const PUBLISHED_CHECKS = Object.freeze({
  articWtt: {
    gramsPerTonneKm: 22,
    what: 'GLEC Framework v3.0 (2023), Table 8: Europe and South America road emission intensity values; articulated truck 34–40 t, average/mixed load, diesel; WTT; SFD basis',
    where: 'https://climatiq.io/data/emission-factor/84c850ff-05ce-466c-a77d-525c447d4d16',
  },
  freighterTtw: {
    gramsPerTonneKm: 498,
    what: 'GLEC Framework v3.0 (2023), Table 1: Air transport emission intensity factors; freighter > 1 500 km (IATA RP1678); TTW; GCD basis',
    where: 'https://www.climatiq.io/data/emission-factor/3b4ed1c0-5f12-448f-a18c-0449a635bcca',
  },
  /** Where the air default was transcribed from: a third party's copy, not Smart Freight Centre's publication. */
  freighterWtwTranscription: {
    gramsPerTonneKm: 789,
    what:
      'EcoFreight glec-factors.json (CC BY 4.0, modified 2026-05-23, naming "Smart Freight Centre GLEC Framework v3.2 (Oct 2025 ' +
      'edition)"): air_freighter_fleet_average, dedicated freighter fleet-average mixed haul, WTW 789 = TTW 650 + WTT 139, "GLEC v3.2 §8.1"',
    where: 'https://ecofreight.co/data/glec-factors.json',
  },
});

const NOT_CHECKED = 'not checked: transcribed; no published copy of this row was found (2026-11-28)';

const GLEC_V3 = { source: 'GLEC Framework (Smart Freight Centre)', version: 'v3.0 (2023)' } as const;
const GLEC_ROAD_TABLE = 'Table 8: Europe and South America road emission intensity values; WTW, average/mixed load, diesel';

/** The default factors; `gramsPerTonneKm` as published (WTW = TTW + WTT). */
export const DEFAULT_EMISSION_FACTORS: Readonly<Record<VehicleClass, EmissionFactor>> = Object.freeze({
  van: {
    vehicleClass: 'van',
    mode: 'road',
    gramsPerTonneKm: 1010,
    ...GLEC_V3,
    table: `${GLEC_ROAD_TABLE}; van ≤ 3.5 t GVW`,
    checked: NOT_CHECKED,
  },
  rigid_12_20t: {
    vehicleClass: 'rigid_12_20t',
    mode: 'road',
    gramsPerTonneKm: 195,
    ...GLEC_V3,
    table: `${GLEC_ROAD_TABLE}; rigid truck 12–20 t GVW`,
    checked: NOT_CHECKED,
  },
  rigid_20_26t: {
    vehicleClass: 'rigid_20_26t',
    mode: 'road',
    gramsPerTonneKm: 142,
    ...GLEC_V3,
    table: `${GLEC_ROAD_TABLE}; rigid truck 20–26 t GVW`,
    checked: NOT_CHECKED,
  },
  artic_34_40t: {
    vehicleClass: 'artic_34_40t',
    mode: 'road',
    gramsPerTonneKm: 87,
    ...GLEC_V3,
    table: `${GLEC_ROAD_TABLE}; articulated truck 34–40 t GVW`,
    ttw: 65,
    wtt: 22,
    checked: `WTT 22 checked (${PUBLISHED_CHECKS.articWtt.where}); TTW 65 not checked`,
  },
  air_freighter: {
    vehicleClass: 'air_freighter',
    mode: 'air',
    gramsPerTonneKm: 789,
    source: 'GLEC Framework (Smart Freight Centre)',
    version: 'v3.2 (2025)',
    table: '§8.1 air default intensities; dedicated freighter, fleet average, WTW',
    ttw: 650,
    wtt: 139,
    checked:
      `NOT confirmed: the value and its table match a third-party transcription (${PUBLISHED_CHECKS.freighterWtwTranscription.where}), not the ` +
      `publication; GLEC v3.0 Table 1 gives a freighter > 1 500 km TTW ${PUBLISHED_CHECKS.freighterTtw.gramsPerTonneKm} g/tkm ` +
      `(${PUBLISHED_CHECKS.freighterTtw.where}), under this TTW 650. To be checked against GLEC v3.2 before it is relied on.`,
  },
});

/** How a product moves the goods: by road the whole way, or an air main leg with road legs to and from the airports. */
export type ProductPlan = { kind: 'road'; vehicleClass: Exclude<VehicleClass, 'air_freighter'> } | { kind: 'air_express' };

/**
 * Our products' plans. Parcel networks: the line-haul and distribution rigid truck; domestic express: vans (time
 * definite, lightly loaded); groupage and pallets: heavier rigids; part loads and international road: articulated
 * trucks; international express: an air main leg.
 */
const PRODUCT_PLANS: Readonly<Record<string, ProductPlan>> = {
  UPS_EXPRESS_SAVER_SE: { kind: 'road', vehicleClass: 'van' },
  DHL_EXPRESS_DOMESTIC: { kind: 'road', vehicleClass: 'van' },
  UPS_EXPRESS_SAVER_INT: { kind: 'air_express' },
  DHL_EXPRESS_WORLDWIDE: { kind: 'air_express' },
  TNT_EXPRESS: { kind: 'air_express' },
  UPS_ACCESS_POINT: { kind: 'road', vehicleClass: 'rigid_12_20t' },
  DBS_PARCEL: { kind: 'road', vehicleClass: 'rigid_12_20t' },
  DBS_PARCEL_GUARANTEE: { kind: 'road', vehicleClass: 'rigid_12_20t' },
  PN_MYPACK_HOME: { kind: 'road', vehicleClass: 'rigid_12_20t' },
  PN_MYPACK_COLLECT: { kind: 'road', vehicleClass: 'rigid_12_20t' },
  PN_PARCEL: { kind: 'road', vehicleClass: 'rigid_12_20t' },
  BRING_BUSINESS_PARCEL: { kind: 'road', vehicleClass: 'rigid_12_20t' },
  DBS_SYSTEM: { kind: 'road', vehicleClass: 'rigid_20_26t' },
  DBS_SYSTEM_PREMIUM: { kind: 'road', vehicleClass: 'rigid_20_26t' },
  PN_PALLET: { kind: 'road', vehicleClass: 'rigid_20_26t' },
  DBS_PARTLOAD: { kind: 'road', vehicleClass: 'artic_34_40t' },
  DBS_SYSTEM_EUROPE: { kind: 'road', vehicleClass: 'artic_34_40t' },
  UPS_STANDARD_EU: { kind: 'road', vehicleClass: 'artic_34_40t' },
  DHL_ECONOMY_SELECT: { kind: 'road', vehicleClass: 'artic_34_40t' },
};

/** A product added later without a plan: by its carrier's kind (reference data). */
const PLAN_BY_CARRIER_KIND: Readonly<Record<'express' | 'freight' | 'parcel', ProductPlan>> = {
  express: { kind: 'road', vehicleClass: 'van' },
  freight: { kind: 'road', vehicleClass: 'artic_34_40t' },
  parcel: { kind: 'road', vehicleClass: 'rigid_12_20t' },
};

export function planOf(templateName: string, carrierKind: 'express' | 'freight' | 'parcel' | undefined): ProductPlan {
  return PRODUCT_PLANS[templateName] ?? PLAN_BY_CARRIER_KIND[carrierKind ?? 'parcel'];
}

/** A carrier's own declared intensity (g CO2e/tkm, WTW), for one product or for all of a carrier's products. */
export interface DeclaredFactors {
  byTemplate: Readonly<Record<string, number>>;
  byCarrier: Readonly<Record<number, number>>;
}

export const NO_DECLARED_FACTORS: DeclaredFactors = Object.freeze({ byTemplate: {}, byCarrier: {} });

/**
 * The factor of a road leg: the carrier's declared one when configured (the product's before the carrier's),
 * else the default of the class.
 */
export function roadFactor(
  vehicleClass: Exclude<VehicleClass, 'air_freighter'>,
  product: { templateName: string; supplierId: number },
  declared: DeclaredFactors,
): EmissionFactor {
  const own = declared.byTemplate[product.templateName] ?? declared.byCarrier[product.supplierId];
  if (own === undefined) return DEFAULT_EMISSION_FACTORS[vehicleClass];
  return {
    vehicleClass,
    mode: 'road',
    gramsPerTonneKm: own,
    source: `Declared by carrier ${product.supplierId}`,
    version: 'as configured',
    table: declared.byTemplate[product.templateName] !== undefined ? `product ${product.templateName}` : 'all its products',
    checked: 'the carrier’s own declaration (DECLARED_EMISSION_FACTORS)',
  };
}
