import { Principal } from '@freight/kernel/domain';
import { notYourself } from './user.errors';

/** Passwords a colleague chooses: long enough to resist guessing (NIST SP 800-63B asks 8; we ask 10), short enough to hash. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * An administrator changes colleagues, never themselves: demoting or deactivating oneself could leave a company
 * without anyone to manage it, and a colleague's slip is mended by another administrator.
 */
export function assertNotSelf(principal: Principal, userId: number): void {
  if (principal.userId === userId) throw notYourself();
}

/** The username an invited colleague signs in with: their e-mail address, as sign-in normalises names. */
export const usernameOf = (email: string): string => email.trim().toLowerCase();
