import { DomainError } from '@freight/kernel/domain';

/** A bill the caller may not see answers as a missing one does (404, the spec's text). */
export const billNotFound = () => new DomainError('not_found', 'ERROR.BILL_NOT_FOUND');
/** A bill order of another customer, or none (404). */
export const billOrderNotFound = () => new DomainError('not_found', 'BILL.ORDER_NOT_FOUND');
/** A credit invoice has no PDF to show (422, spec section 4). */
export const creditInvoiceNotShown = () => new DomainError('unprocessable', 'ERROR.CREDIT_INVOICE');
