import { portalMail, type EventData } from '@freight/contracts';

// The limits count requests in a sliding window exactly as sign-in counts failures.
export { secondsUntilAllowed } from '../../sign-in-attempts/domain/sign-in-limits';

/** A reset link is good for an hour, once: long enough to reach the mailbox, short enough to be worth little if leaked. */
export const RESET_TTL_SECONDS = 3600;
/**
 * Requests from one client address per hour: past it 429, whatever the address asked for, so the answer still says
 * nothing about which accounts exist.
 */
export const RESET_REQUESTS_PER_ADDRESS = { max: 10, windowSeconds: 3600 };
/** Reset mails to one user per hour; more requests are answered the same but send nothing (no mailbox flooding). */
export const RESET_MAILS_PER_USER = { max: 3, windowSeconds: 3600 };
/** Request rows serve only the limits above and the one-hour link: a day covers both. */
export const RESET_RETENTION_SECONDS = 24 * 3600;

/**
 * The reset mail, Swedish first and English after (the sign-in page's language is not the mailbox's). It names no
 * account data beyond what the recipient typed, and says what to do when they did not ask.
 */
export function passwordResetMail(input: {
  customerId: number;
  resetId: string;
  to: string;
  link: string;
  expiresAt: Date;
}): EventData<'MailRequested'> {
  const until = input.expiresAt.toISOString().slice(11, 16);
  const text = [
    'Någon (förhoppningsvis du) har bett om ett nytt lösenord till Frakt.',
    `Öppna länken för att välja ett nytt lösenord (gäller en timme, till ${until} UTC, en gång):`,
    input.link,
    'Bad du inte om det kan du bortse från det här brevet; ditt lösenord är oförändrat.',
    '',
    'Someone (hopefully you) asked for a new Frakt password.',
    `Open the link to choose a new password (valid for an hour, until ${until} UTC, once):`,
    input.link,
    'If you did not ask, ignore this mail; your password is unchanged.',
  ].join('\n');
  return portalMail({
    customerId: input.customerId,
    to: input.to,
    subject: 'Nytt lösenord till Frakt / New Frakt password',
    text,
    kind: 'password-reset',
    reference: `password-reset-${input.resetId}`,
  });
}
