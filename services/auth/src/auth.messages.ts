import { MessageCatalogue, registerMessages } from '@freight/kernel';

/**
 * Sign-in's own texts (the kernel holds the ones every service answers with: signed out, token invalid, forbidden).
 */
export const authMessages = {
  'AUTH.INVALID_CREDENTIALS': { sv: 'Felaktigt användarnamn eller lösenord', en: 'Wrong username or password' },
  'AUTH.REFRESH_INVALID': { sv: 'Sessionen har gått ut. Logga in igen.', en: 'The session has expired. Please sign in again.' },
  'USERS.INVITE_INVALID': {
    sv: 'Inbjudningslänken är ogiltig, redan använd eller har gått ut. Be om en ny inbjudan.',
    en: 'The invite link is invalid, already used or expired. Ask for a new invite.',
  },
  'USERS.EMAIL_TAKEN': {
    sv: 'Det finns redan en användare med den e-postadressen',
    en: 'There is already a user with that e-mail address',
  },
  'USERS.NOT_YOURSELF': {
    sv: 'Du kan inte ändra din egen roll eller inaktivera dig själv. Be en annan administratör.',
    en: 'You cannot change your own role or deactivate yourself. Ask another administrator.',
  },
  'AUTH.RESET_INVALID': {
    sv: 'Länken för nytt lösenord är ogiltig, redan använd eller har gått ut. Be om en ny.',
    en: 'The password link is invalid, already used or expired. Ask for a new one.',
  },
  'AUTH.SSO_INVALID': { sv: 'Inloggningslänken är ogiltig, använd eller har gått ut', en: 'The sign-in link is invalid, used or expired' },
} as const satisfies MessageCatalogue;

export type AuthMessageCode = keyof typeof authMessages;

// The kernel's DomainError and translate() take this service's codes too, in this service's program only
// (and in a process that loads it), so a mistyped code still fails the type check.
declare module '@freight/kernel' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MessageCodes extends Record<AuthMessageCode, true> {}
}

registerMessages('auth', authMessages);
