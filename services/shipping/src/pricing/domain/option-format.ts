import type { OptionFormat, Reason } from './pricing.types';

/**
 * Service option value formats (spec section 5). Letters are any Unicode letters (å, ä, ö, é…);
 * digits are 0–9. "With spaces" allows single spaces between words, never only spaces.
 */
export const OPTION_FORMAT_PATTERNS: Readonly<Record<OptionFormat, RegExp>> = {
  /** Digits with an optional one or two decimals, dot or comma: 1250, 1250,5, 1250.50. */
  decimal: /^\d+(?:[.,]\d{1,2})?$/,
  alphanumeric: /^[\p{L}0-9]+$/u,
  alphanumeric_spaces: /^[\p{L}0-9]+(?: [\p{L}0-9]+)*$/u,
  numeric: /^[0-9]+$/,
  alphabetic: /^\p{L}+$/u,
  alphabetic_spaces: /^\p{L}+(?: \p{L}+)*$/u,
  /** One @, a local part without spaces, a domain of dot-separated labels with at least one dot. */
  email: /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/,
};

/** Longest value an option takes (an e-mail address may be 254 characters). */
export const OPTION_VALUE_MAX_LENGTH = 254;

/**
 * What is wrong with an option value of a format: nothing (undefined), VALIDATION.REQUIRED (empty),
 * VALIDATION.TOO_LONG, VALIDATION.INVALID_EMAIL (the e-mail format) or VALIDATION.INVALID_FORMAT.
 * Surrounding white space is ignored. An option without a format takes no value: anything passes.
 */
export function checkOptionValue(format: OptionFormat | null, value: string | undefined): Reason | undefined {
  if (format === null) return undefined;
  const text = (value ?? '').trim();
  if (text === '') return { code: 'VALIDATION.REQUIRED' };
  if (text.length > OPTION_VALUE_MAX_LENGTH) return { code: 'VALIDATION.TOO_LONG' };
  if (OPTION_FORMAT_PATTERNS[format].test(text)) return undefined;
  return { code: format === 'email' ? 'VALIDATION.INVALID_EMAIL' : 'VALIDATION.INVALID_FORMAT' };
}
