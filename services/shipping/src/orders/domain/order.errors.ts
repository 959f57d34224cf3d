import { DomainError } from '@freight/kernel/domain';

/** Booked orders are kept: their customer can neither change nor delete them (409). */
export const orderAlreadyBooked = () => new DomainError('conflict', 'ORDER.ALREADY_BOOKED');
/** A consignment is in the send list once (409). */
export const orderExistsForConsignment = () => new DomainError('conflict', 'ORDER.EXISTS_FOR_CONSIGNMENT');
/** Printing is for booked orders (409). */
export const orderNotBooked = () => new DomainError('conflict', 'ORDER.NOT_BOOKED');
/** The order kept changing under a booking's attempts (409). */
export const orderChangedWhileBooking = () => new DomainError('conflict', 'ORDER.CHANGED_WHILE_BOOKING');
