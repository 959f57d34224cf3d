import type { Language } from '@freight/kernel/domain';

/**
 * Money is integer öre (1 SEK = 100 öre) everywhere in pricing. Prices in the catalogue are whole öre,
 * so sums stay exact; the only step that can produce a fraction of an öre is taking a percentage
 * (fuel surcharge, VAT, insurance premium). That is the one place money is rounded:
 *
 *   **a percentage of an amount is rounded once, half up, to whole öre** ({@link percentOfOre}).
 *
 * Percentages are integer basis points (1 % = 100 bp), so the rounding is done in integer arithmetic
 * and never suffers binary floating-point surprises (0.75 % of 2 000,00 kr is exactly 15,00 kr).
 */

/** Swedish VAT on freight: 25 %. */
export const VAT_BASIS_POINTS = 2500;

const BASIS_POINTS_PER_WHOLE = 10_000;

/** `ore × basisPoints / 10 000`, rounded half up to whole öre (towards +∞ on an exact half). */
export function percentOfOre(ore: number, basisPoints: number): number {
  const product = Math.round(ore) * Math.round(basisPoints);
  return Math.floor((product + BASIS_POINTS_PER_WHOLE / 2) / BASIS_POINTS_PER_WHOLE);
}

/** VAT (25 %) on a net amount, rounded once to whole öre. */
export function vatOf(netOre: number): number {
  return percentOfOre(netOre, VAT_BASIS_POINTS);
}

/** Whole SEK to öre: `sekToOre(65)` is 6 500. */
export function sekToOre(sek: number): number {
  return Math.round(sek * 100);
}

const SEPARATORS: Record<Language, { thousands: string; decimal: string }> = {
  sv: { thousands: ' ', decimal: ',' },
  en: { thousands: ',', decimal: '.' },
};

/** "1234567" → "1 234 567" (a loop, not a regex: labels are built on every quote). */
function groupThousands(digits: string, separator: string): string {
  if (digits.length <= 3) return digits;
  let end = digits.length % 3 || 3;
  let grouped = digits.slice(0, end);
  for (; end < digits.length; end += 3) grouped += separator + digits.slice(end, end + 3);
  return grouped;
}

/**
 * An amount in öre shown in kronor with two decimals (spec section 9): Swedish `1 234,50`
 * (space between thousands, decimal comma), English `1,234.50`. No currency sign: the caller adds
 * "kr" or "SEK" where the layout wants it. Deterministic: no Intl, no locale data.
 */
export function formatSek(ore: number, lang: Language): string {
  const whole = Math.round(ore);
  const { thousands, decimal } = SEPARATORS[lang];
  const abs = Math.abs(whole);
  const kronor = groupThousands(String(Math.floor(abs / 100)), thousands);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${whole < 0 ? '-' : ''}${kronor}${decimal}${fraction}`;
}

/**
 * A plain number shown with the language's separators and at most `decimals` decimals, trailing zeros
 * dropped: weights and loading metres in labels (`1 480`, `0,4`). Money uses {@link formatSek}.
 */
export function formatNumber(value: number, lang: Language, decimals = 2): string {
  const { thousands, decimal } = SEPARATORS[lang];
  const scale = 10 ** decimals;
  const scaled = Math.round(Math.abs(value) * scale);
  const int = Math.floor(scaled / scale);
  let fraction = decimals > 0 ? String(scaled % scale).padStart(decimals, '0') : '';
  let cut = fraction.length;
  while (cut > 0 && fraction.charCodeAt(cut - 1) === 48 /* 0 */) cut--;
  fraction = fraction.slice(0, cut);
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${groupThousands(String(int), thousands)}${fraction ? decimal + fraction : ''}`;
}

/** Basis points as a percentage for labels: 1 650 bp is `16,5 %` in Swedish, `16.5 %` in English. */
export function formatPercent(basisPoints: number, lang: Language): string {
  return `${formatNumber(basisPoints / 100, lang)} %`;
}
