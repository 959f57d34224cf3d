import { DomainError } from '@freight/kernel/domain';

export { consignmentNotFound } from '../../shared/shared.errors';

/** A sent complaint keeps its description and claim (409). */
export const complaintAlreadySent = () => new DomainError('conflict', 'COMPLAINT.ALREADY_SENT');
/** A draft is not reminded (409). */
export const complaintNotSent = () => new DomainError('conflict', 'COMPLAINT.NOT_SENT');
/** An answered or processed complaint takes no reminder (409). */
export const complaintAlreadyAnswered = () => new DomainError('conflict', 'COMPLAINT.ALREADY_ANSWERED');
/** At most once a day; `next` is when, in the business time zone's words. */
export const reminderTooSoon = (next: string) => new DomainError('conflict', 'COMPLAINT.REMINDER_TOO_SOON', { params: { next } });
/** More complaints mailed to carriers in an hour than a customer may send (429 with Retry-After). */
export const complaintsRateLimited = (limit: number, retryAfterSeconds: number) =>
  new DomainError('rate_limited', 'COMPLAINT.RATE_LIMITED', { params: { limit }, retryAfterSeconds });
