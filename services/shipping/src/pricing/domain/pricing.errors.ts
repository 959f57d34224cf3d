import { DomainError } from '@freight/kernel/domain';

/** More consignments than one pricing call takes (413). */
export const tooManyConsignmentsToPrice = () =>
  new DomainError('too_large', 'HTTP.PAYLOAD_TOO_LARGE', { reason: 'PRICE.TOO_MANY_CONSIGNMENTS' });
