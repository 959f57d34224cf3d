import { ANNA, BERTIL } from '@freight/testing';
import { Page } from 'playwright-core';
import { signIn } from '../../services/all-in-one/test/portal';
import {
  byTestId,
  fillParties,
  fillStep1,
  browserPortal,
  settledTitle,
  submitLoginForm,
  waitForPath,
  waitForShippingProfile,
} from './browser';

/**
 * Issue 20's minor defects (item 9) in Debian's Chromium against the embedded portal serving the built
 * console: the unbooked badge right after sign-in, notices asked once in step 3, closing the send list on
 * /consignment/new, no request for an order after deleting it, the title of a failed SSO sign-in, and
 * the "Total volym" label. Screenshots go to console/test/screenshots/minor-<test>/.
 */

const SSO_INVALID = { sv: 'Inloggningslänken är ogiltig, använd eller har gått ut', en: 'The sign-in link is invalid, used or expired' };

/** The bits of the page's window the tests read (they have no DOM types; evaluated in the page). */
type BadgeWindow = { __badgeSeen: string[] };

/**
 * Records, from the page's first script on, every state the unbooked badge shows: its number while
 * visible, "hidden" while not. Survives client-side navigation, not a reload.
 */
const recordBadge = (page: Page) =>
  page.addInitScript(() => {
    type El = { classList: { contains(c: string): boolean }; textContent: string | null };
    const w = globalThis as unknown as {
      __badgeSeen: string[];
      document: { querySelector(s: string): El | null };
      MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void };
    };
    const seen: string[] = [];
    w.__badgeSeen = seen;
    const read = () => {
      const badge = w.document.querySelector('[data-testid="unbooked-badge"] .MuiBadge-badge');
      if (!badge) return undefined;
      return badge.classList.contains('MuiBadge-invisible') ? 'hidden' : (badge.textContent ?? '');
    };
    new w.MutationObserver(() => {
      const state = read();
      if (state !== undefined && seen[seen.length - 1] !== state) seen.push(state);
    }).observe(w.document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class'] });
  });

const badgeSeen = (page: Page) => page.evaluate(() => (globalThis as unknown as BadgeWindow).__badgeSeen.slice());
const forgetBadgeSeen = (page: Page) => page.evaluate(() => void ((globalThis as unknown as BadgeWindow).__badgeSeen.length = 0));

/** Waits until the badge shows `count` (visible). */
const waitForVisibleBadge = (page: Page, count: string) =>
  page.waitForFunction((expected) => {
    const badge = (
      globalThis as unknown as {
        document: { querySelector(s: string): { classList: { contains(c: string): boolean }; textContent: string | null } | null };
      }
    ).document.querySelector('[data-testid="unbooked-badge"] .MuiBadge-badge');
    return !!badge && !badge.classList.contains('MuiBadge-invisible') && badge.textContent === expected;
  }, count);

