import { portalMail, type EventData } from '@freight/contracts';
import type { CompanyRole } from '@freight/kernel/domain';

/** An invite link is good for a week, once. */
export const INVITE_TTL_SECONDS = 7 * 24 * 3600;
/** Open invites per company at a time: enough for any office, and a bound on mail sent in a company's name. */
export const MAX_OPEN_INVITES = 50;

const ROLE_NAMES: Record<CompanyRole, { sv: string; en: string }> = {
  viewer: { sv: 'läsare', en: 'viewer' },
  booker: { sv: 'bokare', en: 'booker' },
  administrator: { sv: 'administratör', en: 'administrator' },
};

/**
 * The invite mail, Swedish first and English after (the colleague's language is not known yet), through the content
 * service's mailer. It names the company and the role, never the inviter's personal data beyond the company name.
 */
export function inviteMail(input: {
  customerId: number;
  inviteId: string;
  to: string;
  role: CompanyRole;
  link: string;
  expiresAt: Date;
}): EventData<'MailRequested'> {
  const role = ROLE_NAMES[input.role];
  const until = input.expiresAt.toISOString().slice(0, 10);
  const text = [
    `Du har bjudits in till Frakt som ${role.sv}.`,
    `Öppna länken för att välja lösenord och logga in (gäller till ${until}, en gång):`,
    input.link,
    '',
    `You have been invited to Frakt as ${role.en}.`,
    `Open the link to choose a password and sign in (valid until ${until}, once):`,
    input.link,
  ].join('\n');
  return portalMail({
    customerId: input.customerId,
    to: input.to,
    subject: 'Inbjudan till Frakt / Invitation to Frakt',
    text,
    kind: 'user-invited',
    reference: `invite-${input.inviteId}`,
  });
}
