import { eventually } from '@freight/testing';
import { simpleParser } from 'mailparser';
import { apiCall, PLAIN_CONSIGNMENT } from '../../services/all-in-one/test/portal';
import { ANNA, byTestId, browserPortal, signInToStart, waitForPath, waitForShippingProfile, tabTo } from './browser';
import { axeViolations } from './axe';

/**
 * Issue 32 item 2 in Debian's Chromium against the embedded portal: anna, her company's administrator, invites a
 * colleague from Profile → Users with the keyboard; the colleague opens the link from the mail the SMTP sink caught,
 * chooses a password, is signed in as a booker, may book, and cannot change settings (disabled, and refused by the
 * server). Both pages pass axe-core's WCAG 2.1 AA rules. Screenshots go to console/test/screenshots/users-<test>/.
 */

const COLLEAGUE = 'carl@annasblommor.example';

describe('company users and roles, in the browser', () => {
  const fixture = browserPortal('users-');
  const { open } = fixture;

  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
    // The mailer queues mail only for a customer the content service has heard of.
    await eventually(async () => {
      const { rows } = await fixture.portal.db.query('SELECT 1 FROM content.known_customers WHERE customer_id = $1', [ANNA.customerId]);
      if (!rows.length) throw new Error('content has not heard of anna yet');
    });
  });

  /** The path of the invite link in the last mail the sink caught for the address. */
  const invitePathMailedTo = (address: string) =>
    eventually(async () => {
      const { rows } = await fixture.portal.db.query<{ raw: Buffer }>(
        'SELECT raw FROM content.sink_messages WHERE $1 = ANY(rcpt_to) ORDER BY id DESC LIMIT 1',
        [address],
      );
      if (!rows.length) throw new Error(`no mail to ${address} yet`);
      const link = /https?:\/\/[^/\s]+(\/invite\/[\w%-]+)/.exec((await simpleParser(rows[0].raw)).text ?? '');
      if (!link) throw new Error('no invite link in the mail');
      return link[1];
    });

  it('an administrator invites a colleague, who signs in from the mailed link as a booker and cannot change settings', async () => {
    const admin = await open('01-administrator');
    // Two pages in one test: the fixture closes the last one opened, this one is closed here (an open page keeps its
    // live connections, and the portal would wait for them when it closes).
    try {
      await asAdministratorAndColleague(admin);
    } finally {
      await admin.close();
    }
  });

  async function asAdministratorAndColleague(admin: Awaited<ReturnType<typeof open>>) {
    await signInToStart(admin.page);
    await admin.page.goto('/profile');
    await byTestId(admin.page, 'profile-users-link').focus();
    await admin.page.keyboard.press('Enter');
    await waitForPath(admin.page, '/profile/users');
    await byTestId(admin.page, 'users-row-1012').waitFor();
    expect(await byTestId(admin.page, 'users-table').innerText()).toMatch(/anna[\s\S]*bo[\s\S]*vera/);

    // The invite, with the keyboard alone: e-mail, role (booker is preselected; checked), send.
    await byTestId(admin.page, 'users-invite-email').focus();
    await admin.page.keyboard.type(COLLEAGUE);
    await tabTo(admin.page, 'users-invite-role', 60);
    expect(await byTestId(admin.page, 'users-invite-role').inputValue()).toBe('booker');
    await tabTo(admin.page, 'users-invite-send', 60);
    await admin.page.keyboard.press('Enter');
    await byTestId(admin.page, 'users-notice')
      .filter({ hasText: `En inbjudan skickades till ${COLLEAGUE}` })
      .waitFor();
    await admin.shot('01-invited');
    expect(await axeViolations(admin.page)).toEqual([]);

    // The colleague, in a browser of their own, opens the link from the mail.
    const colleague = await open('02-colleague');
    const path = await invitePathMailedTo(COLLEAGUE);
    await colleague.page.goto(path);
    await byTestId(colleague.page, 'invite-password').waitFor();
    expect(await axeViolations(colleague.page)).toEqual([]);
    await byTestId(colleague.page, 'invite-password').focus();
    await colleague.page.keyboard.type('carls-lösenord-1');
    await colleague.page.keyboard.press('Tab');
    await colleague.page.keyboard.type('carls-lösenord-1');
    const [accepted] = await Promise.all([
      colleague.page.waitForResponse((r) => r.url().endsWith('/api/auth/invites/accept')),
      colleague.page.keyboard.press('Enter'),
    ]);
    expect(accepted.status()).toBe(200);
    const session = (await accepted.json()) as { accessToken: string; role: string; customerId: number };
    expect(session).toMatchObject({ role: 'booker', customerId: ANNA.customerId });
    await waitForPath(colleague.page, '/start');

    // A booker books ...
    const created = await apiCall(fixture.portal, session.accessToken, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200);
    await apiCall(fixture.portal, session.accessToken, 'put', '/consignment/book/', {
      ...PLAIN_CONSIGNMENT,
      consignmentId: created.body.consignments[0].consignmentId,
    }).expect(200);
    // ... but cannot change settings: the profile says so and offers no control, and the server refuses.
    await colleague.page.goto('/profile');
    await byTestId(colleague.page, 'profile-not-administrator').waitFor();
    expect(await byTestId(colleague.page, 'profile-showAllBooked').isDisabled()).toBe(true);
    expect(await byTestId(colleague.page, 'profile-users-link').count()).toBe(0);
    expect(await byTestId(colleague.page, 'profile-api-keys').count()).toBe(0);
    await colleague.shot('02-profile-as-booker');
    expect(await axeViolations(colleague.page)).toEqual([]);
    const refused = await apiCall(fixture.portal, session.accessToken, 'put', `/customer/setting/${ANNA.customerId}`, {
      setting: 'showAllBooked',
      value: true,
    }).expect(403);
    expect(refused.body.message).toBe('Din roll i företaget ger inte behörighet till detta. Be företagets administratör om hjälp.');
    await colleague.page.goto('/profile/users');
    await byTestId(colleague.page, 'users-not-administrator').waitFor();

    // The administrator's list shows the new colleague as a booker.
    await admin.page.reload();
    const row = byTestId(admin.page, 'users-table').locator('tr', { hasText: COLLEAGUE });
    await row.waitFor();
    expect(await row.locator('select').inputValue()).toBe('booker');
    await admin.shot('03-listed');

    // The company's audit trail shows both: the administrator's invite and the colleague's booking, each in its role
    // (entries reach the trail through the outbox, so the page is read again until they are there).
    const entries = byTestId(admin.page, 'audit-list').locator('tbody tr');
    await eventually(
      async () => {
        await admin.page.goto('/profile/audit');
        await byTestId(admin.page, 'audit-list').waitFor();
        expect(await entries.filter({ hasText: 'invite-user' }).filter({ hasText: 'Administratör' }).count()).toBe(1);
        expect(await entries.filter({ hasText: 'book-consignment' }).filter({ hasText: 'Bokare' }).count()).toBe(1);
      },
      30_000,
      500,
    );
    await admin.shot('04-audit');
    expect(await axeViolations(admin.page)).toEqual([]);
  }
});