describe('issue 20, minor defects, in the browser', () => {
  const fixture = browserPortal('minor-');
  const { open } = fixture;

  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
    await waitForShippingProfile(fixture.portal.db, BERTIL.customerId);
  });

  /** The member's API, for seeding and cleaning up unbooked orders. */
  const api = async (member: { username: string; password: string }) => {
    const { accessToken } = await signIn(fixture.portal, member.username, member.password);
    const send = <T extends { auth(token: string, options: { type: 'bearer' }): T }>(request: T) =>
      request.auth(accessToken, { type: 'bearer' });
    return {
      /** An unbooked order (its consignment saved first) to `receiver`; answers its number. */
      createOrder: async (receiver: string) => {
        const saved = await send(fixture.portal.http.post('/api/consignment/?temp=0'))
          .send({
            templateName: 'PN_PARCEL',
            part: [
              {
                role: 'consignor',
                address: {
                  name: 'Avsändare AB',
                  addressLine: ['Storgatan 1', ''],
                  postcode: '11122',
                  city: 'Stockholm',
                  countrycode: 'SE',
                },
              },
              {
                role: 'consignee',
                address: { name: receiver, addressLine: ['Hamngatan 2', ''], postcode: '41301', city: 'Göteborg', countrycode: 'SE' },
              },
            ],
            goodsItem: [{ noOfPackages: 1, weight: 2, length: 20, width: 20, height: 20, packageType: 'parcel' }],
          })
          .expect(200);
        const order = await send(fixture.portal.http.post('/api/order/'))
          .send({ consignmentId: saved.body.consignments[0].consignmentId })
          .expect(200);
        return order.body.orderNo as string;
      },
      deleteOrders: (orderNos: string[]) => send(fixture.portal.http.put('/api/order/bulk/delete/')).send(orderNos),
    };
  };

  it('shows the unbooked count on the badge as soon as the member lands, never a 0 or an older count first', async () => {
    const bertil = await api(BERTIL);
    const orders = [await bertil.createOrder('Mottagare Ett AB'), await bertil.createOrder('Mottagare Två AB')];
    const { page, shot } = await open('01-badge-after-sign-in');
    await recordBadge(page);

    const counted = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/order/customer/${BERTIL.customerId}` && r.request().method() === 'GET',
    );
    await submitLoginForm(page, BERTIL.username, BERTIL.password);
    await waitForPath(page, '/start');
    expect((await counted).status()).toBe(200);
    await waitForVisibleBadge(page, '2');
    await shot('01-landed');
    // Hidden until the server's count is in, then that count: no 0 on the way.
    expect((await badgeSeen(page)).filter((state) => state !== 'hidden')).toEqual(['2']);

    // Another tab logs out (this tab follows to /welcome, its cached answers stay), a third order is saved,
    // and the member signs in again in this tab without a page load: the badge does not show the old 2 first.
    const other = await page.context().newPage();
    await other.goto('/start');
    await byTestId(other, 'profile-button').click();
    await byTestId(other, 'logout-button').click();
    await waitForPath(other, '/welcome');
    await other.close();
    await waitForPath(page, '/welcome');
    orders.push(await bertil.createOrder('Mottagare Tre AB'));

    await byTestId(page, 'login-link').click();
    await waitForPath(page, '/loginx');
    await forgetBadgeSeen(page);
    await byTestId(page, 'login-username').fill(BERTIL.username);
    await byTestId(page, 'login-password').fill(BERTIL.password);
    await byTestId(page, 'login-button').click();
    await waitForPath(page, '/start');
    await waitForVisibleBadge(page, '3');
    await shot('02-signed-in-again');
    expect((await badgeSeen(page)).filter((state) => state !== 'hidden')).toEqual(['3']);

    await bertil.deleteOrders(orders).expect(200);
  });

  it('asks for the receiver notice once, on the receiver, and saves it as the product option with its value', async () => {
    const { page, log, shot } = await open('02-notice-asked-once');
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await fillStep1(page);
    await byTestId(page, 'compare-prices').click();
    await waitForPath(page, '/shipment/select');
    await page.locator('[data-testid="offered-product"][data-template="PN_PARCEL"]').getByTestId('choose-product').click();
    await byTestId(page, 'continue-to-step3').click();
    await waitForPath(page, '/shipment/complete');
    await byTestId(page, 'service-options').getByRole('checkbox').first().waitFor();

    // PostNord Parcel offers e-mail and SMS notice as options; they are asked on the receiver's card only.
    expect(
      await byTestId(page, 'service-options')
        .getByText(/Avisering via/)
        .count(),
    ).toBe(0);
    expect(await byTestId(page, 'option-NOTIFY_EMAIL').count()).toBe(0);
    expect(await byTestId(page, 'option-NOTIFY_SMS').count()).toBe(0);
    expect(await byTestId(page, 'consignee-emailNotify').count()).toBe(1);
    expect(await byTestId(page, 'consignee-mobileNotify').count()).toBe(1);

    await fillParties(page);
    await byTestId(page, 'consignee-email').fill('bertil@example.se');
    await byTestId(page, 'consignee-emailNotify').check();
    // The notice is priced like the option it is.
    await byTestId(page, 'price-card').getByTestId('price-line-option').first().waitFor();
    await shot('01-step3-notice-on-receiver');

    log.reset();
    const [saved] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/consignment/'),
      byTestId(page, 'save-consignment').click(),
    ]);
    await waitForPath(page, '/shipment/book');
    const body = saved.postDataJSON() as {
      transportProduct: { serviceOption: { type: string; value?: string }[] };
      part: { role: string; communication?: { email?: { value: string; notify: boolean } } }[];
    };
    expect(body.transportProduct.serviceOption.filter((o) => o.type.startsWith('NOTIFY_'))).toEqual([
      expect.objectContaining({ type: 'NOTIFY_EMAIL', value: 'bertil@example.se' }),
    ]);
    expect(body.part.find((p) => p.role === 'consignee')?.communication?.email).toEqual({ value: 'bertil@example.se', notify: true });
    const orderNo = (await byTestId(page, 'summary-orderNo').textContent())!.trim();
    await (await api(ANNA)).deleteOrders([orderNo]).expect(200);
  });

  describe('closing the send list on /consignment/new', () => {
    let orderNo: string;
    beforeAll(async () => {
      orderNo = await (await api(ANNA)).createOrder('Lager Väst AB');
    });
    afterAll(async () => {
      await (await api(ANNA)).deleteOrders([orderNo]);
    });

    /** /consignment/new with its list showing the seeded order. */
    const openSendListRoute = async (page: Page) => {
      await page.goto('/consignment/new');
      await byTestId(page, 'send-list-panel').waitFor();
      await page.getByText('Lager Väst AB').first().waitFor();
      expect(await settledTitle(page, 'Frakt : Obokade försändelser')).toBe('Frakt : Obokade försändelser');
    };

    it('goes back to the page the member came from', async () => {
      const { page, shot } = await open('03-close-send-list-back');
      await submitLoginForm(page, ANNA.username, ANNA.password);
      await waitForPath(page, '/start');
      await page.goto('/profile');
      await page.locator('[data-route="profile"]').waitFor();
      await openSendListRoute(page);
      await shot('01-send-list-route');

      await byTestId(page, 'send-list-close').click();
      await waitForPath(page, '/profile');
      await page.locator('[data-route="profile"]').waitFor();
      await byTestId(page, 'send-list-panel').waitFor({ state: 'hidden' });
      await shot('02-closed-back-on-profile');
      expect(await settledTitle(page, 'Frakt : Profilinställningar')).toBe('Frakt : Profilinställningar');
      expect(await page.locator('[data-route="consignmentNew"]').count()).toBe(0);
    });

    it('opens /start when the member came straight to it (Escape closes it the same way)', async () => {
      const { page, shot } = await open('04-close-send-list-start');
      await submitLoginForm(page, ANNA.username, ANNA.password);
      await waitForPath(page, '/start');
      // A tab of its own (the session is the context's): /consignment/new is its first page.
      const tab = await page.context().newPage();
      await openSendListRoute(tab);
      await tab.keyboard.press('Escape');
      await waitForPath(tab, '/start');
      await byTestId(tab, 'send-list-panel').waitFor({ state: 'hidden' });
      await byTestId(tab, 'compare-prices').waitFor();
      await tab.screenshot({ path: `${__dirname}/screenshots/minor-04-close-send-list-start/01-closed-on-start.png`, fullPage: true });
      await shot('00-first-tab');
      expect(await settledTitle(tab, 'Frakt : Ny frakt')).toBe('Frakt : Ny frakt');
      expect((await tab.getByRole('heading', { level: 1 }).first().textContent())?.trim()).not.toBe('Obokade försändelser');
      expect(await tab.locator('[data-route="consignmentNew"]').count()).toBe(0);
      await tab.close();
    });
  });

  it('asks for nothing of the order open in step 4 after deleting it', async () => {
    const orderNo = await (await api(ANNA)).createOrder('Borttagen Mottagare AB');
    const { page, log, shot } = await open('05-delete-open-order');
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await byTestId(page, 'unbooked-link').click();
    const card = page.locator(`[data-testid="send-list-card"][data-order-no="${orderNo}"]`);
    await card.getByTestId('send-list-show').click();
    await waitForPath(page, '/shipment/book');
    await byTestId(page, 'order-summary').waitFor();
    expect(await byTestId(page, 'summary-orderNo').textContent()).toBe(orderNo);

    await byTestId(page, 'unbooked-link').click();
    await card.getByTestId('send-list-delete').click();
    await page.getByText('Är du säker? Åtgärden går inte att ångra.').waitFor();
    log.reset();
    const listReloaded = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/order/customer/${ANNA.customerId}` && r.request().method() === 'GET',
    );
    await page.getByRole('button', { name: 'Ja' }).click();
    await waitForPath(page, '/start');
    await listReloaded;
    // Not 'networkidle': the live order-events stream (issue 28) keeps a request open. Step 1 on screen, then the
    // queries the deletion invalidated have had their turn (they refetch together with the list).
    await byTestId(page, 'shipment-price').waitFor();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await shot('01-deleted');

    // The DELETE, and no other request naming the order (a refetch of it answered 404).
    const naming = log.requests.filter((r) => r.path.includes(orderNo));
    expect(naming).toEqual([{ method: 'DELETE', path: `/api/order/${orderNo}` }]);
  });

  it('titles a failed SSO sign-in with the failure, in Swedish and in English', async () => {
    const { page, shot } = await open('06-sso-failed');
    await page.goto('/sso/not-a-key-anybody-issued');
    await byTestId(page, 'sso-alert').waitFor();
    await shot('01-sso-failed-sv');
    expect((await byTestId(page, 'sso-alert').textContent())?.trim()).toBe(SSO_INVALID.sv);
    expect(await settledTitle(page, `Frakt : ${SSO_INVALID.sv}`)).toBe(`Frakt : ${SSO_INVALID.sv}`);

    await page.goto('/welcome');
    await byTestId(page, 'language-selector').selectOption('en');
    await page.goto('/sso/not-a-key-anybody-issued-either');
    await byTestId(page, 'sso-alert').waitFor();
    await shot('02-sso-failed-en');
    expect((await byTestId(page, 'sso-alert').textContent())?.trim()).toBe(SSO_INVALID.en);
    expect(await settledTitle(page, `Frakt : ${SSO_INVALID.en}`)).toBe(`Frakt : ${SSO_INVALID.en}`);
  });

  it('labels the goods total "Total volym (m³)", in English "Total volume (m³)"', async () => {
    const { page, shot } = await open('07-total-volume');
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await fillStep1(page);
    const total = byTestId(page, 'goods-total-volume').locator('xpath=..');
    expect((await total.textContent())?.trim()).toBe('Total volym (m³): 0,01');
    await shot('01-sv');
    await byTestId(page, 'language-selector').selectOption('en');
    await page.waitForFunction(() => (globalThis as unknown as { document: { title: string } }).document.title === 'Frakt : New shipment');
    expect((await total.textContent())?.trim()).toBe('Total volume (m³): 0.01');
    await shot('02-en');
  });
});
