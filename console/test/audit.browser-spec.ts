import { eventually } from '@freight/testing';
import { apiCall, PLAIN_CONSIGNMENT, signIn } from '../../services/all-in-one/test/portal';
import { ANNA, byTestId, browserPortal, describedText, signInToStart, waitForPath, waitForShippingProfile, tabTo } from './browser';
import { axeViolations } from './axe';

/**
 * Issue 32 item 1 in Debian's Chromium against the embedded portal: the profile's audit trail (/profile/audit),
 * reached and filtered with the keyboard, axe-clean (WCAG 2.1 AA), in Swedish (the default).
 * Screenshots go to console/test/screenshots/audit-<test>/.
 */

describe('the audit trail on the profile, in the browser', () => {
  const fixture = browserPortal('audit-');
  const { open } = fixture;

  beforeAll(async () => {
    const anna = (await signIn(fixture.portal, ANNA.username, ANNA.password)).accessToken;
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
    const consignmentId = (await apiCall(fixture.portal, anna, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200)).body
      .consignments[0].consignmentId;
    await apiCall(fixture.portal, anna, 'put', '/consignment/book/', { ...PLAIN_CONSIGNMENT, consignmentId })
      .set('x-request-id', 'browser-audit-book1')
      .expect(200);
    await eventually(async () => {
      const { rows } = await fixture.portal.db.query("SELECT 1 FROM auth.audit_entries WHERE request_id = 'browser-audit-book1'");
      if (!rows.length) throw new Error('the booking is not in the trail yet');
    });
    // The booking's client address as a private customer's erasure leaves it: gone from beside the entry.
    await fixture.portal.db.query(
      "DELETE FROM auth.audit_entry_addresses WHERE entry_id IN (SELECT id FROM auth.audit_entries WHERE request_id = 'browser-audit-book1')",
    );
  });

  it('lists sign-ins and the booking, reached from the profile and filtered with the keyboard alone, axe-clean', async () => {
    const { page, shot } = await open('01-list');
    await signInToStart(page);
    await page.goto('/profile');
    await byTestId(page, 'profile-audit-link').waitFor();
    await tabTo(page, 'profile-audit-link', 80);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/profile/audit');
    const rows = byTestId(page, 'audit-list').locator('tbody tr');
    await rows.filter({ hasText: 'book-consignment' }).first().waitFor();
    await rows.filter({ hasText: 'sign-in' }).first().waitFor();
    expect(await byTestId(page, 'audit-list').textContent()).toContain('browser-audit-book1');
    // The role anna booked in, in the role column, and her name beside the id the entry holds.
    expect(await rows.filter({ hasText: 'browser-audit-book1' }).first().textContent()).toContain('Administratör');
    expect(await rows.filter({ hasText: 'browser-audit-book1' }).first().textContent()).toMatch(new RegExp(`${ANNA.username} \\(\\d+\\)`));
    // An erased address says so; a kept one is shown.
    expect(await rows.filter({ hasText: 'browser-audit-book1' }).first().textContent()).toContain('borttagen');
    expect(await rows.filter({ hasText: 'sign-in' }).first().textContent()).toMatch(/127\.0\.0\.1/);
    expect(await page.title()).toBe('Frakt : Händelselogg');
    await shot('01-all');
    expect(await axeViolations(page)).toEqual([]);

    // The action filter, by keyboard: only sign-ins are left.
    const action = page.getByRole('combobox', { name: 'Åtgärd' });
    await action.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'sign-in' }).waitFor();
    for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'sign-in'; i += 1)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await eventually(async () => {
      const texts = await rows.allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((text) => text.includes('sign-in'))).toBe(true);
    });
    await shot('02-signins');
    expect(await axeViolations(page)).toEqual([]);

    // The date filter by keyboard as ÅÅÅÅ-MM-DD: the filter sends the typed day (as react-admin's DateInput did),
    // nothing for the unfinished texts on the way or for a day that does not exist.
    const fromSent: unknown[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/auth/audit/')) fromSent.push(JSON.parse(url.searchParams.get('filter') ?? '{}').from);
    });
    expect(await page.getByLabel('Från (ÅÅÅÅ-MM-DD)').getAttribute('data-testid')).toBe('filter-from');
    await tabTo(page, 'filter-from', 20);
    await page.keyboard.type('2026-02-30');
    await page.getByText('Datumet finns inte: kontrollera månad och dag').waitFor();
    expect(await describedText(page, 'filter-from')).toBe('Datumet finns inte: kontrollera månad och dag');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2099-01-01');
    await eventually(async () => expect(await rows.count()).toBe(0));
    expect(fromSent).toEqual(['2099-01-01']);
    await shot('03-from-2099');
  });
});
