import { DomainError } from '@freight/kernel/domain';

/** Unknown user, wrong password or inactive user: one answer, the caller learns nothing about which (401). */
export const invalidCredentials = () => new DomainError('unauthenticated', 'AUTH.INVALID_CREDENTIALS');
/** A refresh token unknown, expired or reused (403); the reason is the stable code answered. */
export const refreshInvalid = (reason: string) =>
  new DomainError('forbidden', 'AUTH.REFRESH_INVALID', { reason: `AUTH.REFRESH_${reason.toUpperCase()}` });
/** An SSO key unknown, used or expired: one answer for all three (401). */
export const ssoKeyInvalid = () => new DomainError('unauthenticated', 'AUTH.SSO_INVALID');
/** An invite unknown, used, expired, or for a company or address no longer there (400). */
export const inviteInvalid = () => new DomainError('invalid', 'USERS.INVITE_INVALID');
/** The demo customer has no active demo user in this installation (503). */
export const demoUnavailable = () => new DomainError('unavailable', 'HTTP.SERVICE_UNAVAILABLE', { reason: 'AUTH.DEMO_UNAVAILABLE' });
