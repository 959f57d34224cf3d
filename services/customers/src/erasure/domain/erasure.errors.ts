import { DomainError } from '@freight/kernel/domain';

/** Erasure is for a private customer without colleagues; a company's records are kept (409). */
export const companyCustomerNotErasable = () => new DomainError('conflict', 'ERASURE.COMPANY_CUSTOMER');
