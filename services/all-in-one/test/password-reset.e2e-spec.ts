import { BERTIL, eventually } from '@freight/testing';
import { simpleParser } from 'mailparser';
import { PasswordResetSweep } from '@freight/auth';
import { signIn, startTestPortal, TestPortal } from './portal';

const BERTIL_MAIL = 'bertil.berg@example.se';
const RESET_INVALID_SV = 'Länken för nytt lösenord är ogiltig, redan använd eller har gått ut. Be om en ny.';

/**
 * "Glömt lösenord" (issue 29 item 9) through /api on the embedded portal: a one-time link by mail (the real
 * in-process SMTP sink), the same answer for unknown logins, limits per user and per client address, and a reset that
 * ends the old sessions and the old password.
 */
describe('Embedded portal: password reset by mail', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startTestPortal();
  });

  afterAll(async () => {
    await portal?.close();
  });

  // Every test starts under the limits: they count the rows of the last hour.
  beforeEach(async () => {
    await portal.db.query('DELETE FROM auth.password_resets');
  });

  const request = (login: string) => portal.http.post('/api/auth/password-reset').send({ login });
  const confirm = (token: string, password: string, language = 'sv') =>
    portal.http.post('/api/auth/password-reset/confirm').set('Accept-Language', language).send({ token, password });

  const mailsTo = async (address: string) =>
    (await portal.db.query<{ raw: Buffer }>('SELECT raw FROM content.sink_messages WHERE $1 = ANY(rcpt_to) ORDER BY id', [address])).rows;

  /** The reset link of the `nth` mail (1-based) the sink caught for `address`, as a mail client shows it. */
  async function linkMailedTo(address: string, nth: number): Promise<string> {
    return eventually(async () => {
      const rows = await mailsTo(address);
      if (rows.length < nth) throw new Error(`${rows.length} mails to ${address} yet`);
      const mail = await simpleParser(rows[nth - 1].raw);
      expect(mail.subject).toBe('Nytt lösenord till Frakt / New Frakt password');
      const link = /https?:\/\/\S+\/aterstall-losenord\/([\w-]+)/.exec(mail.text ?? '');
      if (!link) throw new Error('no reset link in the mail');
      return decodeURIComponent(link[1]);
    });
  }

  it('mails a one-time link; the new password signs in, the old one and the old sessions end', async () => {
    const before = await signIn(portal, BERTIL.username, BERTIL.password);
    const answer = await request('bertil').expect(204);
    expect(answer.text).toBe('');
    const token = await linkMailedTo(BERTIL_MAIL, 1);

    const { rows } = await portal.db.query<{ row: string }>('SELECT t::text AS row FROM auth.password_resets t');
    expect(rows).toHaveLength(1);
    expect(rows[0].row).not.toContain(token);

    // Too short a password names the field and does not spend the link.
    const short = await confirm(token, 'kort').expect(400);
    expect(short.body.errors).toEqual([expect.objectContaining({ field: 'password', code: 'VALIDATION.TOO_SHORT' })]);

    const session = await confirm(token, 'bertils-nya-lösen-1').expect(200);
    expect(session.body).toMatchObject({ customerId: 1002, demo: false, accessToken: expect.any(String) });

    const spent = await confirm(token, 'bertils-nya-lösen-2').expect(400);
    expect(spent.body).toMatchObject({ code: 'AUTH.RESET_INVALID', message: RESET_INVALID_SV });
    expect((await confirm(token, 'bertils-nya-lösen-2', 'en').expect(400)).body.message).toBe(
      'The password link is invalid, already used or expired. Ask for a new one.',
    );
    await portal.http.post('/api/auth/signin').send({ username: BERTIL.username, password: BERTIL.password }).expect(401);
    await portal.http.post('/api/auth/refreshtoken').send({ refreshToken: before.refreshToken }).expect(403);
    await portal.http.post('/api/auth/signin').send({ username: 'bertil', password: 'bertils-nya-lösen-1' }).expect(200);
  });

  it('takes the e-mail address too, and answers an unknown login exactly as a known one, sending nothing', async () => {
    const sinkBefore = (await portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM content.sink_messages')).rows[0].n;
    const unknown = await request('ingen.alls@example.se').expect(204);
    const known = await request('BERTIL.Berg@example.se').expect(204);
    expect(unknown.text).toBe(known.text);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    const token = await linkMailedTo(BERTIL_MAIL, 2);
    await eventually(async () =>
      expect((await portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM content.sink_messages')).rows[0].n).toBe(sinkBefore + 1),
    );
    expect(await mailsTo('ingen.alls@example.se')).toEqual([]);
    // The unknown login's row keeps neither a user nor a token.
    const rows = (await portal.db.query('SELECT user_id, token_hash FROM auth.password_resets ORDER BY id')).rows;
    expect(rows).toEqual([
      { user_id: null, token_hash: null },
      { user_id: 1002, token_hash: expect.any(String) },
    ]);

    // An expired link is refused like a spent one.
    await portal.db.query("UPDATE auth.password_resets SET expires_at = now() - interval '1 second'");
    expect((await confirm(token, 'bertils-nya-lösen-3').expect(400)).body.code).toBe('AUTH.RESET_INVALID');
    await confirm('x'.repeat(43), 'bertils-nya-lösen-3').expect(400);
  });

  it('mails one user at most three links an hour, answering the fourth request the same', async () => {
    const mailed = (await mailsTo(BERTIL_MAIL)).length;
    for (let i = 0; i < 4; i++) await request('bertil').expect(204);
    await linkMailedTo(BERTIL_MAIL, mailed + 3);
    const { rows } = await portal.db.query<{ mailed: number; silent: number }>(
      `SELECT count(*) FILTER (WHERE token_hash IS NOT NULL)::int AS mailed, count(*) FILTER (WHERE token_hash IS NULL)::int AS silent
         FROM auth.password_resets`,
    );
    expect(rows[0]).toEqual({ mailed: 3, silent: 1 });
  });

  it('answers 429 with Retry-After past ten requests an hour from one address, whatever they name', async () => {
    for (let i = 0; i < 10; i++) await request(`okand-${i}@example.se`).expect(204);
    const refused = await request('bertil').expect(429);
    expect(refused.body.code).toBe('HTTP.RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const { rows } = await portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth.password_resets');
    expect(rows[0].n).toBe(10);
  });

  it("sweeps requests older than a day, keeping the last day's", async () => {
    await request('bertil').expect(204);
    await request('ingen@example.se').expect(204);
    await portal.db.query("UPDATE auth.password_resets SET requested_at = now() - interval '25 hours' WHERE user_id IS NULL");
    expect(await portal.running.app.get(PasswordResetSweep).run()).toBe(1);
    expect((await portal.db.query('SELECT user_id FROM auth.password_resets')).rows).toEqual([{ user_id: 1002 }]);
  });

  it('refuses what a client can send wrong with 400, never 500', async () => {
    await portal.http.post('/api/auth/password-reset').send({}).expect(400);
    await portal.http
      .post('/api/auth/password-reset')
      .send({ login: 'x'.repeat(300) })
      .expect(400);
    await portal.http.post('/api/auth/password-reset/confirm').send({ token: 5, password: null }).expect(400);
  });
});
