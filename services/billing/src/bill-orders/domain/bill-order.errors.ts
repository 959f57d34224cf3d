import { DomainError } from '@freight/kernel/domain';

/** No billed line of that order to credit, or an order number no booking could have (404). */
export const nothingToCredit = () => new DomainError('not_found', 'BILL.NOTHING_TO_CREDIT');
