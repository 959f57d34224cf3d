/**
 * Service option value formats (spec section 5), one definition for the server's booking rules and the
 * console's form checks. Letters are any Unicode letters (å, ä, ö, é…); digits are 0–9. "With spaces"
 * allows single spaces between words, never only spaces.
 */
export type OptionFormat = 'decimal' | 'alphanumeric' | 'alphanumeric_spaces' | 'numeric' | 'alphabetic' | 'alphabetic_spaces' | 'email';

export const OPTION_FORMAT_PATTERNS: Readonly<Record<OptionFormat, RegExp>> = {
  /** Digits with an optional one or two decimals, dot or comma: 1250, 1250,5, 1250.50. */
  decimal: /^\d+(?:[.,]\d{1,2})?$/,
  alphanumeric: /^[\p{L}0-9]+$/u,
  alphanumeric_spaces: /^[\p{L}0-9]+(?: [\p{L}0-9]+)*$/u,
  numeric: /^[0-9]+$/,
  alphabetic: /^\p{L}+$/u,
  alphabetic_spaces: /^\p{L}+(?: \p{L}+)*$/u,
  /** One @, a local part without spaces, a domain of dot-separated labels with at least one dot. */
  email:
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/,
};

/** Longest value an option takes (an e-mail address may be 254 characters). */
export const OPTION_VALUE_MAX_LENGTH = 254;
