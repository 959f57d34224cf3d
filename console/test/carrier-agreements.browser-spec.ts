import { BO } from '@freight/testing';
import { byTestId, browserPortal, signInToStart, tabTo, waitForPath } from './browser';
import { axeViolations } from './axe';

/** A PostNord API key of 32 characters, as PostNord issues them; only its last four may ever be shown back. */
const API_KEY = 'pn0a1b2c3d4e5f60718293a4b5c6d7e8';
const NEW_KEY = 'pn99999999999999999999999999f00d';

/**
 * Issue 27 item 7 in Debian's Chromium against the embedded portal: anna, her company's administrator, stores,
 * replaces and removes the company's own PostNord agreement from Profile → Carrier agreements with the keyboard
 * alone; the key is never shown back whole (only the server's masked hint), and the page passes axe-core's WCAG 2.1
 * AA rules. bo, her booker, is told the screen is the administrator's. Screenshots go to
 * console/test/screenshots/carrier-agreements-<test>/.
 */
describe("the customer's own carrier agreements, in the browser", () => {
  const fixture = browserPortal('carrier-agreements-');
  const { open } = fixture;

  it('an administrator stores, replaces and removes an agreement with the keyboard; the secret is only ever shown masked', async () => {
    const { page, shot } = await open('01-keyboard');
    await signInToStart(page);
    await page.goto('/profile');
    await byTestId(page, 'profile-carrier-agreements-link').focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/profile/carriers');
    await byTestId(page, 'agreement-4').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Store: customer number, API key, save, by keyboard alone.
    await byTestId(page, 'agreement-4-account').focus();
    await page.keyboard.type('1234567890');
    await tabTo(page, 'agreement-4-apiKey', 10);
    await page.keyboard.type(API_KEY);
    await tabTo(page, 'agreement-4-save', 10);
    await page.keyboard.press('Enter');
    await byTestId(page, 'carrier-agreements-notice').filter({ hasText: 'Avtalet med PostNord sparades' }).waitFor();
    expect(await byTestId(page, 'agreement-4-stored-account').innerText()).toBe('1234567890');
    expect(await byTestId(page, 'agreement-4-stored-apiKey').innerText()).toBe('••••d7e8');
    expect(await page.content()).not.toContain(API_KEY.slice(0, 12));
    await shot('01-stored');
    expect(await axeViolations(page)).toEqual([]);

    // Replace: the form opens with the account kept and the key to type anew.
    await byTestId(page, 'agreement-4-replace').focus();
    await page.keyboard.press('Enter');
    expect(await byTestId(page, 'agreement-4-account').inputValue()).toBe('1234567890');
    expect(await byTestId(page, 'agreement-4-apiKey').inputValue()).toBe('');
    await byTestId(page, 'agreement-4-apiKey').focus();
    await page.keyboard.type(NEW_KEY);
    await tabTo(page, 'agreement-4-save', 10);
    await page.keyboard.press('Enter');
    await byTestId(page, 'agreement-4-stored-apiKey').filter({ hasText: '••••f00d' }).waitFor();
    const { rows } = await fixture.portal.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM shipping.carrier_agreements WHERE customer_id = $1 AND carrier_code = 4',
      [1001],
    );
    expect(rows).toEqual([{ n: 1 }]);

    // Remove, confirmed by keyboard: the carrier is back to Frakt's agreement.
    await byTestId(page, 'agreement-4-remove').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Bekräfta' }).focus();
    await page.keyboard.press('Enter');
    await byTestId(page, 'carrier-agreements-notice').filter({ hasText: 'Avtalet med PostNord togs bort' }).waitFor();
    await byTestId(page, 'agreement-4-account').waitFor();
    await shot('02-removed');
  });

  it("tells a booker that agreements are the administrator's", async () => {
    const { page } = await open('02-booker');
    await signInToStart(page, BO);
    await page.goto('/profile/carriers');
    await byTestId(page, 'carrier-agreements-not-administrator').waitFor();
    expect(await byTestId(page, 'agreement-4').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
