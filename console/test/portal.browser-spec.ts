import { ANNA } from '@freight/testing';
import { Browser, Page } from 'playwright-core';
import { startTestPortal, TestPortal } from '../../services/all-in-one/test/portal';
import {
  byTestId,
  currentPath,
  fillStep1,
  documentLang,
  launchChromium,
  pagesPerTest,
  settledTitle,
  storageItem,
  submitLoginForm,
  until,
  waitForPath,
} from './browser';

/**
 * The built console (console/dist) in Debian's Chromium against the embedded portal: guard,
 * sign-in, demo, language, transparent token refresh and logout, as a user sees them.
 * Screenshots of the main steps go to console/test/screenshots/<test>/.
 */

describe('Frakt console in the browser', () => {
  let browser: Browser;
  /** The portal of the running block. One at a time: two Nest apps in one process share passport's global 'jwt' strategy. */
  let portal: TestPortal;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  const open = pagesPerTest(
    () => browser,
    () => portal.running.url!,
  );

  afterAll(async () => {
    await browser?.close();
  });

  /** Starts a portal for the enclosing describe block and stops it after the block. */
  const usePortal = (env: Record<string, string> = {}) => {
    beforeAll(async () => {
      portal = await startTestPortal(env);
    });
    afterAll(async () => {
      await portal?.close();
    });
  };

  /** Signs in on /loginx through the form and returns the session the server answered. */
  const signInWithForm = submitLoginForm;

  const profileName = (page: Page) => byTestId(page, 'profile-name');

  /** The profile button shows `name` (the customer is loaded after the first render). */
  const waitForProfileName = (page: Page, name: string) =>
    page.waitForFunction(
      (expected) =>
        (globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }).document.querySelector(
          '[data-testid="profile-name"]',
        )?.textContent === expected,
      name,
    );

  describe('on a portal with the default token lifetime', () => {
    usePortal();

    it('sends an anonymous visitor of /consignment/list to /welcome', async () => {
      const { page, log, shot } = await open('01-anonymous-guard');
      await page.goto('/consignment/list');
      await waitForPath(page, '/welcome');
      await byTestId(page, 'welcome-card').waitFor();
      await shot('01-welcome');

      expect(await page.title()).toMatch(/^Frakt/);
      expect(await settledTitle(page, 'Frakt : Välkommen')).toBe('Frakt : Välkommen');
      expect(log.paths[0]).toBe('/consignment/list');
      expect(log.paths.at(-1)).toBe('/welcome');
      // The guarded screen never rendered, and the anonymous top bar has no profile button.
      expect(await page.locator('[data-route="consignmentList"]').count()).toBe(0);
      expect(await page.locator('[data-route="welcome"]').count()).toBe(1);
      expect(await byTestId(page, 'profile-button').count()).toBe(0);
      await expect(byTestId(page, 'demo-button').textContent()).resolves.toBe('Prova utan inloggning');
      expect(await storageItem(page, 'user')).toBeNull();
    });

    it('signs anna in on /loginx, shows her name and stores the user encrypted', async () => {
      const { page, log, shot } = await open('02-sign-in');
      await page.goto('/loginx');
      await byTestId(page, 'login-username').waitFor();
      await shot('01-login-form');

      const { status, body } = await signInWithForm(page, ANNA.username, ANNA.password);
      expect(status).toBe(200);
      expect(body.accessToken).toEqual(expect.any(String));
      await waitForPath(page, '/start');
      await waitForProfileName(page, ANNA.fullName);
      await shot('02-start-signed-in');

      expect(await profileName(page).textContent()).toBe(ANNA.fullName);
      expect(await settledTitle(page, 'Frakt : Ny frakt')).toBe('Frakt : Ny frakt');
      expect(await byTestId(page, 'booked-link').isVisible()).toBe(true);
      expect(log.calls('GET', `/api/customer/${ANNA.customerId}`).length).toBeGreaterThanOrEqual(1);

      const stored = await storageItem(page, 'user');
      expect(stored).not.toBeNull();
      expect(stored).not.toContain(body.accessToken!);
      expect(stored).not.toContain(body.refreshToken!);
      const record = JSON.parse(stored!);
      expect(record).toEqual({ v: 1, alg: 'AES-GCM', iv: expect.any(String), data: expect.any(String) });
      expect(record).not.toHaveProperty('accessToken');
      // The ciphertext is not merely base64 of the plain record.
      expect(Buffer.from(record.data, 'base64').toString('utf8')).not.toContain('accessToken');

      // The encrypted record is readable after a reload (key in IndexedDB): still signed in.
      await page.reload();
      await waitForPath(page, '/start');
      await waitForProfileName(page, ANNA.fullName);
      expect(currentPath(page)).toBe('/start');
    });

    it('keeps the session when the page reloads the moment sign-in lands on /start', async () => {
      const { page, shot } = await open('02b-reload-right-after-sign-in');
      const { status } = await signInWithForm(page, ANNA.username, ANNA.password);
      expect(status).toBe(200);
      // No waiting for the customer or anything else: sign-in only completes once the key and
      // the encrypted user are stored, so a reload right away must find both.
      await waitForPath(page, '/start');
      await page.reload();
      await waitForPath(page, '/start');
      await waitForProfileName(page, ANNA.fullName);
      await page.waitForTimeout(300);
      await shot('01-after-reload');
      expect(currentPath(page)).toBe('/start');
      expect(await storageItem(page, 'user')).not.toBeNull();

      // The demo signs in the same way.
      await byTestId(page, 'profile-button').click();
      await byTestId(page, 'logout-button').click();
      await waitForPath(page, '/welcome');
      await page.goto('/priser');
      await waitForPath(page, '/start');
      await page.reload();
      await waitForPath(page, '/start');
      await byTestId(page, 'profile-name').waitFor();
      expect(await profileName(page).textContent()).toBe('Meny');
    });

    it("shows the server's Swedish message for a wrong password", async () => {
      const { page, shot } = await open('03-wrong-password');
      const { status, body } = await signInWithForm(page, ANNA.username, 'not-her-password');
      expect(status).toBe(401);
      const alert = byTestId(page, 'login-alert');
      await alert.waitFor();
      await shot('01-alert');

      expect(body.message).toBe('Felaktigt användarnamn eller lösenord');
      expect((await alert.textContent())?.trim()).toBe('Felaktigt användarnamn eller lösenord');
      expect(currentPath(page)).toBe('/loginx');
      expect(await byTestId(page, 'login-button').isEnabled()).toBe(true);
      expect(await byTestId(page, 'login-spinner').count()).toBe(0);
      expect(await storageItem(page, 'user')).toBeNull();
    });

    it('runs the demo from /priser to /start with "Meny", and keeps it off routes without demo access', async () => {
      const { page, log, shot } = await open('04-demo');
      const demoAnswer = page.waitForResponse((r) => r.url().endsWith('/api/auth/demo') && r.request().method() === 'POST');
      await page.goto('/priser');
      expect((await demoAnswer).status()).toBe(200);
      await waitForPath(page, '/start');
      await byTestId(page, 'profile-name').waitFor();
      await shot('01-demo-start');

      expect(await profileName(page).textContent()).toBe('Meny');
      // Spec 2.6 and 6: no unbooked or booked links, no order loading, only Information and Logout.
      expect(await byTestId(page, 'booked-link').count()).toBe(0);
      expect(await byTestId(page, 'unbooked-link').count()).toBe(0);
      expect(log.requests.filter((r) => r.path.startsWith('/api/order/'))).toEqual([]);
      await byTestId(page, 'profile-button').click();
      await byTestId(page, 'profile-panel').waitFor();
      await shot('02-demo-menu');
      const entries = await byTestId(page, 'profile-panel')
        .locator('[data-testid^="menu-"], [data-testid="logout-button"]')
        .evaluateAll((elements) => elements.map((e) => (e as unknown as { dataset: { testid: string } }).dataset.testid));
      expect(entries).toEqual(['menu-information', 'logout-button']);
      await page.keyboard.press('Escape');

      log.reset();
      await page.goto('/consignment/list');
      await waitForPath(page, '/welcome');
      // Settled: the welcome screen is what stays (not bounced on to /start).
      await byTestId(page, 'welcome-card').waitFor();
      await page.waitForTimeout(500);
      await shot('03-demo-sent-to-welcome');
      expect(currentPath(page)).toBe('/welcome');
      expect(log.paths).toContain('/welcome');
      expect(await page.locator('[data-route="consignmentList"]').count()).toBe(0);
      // Still the demo user, not logged out.
      expect(await storageItem(page, 'user')).not.toBeNull();
    });

    it('lets the demo price a pallet Stockholm → Göteborg in steps 1 and 2', async () => {
      const { page, log, shot } = await open('04b-demo-shipment');
      await page.goto('/priser');
      await waitForPath(page, '/start');
      await byTestId(page, 'shipment-price').waitFor();

      // Step 1 on /shipment/price: the spec's validation first.
      await page.goto('/shipment/price');
      await byTestId(page, 'shipment-price').waitFor();
      await byTestId(page, 'compare-prices').click();
      await byTestId(page, 'form-alert').waitFor();
      expect((await byTestId(page, 'form-alert').textContent())?.trim()).toBe(
        'Formuläret innehåller valideringsfel. Vänligen hantera de beskrivna problemen.',
      );
      expect(await page.getByText('Obligatoriskt fält').count()).toBeGreaterThan(0);
      await shot('01-step1-validation');
      expect(currentPath(page)).toBe('/shipment/price');

      await byTestId(page, 'from-country').selectOption('SE');
      await byTestId(page, 'from-postcode').fill('11122');
      await byTestId(page, 'from-city').fill('Stockholm');
      await byTestId(page, 'to-country').selectOption('SE');
      await byTestId(page, 'to-postcode').fill('41301');
      await byTestId(page, 'to-city').fill('Göteborg');
      await byTestId(page, 'goods-0-packageType').selectOption('pallet');
      // The pallet fixes 120 × 80 and locks both fields; a pallet offers "stackable".
      expect(await byTestId(page, 'goods-0-length').inputValue()).toBe('120');
      expect(await byTestId(page, 'goods-0-width').inputValue()).toBe('80');
      expect(await byTestId(page, 'goods-0-length').isEditable()).toBe(false);
      expect(await byTestId(page, 'goods-0-stackable').count()).toBe(1);
      await byTestId(page, 'goods-0-noOfPackages').fill('1');
      await byTestId(page, 'goods-0-weight').fill('300');
      await byTestId(page, 'goods-0-height').fill('100');
      // 1.2 × 0.8 × 1.0 m³; 0.8 × 1.2 / 2.4 loading metres, two decimals with a comma.
      expect(await byTestId(page, 'goods-0-volume').textContent()).toBe('0,96');
      expect(await byTestId(page, 'goods-0-loadingMetres').textContent()).toBe('0,40');
      expect(await byTestId(page, 'form-alert').count()).toBe(0);
      await shot('02-step1-filled');

      // Step 2: filter, then price the offered products.
      log.reset();
      await byTestId(page, 'compare-prices').click();
      await waitForPath(page, '/shipment/select');
      await byTestId(page, 'shipment-select').waitFor();
      await byTestId(page, 'product-price-incl').first().waitFor();
      await byTestId(page, 'not-offered').waitFor();
      expect(await settledTitle(page, 'Frakt : Välj transportprodukt')).toBe('Frakt : Välj transportprodukt');
      expect(log.calls('POST', '/api/freightservice/filter/').length).toBe(1);
      expect(log.calls('POST', '/api/consignment/price/').length).toBe(1);
      expect(await byTestId(page, 'offered-product').count()).toBeGreaterThanOrEqual(1);
      expect((await byTestId(page, 'product-price-excl').first().textContent())?.trim()).not.toBe('');
      // The products not offered are folded behind one line until the member asks why.
      expect(await byTestId(page, 'not-offered-product').count()).toBe(0);
      expect((await byTestId(page, 'not-offered-toggle').textContent())?.trim()).toMatch(/^\d+ produkter? erbjuds inte — visa varför$/);
      await byTestId(page, 'not-offered-toggle').click();
      await byTestId(page, 'not-offered-product').first().waitFor();
      await shot('03-step2-products');

      // The breakdown opens, and choosing keeps the product in the draft.
      const priced = byTestId(page, 'offered-product')
        .filter({ has: byTestId(page, 'product-price-incl') })
        .first();
      if ((await priced.getByTestId('product-breakdown-toggle').count()) > 0) {
        await priced.getByTestId('product-breakdown-toggle').click();
        await priced.getByTestId('product-breakdown').waitFor();
      }
      await priced.getByTestId('choose-product').click();
      await byTestId(page, 'chosen-product').waitFor();
      await shot('04-step2-chosen');

      // Back to step 1: the draft is still there.
      await byTestId(page, 'back-to-step1').click();
      await waitForPath(page, '/shipment/price');
      expect(await byTestId(page, 'to-city').inputValue()).toBe('Göteborg');
      expect(await byTestId(page, 'goods-0-weight').inputValue()).toBe('300');
    });

    it('takes the demo from its chosen product to the sign-in form, and the member on with the same shipment (issue 29)', async () => {
      const { page, shot } = await open('04c-demo-sign-in');
      await page.goto('/priser');
      await waitForPath(page, '/start');
      await fillStep1(page);
      await byTestId(page, 'compare-prices').click();
      await waitForPath(page, '/shipment/select');
      const priced = byTestId(page, 'offered-product')
        .filter({ has: byTestId(page, 'product-price-incl') })
        .first();
      await priced.getByTestId('choose-product').click();
      await byTestId(page, 'demo-sign-in').click();
      await waitForPath(page, '/loginx');
      await shot('01-sign-in-form');
      await byTestId(page, 'login-username').fill(ANNA.username);
      await byTestId(page, 'login-password').fill(ANNA.password);
      await byTestId(page, 'login-button').click();
      await waitForPath(page, '/start');
      // The shipment drafted in the demo is the member's now.
      expect(await byTestId(page, 'to-city').inputValue()).toBe('Göteborg');
      expect(await byTestId(page, 'to-postcode').inputValue()).not.toBe('');
      await shot('02-member-with-the-draft');
    });

    it('switches to English, stores lang=en and keeps English after a reload', async () => {
      const { page, log, shot } = await open('05-language');
      await page.goto('/welcome');
      await byTestId(page, 'welcome-card').waitFor();
      expect(await byTestId(page, 'demo-button').textContent()).toBe('Prova utan inloggning');
      expect(await settledTitle(page, 'Frakt : Välkommen')).toBe('Frakt : Välkommen');
      expect(await storageItem(page, 'lang')).toBeNull();
      await shot('01-swedish');

      await byTestId(page, 'language-selector').selectOption('en');
      await page.waitForFunction(() => (globalThis as unknown as { document: { title: string } }).document.title === 'Frakt : Welcome');
      await shot('02-english');
      expect(await byTestId(page, 'demo-button').textContent()).toBe('Try without logging in');
      expect(await byTestId(page, 'login-link').textContent()).toBe('Log in with username and password');
      expect(await storageItem(page, 'lang')).toBe('en');
      expect(await documentLang(page)).toBe('en');

      log.reset();
      await page.reload();
      await byTestId(page, 'welcome-card').waitFor();
      await shot('03-english-after-reload');
      expect(await byTestId(page, 'demo-button').textContent()).toBe('Try without logging in');
      expect(await settledTitle(page, 'Frakt : Welcome')).toBe('Frakt : Welcome');
      expect(await byTestId(page, 'language-selector').inputValue()).toBe('en');
      expect(await storageItem(page, 'lang')).toBe('en');
      // The welcome content is asked for in English.
      expect(
        log.requests
          .filter((r) => r.path.startsWith('/api/content/key/freight.page.loggedout'))
          .map((r) => new URL(r.path, 'http://x').searchParams.get('language')),
      ).toContain('en');

      // Signed in, the top bar is English too.
      const { status } = await signInWithForm(page, ANNA.username, ANNA.password);
      expect(status).toBe(200);
      await waitForPath(page, '/start');
      await byTestId(page, 'new-shipment-link').waitFor();
      await shot('04-english-signed-in');
      expect((await byTestId(page, 'new-shipment-link').textContent())?.trim()).toBe('New shipment');
      expect((await byTestId(page, 'booked-link').textContent())?.trim()).toBe('Booked');
      expect(await settledTitle(page, 'Frakt : New shipment')).toBe('Frakt : New shipment');
    });

    it('logs out from the profile panel to /welcome and keeps /start closed afterwards', async () => {
      const { page, log, shot } = await open('07-logout');
      const { status } = await signInWithForm(page, ANNA.username, ANNA.password);
      expect(status).toBe(200);
      await waitForPath(page, '/start');
      await byTestId(page, 'profile-button').click();
      await byTestId(page, 'logout-button').waitFor();
      await shot('01-profile-panel');

      log.reset();
      await byTestId(page, 'logout-button').click();
      await waitForPath(page, '/welcome');
      await byTestId(page, 'welcome-card').waitFor();
      await shot('02-logged-out');
      expect(await byTestId(page, 'profile-button').count()).toBe(0);
      expect(await storageItem(page, 'user')).toBeNull();
      await until(async () => log.calls('POST', '/api/auth/logout').length > 0, 5_000);
      expect(log.calls('POST', '/api/auth/logout')).toHaveLength(1);

      await page.goto('/start');
      await waitForPath(page, '/welcome');
      await byTestId(page, 'welcome-card').waitFor();
      await shot('03-start-closed');
      expect(currentPath(page)).toBe('/welcome');
      expect(await page.locator('[data-route="start"]').count()).toBe(0);
    });
  });

  describe('on a portal whose access tokens live 10 s (the shortest the configuration accepts)', () => {
    usePortal({ ACCESS_TOKEN_TTL_SECONDS: '10' });

    it('refreshes an expired access token transparently when a screen calls the API', async () => {
      const { page, log, shot } = await open('06-token-refresh');
      const { status, body } = await signInWithForm(page, ANNA.username, ANNA.password);
      expect(status).toBe(200);
      await waitForPath(page, '/start');
      await waitForProfileName(page, ANNA.fullName);
      await shot('01-signed-in');
      const recordBefore = await storageItem(page, 'user');

      // Wait until the server itself refuses the token (10 s lifetime plus its clock tolerance).
      const expired = await until(
        async () => {
          const answer = await portal.http.get(`/api/customer/${ANNA.customerId}`).auth(body.accessToken!, { type: 'bearer' });
          return answer.status === 401;
        },
        30_000,
        500,
      );
      expect(expired).toBe(true);

      log.reset();
      const refreshAnswer = page.waitForResponse((r) => r.url().endsWith('/api/auth/refreshtoken'));
      await page.reload();
      const refreshed = await refreshAnswer;
      expect(refreshed.status()).toBe(200);
      const tokens = (await refreshed.json()) as { accessToken: string; refreshToken: string };
      await waitForProfileName(page, ANNA.fullName);
      await page.waitForTimeout(500);
      await shot('02-after-refresh');

      expect(await profileName(page).textContent()).toBe(ANNA.fullName);
      expect(currentPath(page)).toBe('/start');
      expect(log.paths.filter((p) => p.startsWith('/welcome'))).toEqual([]);
      // One shared refresh, the customer asked for again with the new token, no logout.
      expect(log.calls('POST', '/api/auth/refreshtoken')).toHaveLength(1);
      expect(log.calls('GET', `/api/customer/${ANNA.customerId}`).length).toBeGreaterThanOrEqual(2);
      expect(log.calls('POST', '/api/auth/logout')).toEqual([]);

      // The new tokens were stored (encrypted): a reload works without another refresh.
      const recordAfter = await storageItem(page, 'user');
      expect(recordAfter).not.toBeNull();
      expect(recordAfter).not.toBe(recordBefore);
      expect(recordAfter).not.toContain(tokens.accessToken);
      log.reset();
      await page.reload();
      await waitForProfileName(page, ANNA.fullName);
      await shot('03-reload-with-new-token');
      expect(log.calls('POST', '/api/auth/refreshtoken')).toEqual([]);
      expect(currentPath(page)).toBe('/start');
    });
  });
});
