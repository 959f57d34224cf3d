import { DomainError } from '@freight/kernel/domain';

// The content service's errors, built here once (issue 26): content blocks, news, mail, carrier messages, newsletters.

/** A block id, key or language that names no block (404). */
export const contentNotFound = () => DomainError.notFound('CONTENT.NOT_FOUND');
/** No such article, or not listed for a member (404). */
export const newsNotFound = () => DomainError.notFound('NEWS.NOT_FOUND');
/** The caller has no subscription to that carrier's newsletter (404). */
export const newsletterNotFound = () => DomainError.notFound('NEWSLETTER.NOT_FOUND');
/** The SMTP sink's mails are shown only outside production and while no real SMTP server sends (404). */
export const sinkOnlyOutsideProduction = () => new DomainError('not_found', 'MAIL.SINK_ONLY_OUTSIDE_PRODUCTION');
/** The test mail is a development tool: outside it, a member is offered none (404); an admin still is. */
export const testMailOnlyInDevelopment = () => new DomainError('not_found', 'MAIL.TEST_ONLY_IN_DEVELOPMENT');
/** A member sends only as itself (403). */
export const senderNotAllowed = (field: string) =>
  new DomainError('forbidden', 'MAIL.SENDER_NOT_ALLOWED', { fieldErrors: [{ field, code: 'MAIL.SENDER_NOT_ALLOWED' }] });
/** Too many mails from one customer in the window (429). */
export const mailRateLimited = (retryAfterSeconds: number) => new DomainError('rate_limited', 'MAIL.RATE_LIMITED', { retryAfterSeconds });
/** Not one of the member's booked consignments; another customer's is as unknown as a missing one (404). */
export const carrierMessageConsignmentNotFound = () =>
  new DomainError('not_found', 'MAIL.CONSIGNMENT_NOT_FOUND', {
    fieldErrors: [{ field: 'consignmentNo', code: 'MAIL.CONSIGNMENT_NOT_FOUND' }],
  });
/** The carrier has no usable mailbox configured (422). */
export const carrierMessageFailed = () => new DomainError('unprocessable', 'ERROR.CARRIER_MESSAGE_FAILED');
/** No carrier with that code (404). */
export const unknownCarrier = () => DomainError.notFound('CARRIER.UNKNOWN_CARRIER');
/** Our own customers table has not heard of the customer yet (503, retry). */
export const customerNotYetKnown = () => new DomainError('unavailable', 'HTTP.SERVICE_UNAVAILABLE', { reason: 'CUSTOMER.NOT_YET_KNOWN' });
