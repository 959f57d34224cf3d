import { BERTIL, eventually } from '@freight/testing';
import { simpleParser } from 'mailparser';
import { signIn } from '../../services/all-in-one/test/portal';
import { axeViolations } from './axe';
import { browserPortal, byTestId, tabTo, waitForPath, waitForHeading } from './browser';

/** Bertil's address in the demo seed: where the reset link is mailed. */
const BERTIL_MAIL = 'bertil.berg@example.se';

/**
 * "Glömt lösenord" (issue 29 item 9) in Debian's Chromium against the embedded portal, by keyboard alone: from the
 * login form to the forgotten-password page, a link asked for, the mail the SMTP sink caught opened, a new password
 * chosen, and signed in with it. Every page passes axe-core's WCAG 2.1 AA rules.
 */
describe('password reset by mail, in the browser', () => {
  const fixture = browserPortal('reset-');
  const { open } = fixture;

  beforeAll(async () => {
    // The mailer queues mail only for a customer the content service has heard of.
    await eventually(async () => {
      const { rows } = await fixture.portal.db.query('SELECT 1 FROM content.known_customers WHERE customer_id = $1', [BERTIL.customerId]);
      if (!rows.length) throw new Error('content has not heard of bertil yet');
    });
  });

  const resetPathMailedTo = (address: string) =>
    eventually(async () => {
      const { rows } = await fixture.portal.db.query<{ raw: Buffer }>(
        'SELECT raw FROM content.sink_messages WHERE $1 = ANY(rcpt_to) ORDER BY id DESC LIMIT 1',
        [address],
      );
      if (!rows.length) throw new Error(`no mail to ${address} yet`);
      const link = /https?:\/\/[^/\s]+(\/aterstall-losenord\/[\w%-]+)/.exec((await simpleParser(rows[0].raw)).text ?? '');
      if (!link) throw new Error('no reset link in the mail');
      return link[1];
    });

  it('asks for a link from the login form, follows the mailed link and signs in with the new password', async () => {
    const { page, shot } = await open('01-forgot-and-reset');
    await page.goto('/loginx');
    await byTestId(page, 'login-username').waitFor();
    await tabTo(page, 'login-forgot', 12);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/glomt-losenord');
    await waitForHeading(page, 'Glömt lösenord');
    expect(await axeViolations(page)).toEqual([]);

    // The field has the focus: type and send with Enter.
    await byTestId(page, 'forgot-login').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('forgot-login');
    await page.keyboard.type(BERTIL.username);
    const [asked] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/password-reset')),
      page.keyboard.press('Enter'),
    ]);
    expect(asked.status()).toBe(204);
    expect(await byTestId(page, 'forgot-sent').innerText()).toContain('Om det finns ett konto för bertil har vi skickat en länk');
    await shot('01-sent');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(await resetPathMailedTo(BERTIL_MAIL));
    await byTestId(page, 'reset-password').waitFor();
    await waitForHeading(page, 'Välj ett nytt lösenord');
    expect(await axeViolations(page)).toEqual([]);
    // Different passwords are caught before anything is sent.
    await page.keyboard.type('bertils-nya-lösen-1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('bertils-nya-lösen-2');
    await page.keyboard.press('Enter');
    expect(await page.getByText('Lösenorden är inte lika').count()).toBe(1);
    await byTestId(page, 'reset-repeat').fill('');
    await byTestId(page, 'reset-repeat').focus();
    await page.keyboard.type('bertils-nya-lösen-1');
    const [confirmed] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/password-reset/confirm')),
      page.keyboard.press('Enter'),
    ]);
    expect(confirmed.status()).toBe(200);
    await waitForPath(page, '/start');
    await shot('02-signed-in');

    // The new password is the one that signs in now.
    await fixture.portal.http.post('/api/auth/signin').send({ username: BERTIL.username, password: BERTIL.password }).expect(401);
    expect((await signIn(fixture.portal, BERTIL.username, 'bertils-nya-lösen-1')).accessToken).toEqual(expect.any(String));
  });
});
