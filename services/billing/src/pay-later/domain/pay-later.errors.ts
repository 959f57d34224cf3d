import { DomainError } from '@freight/kernel/domain';

/** The member accepted terms that have since changed (409): it reads the new ones first. */
export const payLaterTermsOutdated = () => new DomainError('conflict', 'BILL.PAYLATER_TERMS_OUTDATED');
/** One application at a time per customer (409). */
export const payLaterPending = () => new DomainError('conflict', 'BILL.PAYLATER_PENDING');
/** An application is decided once (409). */
export const payLaterDecided = () => new DomainError('conflict', 'BILL.PAYLATER_DECIDED');
/** No such application (404). */
export const payLaterNotFound = () => DomainError.notFound('PAYLATER.NOT_FOUND');
