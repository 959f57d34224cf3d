import { DomainError } from '@freight/kernel/domain';

/** An administrator does not remove or demote their own user (409). */
export const notYourself = () => new DomainError('conflict', 'USERS.NOT_YOURSELF');
/** The invited address already signs in as a user (409, the field named). */
export const emailTaken = () =>
  new DomainError('conflict', 'USERS.EMAIL_TAKEN', { fieldErrors: [{ field: 'email', code: 'USERS.EMAIL_TAKEN' }] });
/** A customer has at most `limit` open invites (409). */
export const tooManyOpenInvites = (limit: number) => new DomainError('conflict', 'VALIDATION.MAX', { params: { limit } });
