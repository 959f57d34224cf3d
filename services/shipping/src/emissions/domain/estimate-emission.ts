import { findCarrier, geoPointOf, greatCircleKm, type GeoPoint } from '@freight/reference-data';
import {
  DEFAULT_EMISSION_FACTORS,
  type DeclaredFactors,
  type EmissionFactor,
  planOf,
  roadFactor,
  type TransportMode,
} from './emission-factors';

/**
 * A consignment's greenhouse-gas emissions by EN ISO 14083:2023 and the GLEC Framework (no I/O):
 *
 *   CO2e (g) = Σ over the legs of transport activity (tonne-km) × the leg's intensity factor (g CO2e/tkm, WTW)
 *
 * - Mass: the chargeable weight (the greatest of actual weight, volume × the product's volume factor and loading
 *   metres × its loading-metre factor, as pricing reads it), in tonnes. GLEC accepts the volumetric weight for
 *   light, bulky parcels, where the vehicle fills by volume before weight.
 * - Distance: great-circle distance between the parties' reference points (Swedish two-digit postcode areas,
 *   another country's capital; reference data), then
 *   - road: × {@link ROAD_DETOUR_FACTOR} for the road network's detours (the GCD is not a driven distance);
 *   - air (international express): GCD + {@link AIR_GCD_ADDITION_KM} km (EN 16258 / GLEC: holding, routing and
 *     approach), with road legs of {@link AIR_FEEDER_ROAD_KM} km at each end to and from the airports.
 * - Factor: per product and leg from emission-factors.ts, a carrier's declared factor overriding the default.
 *
 * Hub (terminal) emissions are not included. Undefined when the distance cannot be known (a party without a
 * reference point) or there are no goods.
 */

/** Road distance = great-circle distance × 1.2: a documented assumption for the Swedish and European road networks. */
export const ROAD_DETOUR_FACTOR = 1.2;
/** Added to an air leg's great-circle distance (EN 16258:2012 Annex, kept by the GLEC Framework). */
export const AIR_GCD_ADDITION_KM = 95;
/** The road leg from the sender to the departure airport, and from the arrival airport to the receiver (assumed). */
export const AIR_FEEDER_ROAD_KM = 50;
/** Same reference point (same postcode area): a local delivery still drives; its distance is taken as this. */
export const MIN_ROAD_KM = 10;

export interface EmissionLeg {
  mode: TransportMode;
  distanceKm: number;
  /** Transport activity, kg·km (tonne-km × 1 000), rounded to whole kg·km. */
  kgKm: number;
  co2eGrams: number;
  factor: EmissionFactor;
}

export interface EmissionEstimate {
  /** Well-to-wheel CO2e, whole grams. */
  co2eGrams: number;
  /** Transport activity over all legs, kg·km (tonne-km × 1 000). */
  kgKm: number;
  /** The distance the goods travel over all legs, km (one decimal). */
  distanceKm: number;
  chargeableKg: number;
  /** 'road' or 'air' when an air leg carries the main distance. */
  mode: TransportMode;
  from: GeoPoint;
  to: GeoPoint;
  legs: EmissionLeg[];
}

export interface EmissionInput {
  from: { countrycode: string; postcode: string };
  to: { countrycode: string; postcode: string };
  chargeableKg: number;
  product: { templateName: string; supplierId: number };
  carrierKind?: 'express' | 'freight' | 'parcel';
  declared: DeclaredFactors;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** One leg by the GLEC formula: transport activity (t·km) × the factor (g CO2e/tkm). */
export function emissionOfLeg(mode: TransportMode, distanceKm: number, chargeableKg: number, factor: EmissionFactor): EmissionLeg {
  const exactKgKm = chargeableKg * distanceKm;
  return {
    mode,
    distanceKm: round1(distanceKm),
    kgKm: Math.round(exactKgKm),
    // g = tonne-km × g/tkm; rounded once per leg, from the unrounded activity.
    co2eGrams: Math.round((exactKgKm / 1000) * factor.gramsPerTonneKm),
    factor,
  };
}

export function estimateEmission(input: EmissionInput): EmissionEstimate | undefined {
  const from = geoPointOf(input.from.countrycode, input.from.postcode);
  const to = geoPointOf(input.to.countrycode, input.to.postcode);
  if (!from || !to || !(input.chargeableKg > 0)) return undefined;
  const gcd = greatCircleKm(from, to);
  const plan = planOf(input.product.templateName, input.carrierKind);
  const international = input.from.countrycode.trim().toUpperCase() !== input.to.countrycode.trim().toUpperCase();
  const legs =
    plan.kind === 'air_express' && international
      ? [
          emissionOfLeg('road', AIR_FEEDER_ROAD_KM, input.chargeableKg, roadFactor('rigid_12_20t', input.product, input.declared)),
          emissionOfLeg('air', gcd + AIR_GCD_ADDITION_KM, input.chargeableKg, DEFAULT_EMISSION_FACTORS.air_freighter),
          emissionOfLeg('road', AIR_FEEDER_ROAD_KM, input.chargeableKg, roadFactor('rigid_12_20t', input.product, input.declared)),
        ]
      : [
          emissionOfLeg(
            'road',
            Math.max(MIN_ROAD_KM, gcd * ROAD_DETOUR_FACTOR),
            input.chargeableKg,
            roadFactor(plan.kind === 'road' ? plan.vehicleClass : 'van', input.product, input.declared),
          ),
        ];
  return {
    co2eGrams: legs.reduce((sum, l) => sum + l.co2eGrams, 0),
    kgKm: legs.reduce((sum, l) => sum + l.kgKm, 0),
    distanceKm: round1(legs.reduce((sum, l) => sum + l.distanceKm, 0)),
    chargeableKg: input.chargeableKg,
    mode: legs.some((l) => l.mode === 'air') ? 'air' : 'road',
    from,
    to,
    legs,
  };
}

/** A priced consignment's estimate: its addresses, the pricing engine's chargeable weight and its product. */
export function consignmentEmission(
  consignment: { from: EmissionInput['from']; to: EmissionInput['to'] },
  chargeableKg: number,
  product: EmissionInput['product'],
  declared: DeclaredFactors,
): EmissionEstimate | undefined {
  return estimateEmission({
    from: consignment.from,
    to: consignment.to,
    chargeableKg,
    product,
    carrierKind: findCarrier(product.supplierId)?.kind,
    declared,
  });
}
