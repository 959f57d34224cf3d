import { AIR_FEEDER_ROAD_KM, AIR_GCD_ADDITION_KM, type EmissionEstimate, ROAD_DETOUR_FACTOR } from './estimate-emission';

type Localized = { sv: string; en: string };

// One formatter per language and precision: building an Intl.NumberFormat was a tenth of a quote's CPU (bench profile, issue 30).
const formatters = new Map<string, Intl.NumberFormat>();
// And each text formatted once: a quote formats the same few factors, weights and distances for every product it prices,
// and formatting was still 4 % of it. Bounded: emptied when full.
const formatted = new Map<string, string>();
const MAX_FORMATTED = 10_000;

const number = (value: number, lang: 'sv' | 'en', decimals = 0) => {
  const key = `${lang}:${decimals}:${value}`;
  let text = formatted.get(key);
  if (text === undefined) {
    const formatKey = `${lang}:${decimals}`;
    let format = formatters.get(formatKey);
    if (!format) {
      format = new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
      formatters.set(formatKey, format);
    }
    text = format.format(value);
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    formatted.set(key, text);
  }
  return text;
};

/** The short "how we calculate" text beside the estimate (step 2, the booked order, the yearly report). */
export function emissionMethodText(estimate: EmissionEstimate): Localized {
  const make = (lang: 'sv' | 'en') => {
    const factors = estimate.legs
      .filter((leg, i, all) => all.findIndex((other) => other.factor === leg.factor) === i)
      .map((leg) => `${number(leg.factor.gramsPerTonneKm, lang)} g/tkm (${leg.factor.source} ${leg.factor.version})`)
      .join(', ');
    const kg = number(estimate.chargeableKg, lang, 1);
    const km = number(estimate.distanceKm, lang);
    const route = `${estimate.from.name} → ${estimate.to.name}`;
    if (lang === 'sv')
      return (
        `Beräknat enligt EN ISO 14083 och GLEC (från källa till hjul): ${kg} kg fraktdragande vikt × ${km} km × utsläppsfaktor ${factors}. ` +
        (estimate.mode === 'air'
          ? `Flygsträcka = storcirkelavstånd ${route} + ${AIR_GCD_ADDITION_KM} km, och ${AIR_FEEDER_ROAD_KM} km väg i varje ände.`
          : `Vägsträcka = storcirkelavstånd ${route} × ${number(ROAD_DETOUR_FACTOR, lang, 1)}.`) +
        ' Terminaler ingår inte.'
      );
    return (
      `Estimated by EN ISO 14083 and GLEC (well to wheel): ${kg} kg chargeable weight × ${km} km × intensity ${factors}. ` +
      (estimate.mode === 'air'
        ? `Air distance = great-circle distance ${route} + ${AIR_GCD_ADDITION_KM} km, and ${AIR_FEEDER_ROAD_KM} km by road at each end.`
        : `Road distance = great-circle distance ${route} × ${number(ROAD_DETOUR_FACTOR, lang, 1)}.`) +
      ' Hubs are not included.'
    );
  };
  return { sv: make('sv'), en: make('en') };
}
