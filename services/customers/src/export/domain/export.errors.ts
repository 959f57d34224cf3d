import { DomainError } from '@freight/kernel/domain';

/** No export of the caller's with that id, or none at all (404). */
export const exportNotFound = () => new DomainError('not_found', 'EXPORT.NOT_FOUND');
/** Asked for, not yet put together (409). */
export const exportNotReady = () => new DomainError('conflict', 'EXPORT.NOT_READY');
/** Past its days: the archive is gone (410). */
export const exportExpired = () => new DomainError('gone', 'EXPORT.EXPIRED');
