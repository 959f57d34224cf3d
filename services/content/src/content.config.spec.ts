import { ConfigError, loadConfig } from '@freight/kernel';
import { contentConfig } from './content.config';

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('contentConfig', () => {
  it('falls back to the in-process sink, the default senders and the documented limits', () => {
    expect(contentConfig.of(loadConfig({}))).toEqual({
      mail: {
        smtpUrl: undefined,
        senders: {
          1: 'Frakt <noreply@frakt.se>',
          2: 'Frakt kundtjänst <kundtjanst@frakt.se>',
          3: 'Frakt reklamation <reklamation@frakt.se>',
          4: 'Frakt faktura <faktura@frakt.se>',
        },
        retryBaseMs: 5000,
        publicUrl: 'http://localhost:3000',
        retentionDays: 90,
      },
    });
  });

  it('reads the relay, a sender override, the public URL without its trailing slash and the retention', () => {
    const { mail } = contentConfig.of(
      loadConfig({
        SMTP_URL: 'smtps://user:pass@smtp.example.se:465',
        MAIL_SENDERS: '2=support@frakt.se',
        PUBLIC_URL: 'https://frakt.example.se/',
        MAIL_RETENTION_DAYS: '30',
      }),
    );

    expect(mail).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example.se:465',
      publicUrl: 'https://frakt.example.se',
      retentionDays: 30,
    });
    expect(mail.senders).toMatchObject({ 1: 'Frakt <noreply@frakt.se>', 2: 'support@frakt.se' });
  });

  it('links mails to the port it listens on when PUBLIC_URL is unset', () => {
    expect(contentConfig.of(loadConfig({ PORT: '4000' })).mail.publicUrl).toBe('http://localhost:4000');
  });

  it('refuses another kind of relay URL without echoing it, a malformed sender and a retention out of range', () => {
    const problems = problemsOf({ SMTP_URL: 'https://user:secret@relay', MAIL_SENDERS: '1=nobody', MAIL_RETENTION_DAYS: '0' });

    expect(problems).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'MAIL_SENDERS entry "1=nobody" must be <sender type>=<address>',
      'MAIL_RETENTION_DAYS must be an integer between 1 and 3650 (got "0")',
    ]);
  });
});
