/**
 * The console's one formatter of money and numbers (issue 20): Intl in sv-SE or en-GB, two decimals,
 * the currency always shown. Amounts are the server's: öre as integers, or the wire's decimal strings
 * ("1234.50") read into öre once, so nothing is rounded twice.
 */

const LOCALES: Record<string, string> = { sv: 'sv-SE', en: 'en-GB' };

/** The Intl locale of a console language ("sv", "en"); Swedish for anything else. */
export const intlLocale = (language: string | undefined) => LOCALES[language ?? ''] ?? LOCALES.sv;

const cache = new Map<string, Intl.NumberFormat>();
const formatter = (key: string, make: () => Intl.NumberFormat) => {
  let found = cache.get(key);
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
};

/** A wire amount (decimal string or number, kronor) as integer öre; undefined when there is none. */
export const toOre = (amount: string | number | null | undefined): number | undefined => {
  if (amount === null || amount === undefined) return undefined;
  const text = typeof amount === 'number' ? String(amount) : amount.trim().replace(',', '.');
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? Math.round(value * 100) : undefined;
};

/** Every space of an amount: ICU versions differ between U+00A0, U+202F and none in the ordinary space's place. */
const SPACES = /[ \u202f]/g;

/**
 * Öre as money: "1 234,50 kr" in Swedish, "SEK 1,234.50" in English, each space a no-break space (U+00A0), so
 * an amount never breaks over two lines and reads the same in every browser whatever its ICU data.
 */
export const formatOre = (ore: number, language: string | undefined, currency: string | null | undefined = 'SEK') => {
  const code = (currency || 'SEK').trim().toUpperCase();
  const locale = intlLocale(language);
  // A currency being typed (the customs document's) is no ISO 4217 code yet, which Intl refuses: the code after the number.
  if (!/^[A-Z]{3}$/.test(code)) return `${formatNumber(ore / 100, language)}\u00a0${code}`.trim();
  return formatter(
    `money|${locale}|${code}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  )
    .format(ore / 100)
    .replace(SPACES, '\u00a0');
};

/** A wire amount as money; undefined when there is no amount. */
export const formatMoney = (
  amount: string | number | null | undefined,
  language: string | undefined,
  currency: string | null | undefined = 'SEK',
) => {
  const ore = toOre(amount);
  return ore === undefined ? undefined : formatOre(ore, language, currency);
};

/** A measure (kg, m³, flakmeter) with the language's separators and a fixed number of decimals. */
export const formatNumber = (value: number, language: string | undefined, decimals = 2) => {
  const locale = intlLocale(language);
  return formatter(
    `number|${locale}|${decimals}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  ).format(Number.isFinite(value) ? value : 0);
};

/** Kilograms as the screens and the labels print them: up to three decimals (grams), none when whole ("4", "1,333"). */
export const formatWeight = (kg: number, language: string | undefined) => {
  const locale = intlLocale(language);
  return formatter(`weight|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })).format(
    Number.isFinite(kg) ? kg : 0,
  );
};
