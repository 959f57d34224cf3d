import { isMessageCode, Language, translate } from '@freight/kernel';
import { isNewReasonCode, newReasonText } from '../domain/reasons';
import type { Reason } from '../domain/pricing.types';

/**
 * A reason in the caller's language: the kernel's catalogue when it holds the code, else the domain's
 * table of codes not yet moved there (reasons.ts). An unknown code reads as the generic error.
 */
export function reasonText(reason: Reason, language: Language): string {
  const code: string = reason.code;
  if (isMessageCode(code)) return translate(code, language, reason.params);
  if (isNewReasonCode(code)) return newReasonText(code, language, reason.params);
  return translate('ERROR.GENERIC', language);
}
