import { OPTION_FORMAT_PATTERNS, OPTION_VALUE_MAX_LENGTH } from '@freight/reference-data';
import type { OptionFormat, Reason } from '../../shared/freight/freight.types';

export { OPTION_FORMAT_PATTERNS, OPTION_VALUE_MAX_LENGTH };

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
