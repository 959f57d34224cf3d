import { passwordResetMail, RESET_MAILS_PER_USER, RESET_REQUESTS_PER_ADDRESS, secondsUntilAllowed } from './password-reset';

const now = new Date('2026-11-28T10:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe(secondsUntilAllowed.name, () => {
  it('allows under the limit and counts only the window', () => {
    expect(secondsUntilAllowed([ago(10), ago(20)], RESET_MAILS_PER_USER, now)).toBe(0);
    expect(secondsUntilAllowed([ago(3600), ago(4000), ago(5000), ago(10)], RESET_MAILS_PER_USER, now)).toBe(0);
  });

  it('at the limit, waits until the oldest request inside the window leaves it, in whole seconds', () => {
    expect(secondsUntilAllowed([ago(1800), ago(600), ago(60)], RESET_MAILS_PER_USER, now)).toBe(1800);
    expect(secondsUntilAllowed([new Date(now.getTime() - 3_599_500), ago(2), ago(1)], RESET_MAILS_PER_USER, now)).toBe(1);
  });

  it('with more than the limit inside, waits for enough of them to leave', () => {
    const requests = Array.from({ length: 12 }, (_, i) => ago(3000 - i * 100));
    // Twelve inside, limit ten: the third oldest (at -2 800 s) must leave, 800 s from now.
    expect(secondsUntilAllowed(requests, RESET_REQUESTS_PER_ADDRESS, now)).toBe(800);
  });
});

describe(passwordResetMail.name, () => {
  it('links once in Swedish and English, says until when, and names nothing but the recipient', () => {
    const mail = passwordResetMail({
      customerId: 1002,
      resetId: '9',
      to: 'bertil.berg@example.se',
      link: 'https://frakt.example/aterstall-losenord/abc',
      expiresAt: new Date('2026-11-28T11:00:00.000Z'),
    });
    expect(mail).toMatchObject({
      to: ['bertil.berg@example.se'],
      kind: 'password-reset',
      reference: 'password-reset-9',
      customerId: '1002',
    });
    expect(mail.text.match(/aterstall-losenord\/abc/g)).toHaveLength(2);
    expect(mail.text).toContain('gäller en timme, till 11:00 UTC, en gång');
    expect(mail.text).toContain('If you did not ask, ignore this mail');
  });
});
