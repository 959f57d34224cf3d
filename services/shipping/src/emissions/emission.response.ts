import type { Language } from '@freight/kernel';
import { formatNumber } from '../shared/freight/money';
import { text } from '../shared/wire-format';
import type { EmissionEstimate } from './domain/estimate-emission';
import { emissionMethodText } from './domain/emission-text';

/** A consignment's climate impact as step 2 and the booked order show it. */
export interface EmissionResponse {
  /** Well-to-wheel CO2e, whole grams. */
  co2eGrams: number;
  /** "9,31" (sv) / "9.31" (en): kg CO2e as a reader of the caller's language sees it. */
  co2eKgFormatted: string;
  /** Transport activity, tonne-km (three decimals). */
  tonneKm: number;
  distanceKm: number;
  mode: 'road' | 'air';
  /** How we calculate, in the caller's language: method, distance, weight and the factors with their sources. */
  method: string;
  factors: { mode: 'road' | 'air'; gramsPerTonneKm: number; source: string }[];
}

export function toEmissionResponse(estimate: EmissionEstimate | undefined, language: Language): EmissionResponse | null {
  if (!estimate) return null;
  const seen = new Set<string>();
  const factors = estimate.legs
    .map((leg) => ({
      mode: leg.factor.mode,
      gramsPerTonneKm: leg.factor.gramsPerTonneKm,
      source: `${leg.factor.source} ${leg.factor.version}, ${leg.factor.table}`,
    }))
    .filter((factor) => {
      const key = `${factor.mode}:${factor.gramsPerTonneKm}:${factor.source}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
  return {
    co2eGrams: estimate.co2eGrams,
    co2eKgFormatted: formatNumber(estimate.co2eGrams / 1000, language, 2),
    tonneKm: Math.round(estimate.kgKm) / 1000,
    distanceKm: estimate.distanceKm,
    mode: estimate.mode,
    method: text(emissionMethodText(estimate), language),
    factors,
  };
}
