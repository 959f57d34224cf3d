import { DomainError } from '@freight/kernel/domain';

/** A booked consignment is kept as booked: its customer can neither change nor delete it (409). */
export const consignmentAlreadyBooked = () => new DomainError('conflict', 'CONSIGNMENT.ALREADY_BOOKED');
