import { DomainError } from '@freight/kernel/domain';

/** Keys are made by a member for its own customer, never by an administrator (403). */
export const apiKeyForbidden = () => new DomainError('forbidden', 'AUTH.FORBIDDEN');
/** A customer has at most `limit` keys (409). */
export const tooManyApiKeys = (limit: number) => new DomainError('conflict', 'VALIDATION.MAX', { params: { limit } });
/** No key given, or one that names no active key (401). */
export const apiKeyInvalid = (given: boolean) => new DomainError('unauthenticated', given ? 'AUTH.INVALID_TOKEN' : 'AUTH.UNAUTHENTICATED');
