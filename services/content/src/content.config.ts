import { ConfigReader, defineConfigSection } from '@freight/kernel';

export interface MailConfig {
  /** SMTP_URL (smtp:// or smtps://) for a real relay; unset, an in-process SMTP sink catches every mail. */
  smtpUrl: string | undefined;
  /** senderType → From address (MAIL_SENDERS "1=noreply@frakt.se,2=..."); 1 is the default sender. */
  senders: Readonly<Record<number, string>>;
  /** First retry delay of a refused mail; each further retry doubles it (capped at 30 minutes). */
  retryBaseMs: number;
  /** Where the portal is reached (PUBLIC_URL), for links in mails; never taken from a request's Host header. */
  publicUrl: string;
  /** Days sent and failed mail jobs, carrier messages and the sink's catch are kept (MAIL_RETENTION_DAYS); then purged nightly. */
  retentionDays: number;
}

/** The content service's settings: its mailer. */
export interface ContentConfig {
  mail: MailConfig;
}

export const DEFAULT_MAIL_SENDERS: Readonly<Record<number, string>> = {
  1: 'Frakt <noreply@frakt.se>',
  2: 'Frakt kundtjänst <kundtjanst@frakt.se>',
  3: 'Frakt reklamation <reklamation@frakt.se>',
  4: 'Frakt faktura <faktura@frakt.se>',
};

export const contentConfig = defineConfigSection<ContentConfig>('content', (reader) => ({
  mail: {
    smtpUrl: smtpUrl(reader),
    senders: parseMailSenders(reader.read('MAIL_SENDERS') ?? '', reader.problems),
    retryBaseMs: reader.int('MAIL_RETRY_BASE_MS', 5000, 1, 3600 * 1000),
    publicUrl: (reader.url('PUBLIC_URL') ?? `http://localhost:${reader.read('PORT') ?? 3000}`).replace(/\/+$/, ''),
    retentionDays: reader.int('MAIL_RETENTION_DAYS', 90, 1, 3650),
  },
}));

/**
 * The mail tools (/test/mail's test mail and the sink's list) are for development: a portal outside production
 * whose mail the in-process sink catches. Elsewhere a member's test mail would go out for real to any address.
 */
export const mailToolsOffered = (nodeEnv: string, content: ContentConfig) => nodeEnv !== 'production' && !content.mail.smtpUrl;

/** `@Inject(CONTENT_CONFIG) config: ContentConfig` */
export const CONTENT_CONFIG = contentConfig.token;

/** Only smtp:// and smtps://; the URL may carry credentials, so a problem never echoes it. */
function smtpUrl(reader: ConfigReader): string | undefined {
  const raw = reader.read('SMTP_URL');
  if (raw === undefined) return undefined;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // handled below: protocol stays empty
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') reader.problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  return raw;
}

/** "1=Frakt <noreply@frakt.se>,2=kundtjanst@frakt.se": overrides the defaults per sender type. */
function parseMailSenders(raw: string, problems: string[]): Record<number, string> {
  const senders: Record<number, string> = { ...DEFAULT_MAIL_SENDERS };
  for (const entry of raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=');
    const type = Number(entry.slice(0, at));
    const address = entry.slice(at + 1).trim();
    if (at < 1 || !Number.isInteger(type) || type < 1 || !address.includes('@'))
      problems.push(`MAIL_SENDERS entry "${entry}" must be <sender type>=<address>`);
    else senders[type] = address;
  }
  return Object.freeze(senders);
}
