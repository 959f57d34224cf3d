import { DomainError } from '@freight/kernel';
import { BULK_FLAGS } from '../../domain/contact-fields';

/** The path's flag word (an unknown one is no route: 404) and `?checked=0|1`. */
export function parseFlagRequest(word: string, checked: unknown): { flag: (typeof BULK_FLAGS)[keyof typeof BULK_FLAGS]; checked: boolean } {
  if (!Object.hasOwn(BULK_FLAGS, word)) throw DomainError.notFound('HTTP.NOT_FOUND');
  if (checked !== '0' && checked !== '1')
    throw DomainError.invalid([{ field: 'checked', code: checked === undefined ? 'VALIDATION.REQUIRED' : 'VALIDATION.INVALID_FORMAT' }]);
  return { flag: BULK_FLAGS[word as keyof typeof BULK_FLAGS], checked: checked === '1' };
}
