import { DomainError } from '@freight/kernel/domain';

/** A status push for a carrier we have no webhook secret for (404). */
export const unknownWebhookCarrier = () => new DomainError('not_found', 'CARRIER.UNKNOWN_CARRIER');
/** The push's signature does not verify (401). */
export const invalidWebhookSignature = () => new DomainError('unauthenticated', 'CARRIER.INVALID_SIGNATURE');
/** Kept as unmatched, but the carrier is told: no consignment has that number (404). */
export const pushedConsignmentNotFound = () => new DomainError('not_found', 'CARRIER.CONSIGNMENT_NOT_FOUND');
