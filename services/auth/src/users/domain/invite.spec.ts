import { assertNotSelf, usernameOf } from './company-user';
import { INVITE_TTL_SECONDS, inviteMail } from './invite';
import { hashOneTimeToken, newOneTimeToken } from './one-time-token';

describe('invites', () => {
  it('makes a fresh 256-bit token each time and keeps only its hash', () => {
    const a = newOneTimeToken();
    const b = newOneTimeToken();
    expect(a.token).toMatch(/^[\w-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashOneTimeToken(a.token));
    expect(a.hash).not.toContain(a.token);
  });

  it('mails the link with the role in Swedish and English, good for a week', () => {
    const expiresAt = new Date(Date.UTC(2026, 11, 5, 10));
    const mail = inviteMail({
      customerId: 1001,
      inviteId: '7',
      to: 'carl@example.se',
      role: 'booker',
      link: 'https://frakt.example/invite/t',
      expiresAt,
    });
    expect(mail).toMatchObject({
      customerId: '1001',
      to: ['carl@example.se'],
      kind: 'user-invited',
      reference: 'invite-7',
      language: 'sv',
    });
    expect(mail.text).toContain('som bokare');
    expect(mail.text).toContain('as booker');
    expect(mail.text).toContain('2026-12-05');
    expect(mail.text.match(/https:\/\/frakt\.example\/invite\/t/g)).toHaveLength(2);
    expect(INVITE_TTL_SECONDS).toBe(7 * 24 * 3600);
  });
});

describe('company users', () => {
  const anna = { userId: 1001, customerId: 1001, customerLevel: 3, demo: false, testUser: false, role: 'administrator' as const };

  it('lets an administrator change colleagues, never themselves', () => {
    expect(() => assertNotSelf(anna, 1011)).not.toThrow();
    expect(() => assertNotSelf(anna, 1001)).toThrow(expect.objectContaining({ kind: 'conflict', code: 'USERS.NOT_YOURSELF' }));
  });

  it('signs invited colleagues in with their e-mail address, as sign-in normalises it', () => {
    expect(usernameOf('  Carl@AnnasBlommor.Example ')).toBe('carl@annasblommor.example');
  });
});
