import { portalMail, type EventData } from '@freight/contracts';

/** The mail saying the archive is ready: a link to the profile page (where the signed-in owner downloads it) and until when. */
export function exportReadyMail(input: {
  customerId: number;
  requestId: string;
  to: string;
  link: string;
  expiresAt: Date;
}): EventData<'MailRequested'> {
  const until = input.expiresAt.toISOString().slice(0, 10);
  const text = [
    'Din export av personuppgifter från Frakt är klar.',
    `Logga in och hämta den under din profil (finns kvar till ${until}):`,
    input.link,
    '',
    'Your export of personal data from Frakt is ready.',
    `Sign in and download it from your profile (available until ${until}):`,
    input.link,
  ].join('\n');
  return portalMail({
    customerId: input.customerId,
    to: input.to,
    subject: 'Din dataexport är klar / Your data export is ready',
    text,
    kind: 'data-export-ready',
    reference: `export-${input.requestId}`,
  });
}
