import { DomainError, Language, MessageCode, translate } from '@freight/kernel';
import type { Reason } from '../../shared/freight/freight.types';

/** The spec's error item of consignment and booking answers: a stable code and its text in the caller's language. */
export interface BookingErrorItem {
  code: string;
  description: string;
}

export const reasonItem = (reason: Reason, language: Language): BookingErrorItem => ({
  code: reason.code,
  description: translate(reason.code, language, reason.params),
});

/** A DomainError met while booking one order, as that order's error item (its stable reason code when it has one). */
export function domainErrorItem(error: DomainError, language: Language): BookingErrorItem {
  return { code: error.reason ?? error.code, description: translate(error.code, language, error.params) };
}

export function unexpectedItem(language: Language): BookingErrorItem {
  const code: MessageCode = 'ERROR.UNDEFINED';
  return { code, description: translate(code, language) };
}

/** De-duplicated by code, first one kept (spec section 7: errors accumulate de-duplicated by code). */
export function distinctItems(items: readonly BookingErrorItem[]): BookingErrorItem[] {
  const seen = new Set<string>();
  return items.filter((i) => !seen.has(i.code) && seen.add(i.code));
}
