import { DomainError } from '@freight/kernel/domain';

// Errors raised by more than one slice of this service, built here once; each aggregate's errors file re-exports its own.

/** The record names a consignment that is not one of the member's booked ones (404, the field named). */
export const consignmentNotFound = (field: 'identifier' | 'consignmentNo') =>
  new DomainError('not_found', 'COMPLAINT.CONSIGNMENT_NOT_FOUND', {
    fieldErrors: [{ field, code: 'COMPLAINT.CONSIGNMENT_NOT_FOUND' }],
  });
/** A submitted claim is the insurer's: no changes, no files (409). */
export const claimAlreadySubmitted = () => new DomainError('conflict', 'CLAIM.ALREADY_SUBMITTED');
