import { arrayOf, int, namedSchema, num, objectOf, oneOfValues, str } from '@freight/runtime';
import type { EmissionResponse } from './emission.response';

export const EMISSION_SCHEMA = namedSchema(
  'Emission',
  objectOf<EmissionResponse>({
    co2eGrams: { ...int, description: 'Well-to-wheel CO2e, grams (EN ISO 14083, GLEC)' },
    co2eKgFormatted: { ...str, description: "kg CO2e as a reader of the caller's language sees it" },
    tonneKm: { ...num, description: 'Transport activity, tonne-km' },
    distanceKm: num,
    mode: oneOfValues(['road', 'air']),
    method: { ...str, description: "How we calculate, in the caller's language" },
    factors: arrayOf(
      objectOf<EmissionResponse['factors'][number]>({ mode: oneOfValues(['road', 'air']), gramsPerTonneKm: num, source: str }),
    ),
  }),
);
