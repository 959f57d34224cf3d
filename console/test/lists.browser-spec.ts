import { ANNA } from '@freight/testing';
import { Page } from 'playwright-core';
import { signIn } from '../../services/all-in-one/test/portal';
import { axeViolations } from './axe';
import {
  byTestId,
  currentPath,
  describedText,
  PageLog,
  browserPortal,
  settledTitle,
  storageItem,
  submitLoginForm,
  typeOver,
  until,
  waitForPath,
  waitForShippingProfile,
} from './browser';

/**
 * The booked list (/consignment/list), the step transitions, the full-width preference and the
 * analytics page views, in Debian's Chromium against the embedded portal serving the built console
 * (CONSOLE_DIR). Screenshots go to console/test/screenshots/lists-<test>/.
 */

/** The bits of the page's window the tests read (they have no DOM types; evaluated in the page). */
type PageWindow = { getComputedStyle(e: unknown): { animationName: string; maxWidth: string } };

type Entry = { type: 'page_view'; path: string; title: string } | { type: 'event'; name: string; params: Record<string, unknown> };

/** Orders booked beforehand: what the list shows, by index. */
interface Seeded {
  orderNo: string;
  consignmentNo: string;
}

const party = (role: string, name: string, postcode: string, city: string) => ({
  role,
  address: { name, postcode, city, countrycode: 'SE' },
});
const CONSIGNMENT = {
  templateName: 'PN_PARCEL',
  part: [party('consignor', 'Annas Blommor AB', '11157', 'Stockholm'), party('consignee', 'Göteborgs Trädgård AB', '41304', 'Göteborg')],
  goodsItem: [{ noOfPackages: 1, weight: 4.5, length: 40, width: 30, height: 25, packageType: 'parcel' }],
};

/** Today and a day `days` earlier, as Stockholm calendar days. */
const stockholmDay = (daysAgo = 0) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() - daysAgo * 24 * 3600 * 1000),
  );

describe('Frakt console in the browser: lists, transitions, preferences, analytics', () => {
  const fixture = browserPortal('lists-');
  const { open } = fixture;
  /** Booked today (newest first): 0 PICKUP, 1 IN_TRANSIT, 2 DELIVERED, 3 CONFIRMED, 4 printed, 5 unknown status, 6–12 booked. */
  const today: Seeded[] = [];
  /** Booked 20 days ago (inside the default 30 days) and 40 days ago (outside). */
  const twentyDaysAgo: Seeded[] = [];
  let fortyDaysAgo: Seeded;
  let unbooked: string;

  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
    const { accessToken } = await signIn(fixture.portal, ANNA.username, ANNA.password);
    const post = (path: string, body: unknown) =>
      fixture.portal.http
        .post(`/api${path}`)
        .auth(accessToken, { type: 'bearer' })
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body))
        .expect(200);

    // Until the booking endpoint exists: orders through the API, booked and numbered in SQL.
    const createOrder = async () => {
      const consignment = (await post('/consignment/?temp=0', CONSIGNMENT)).body.consignments[0] as { consignmentId: string };
      return (await post('/order/', { consignmentId: consignment.consignmentId })).body as { orderNo: string; consignmentId: string };
    };
    const book = async (index: number, bookedAgo: string, extra: { statusName?: string; printed?: boolean } = {}): Promise<Seeded> => {
      const order = await createOrder();
      const consignmentNo = `FRLIST${String(index).padStart(4, '0')}`;
      await fixture.portal.db.query(
        `UPDATE shipping.orders SET date_booked = now() - $2::interval, status_name = $3, printed = $4, date_printed = CASE WHEN $4 THEN now() END WHERE order_no = $1`,
        [order.orderNo, bookedAgo, extra.statusName ?? null, extra.printed ?? false],
      );
      await fixture.portal.db.query('UPDATE shipping.consignments SET consignment_no = $2 WHERE id = $1', [
        order.consignmentId,
        consignmentNo,
      ]);
      return { orderNo: order.orderNo, consignmentNo };
    };
    const statuses: { statusName?: string; printed?: boolean }[] = [
      { statusName: 'PICKUP' },
      { statusName: 'IN_TRANSIT' },
      { statusName: 'DELIVERED' },
      { statusName: 'CONFIRMED' },
      { printed: true },
      { statusName: 'EXCEPTION' },
    ];
    for (let i = 0; i < 13; i++) today.push(await book(i, `${i} seconds`, statuses[i]));
    for (let i = 0; i < 2; i++) twentyDaysAgo.push(await book(100 + i, `20 days ${i} seconds`));
    fortyDaysAgo = await book(200, '40 days');
    unbooked = (await createOrder()).orderNo;
  });

  const signInWithForm = async (page: Page) => {
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await byTestId(page, 'booked-link').waitFor();
    // Settled: the customer is loaded and the encrypted user stored, so a page load keeps the session.
    await page.waitForFunction(
      (name) =>
        (globalThis as unknown as { document: { querySelector(s: string): { textContent: string | null } | null } }).document.querySelector(
          '[data-testid="profile-name"]',
        )?.textContent === name,
      ANNA.fullName,
    );
    await until(async () => (await storageItem(page, 'user')) !== null, 5_000);
  };

  const orderNos = (page: Page) => byTestId(page, 'order-no').allTextContents();

  /** The query of each booked-list call (GET /api/order/customer/{custId}/booked) the page made. */
  const bookedListCalls = (log: PageLog) =>
    log.calls('GET', `/api/order/customer/${ANNA.customerId}/booked`).map((c) => new URL(c.path, 'http://x').searchParams);

  /** Waits until the table shows `count` rows (0: the empty state). */
  const waitForRows = async (page: Page, count: number) => {
    await page.waitForFunction((n) => {
      const doc = (
        globalThis as unknown as { document: { querySelectorAll(s: string): { length: number }; querySelector(s: string): unknown } }
      ).document;
      return (
        doc.querySelectorAll('[data-testid="order-no"]').length === n && (n > 0 || !!doc.querySelector('[data-testid="booked-empty"]'))
      );
    }, count);
  };

  /** The row of an order number (a table row of the Datagrid). */
  const rowOf = (page: Page, orderNo: string) =>
    page.locator('tr', { has: page.getByTestId('order-no').getByText(orderNo, { exact: true }) });

  const chipOf = async (page: Page, orderNo: string) => {
    const chip = rowOf(page, orderNo).getByTestId('status-chip');
    return (await chip.count()) ? (await chip.textContent())?.trim() : null;
  };

  /** Waits until the row of `orderNo` shows the status `label`. */
  const waitForChip = (page: Page, orderNo: string, label: string) =>
    page.waitForFunction(
      ([no, text]) => {
        type El = { textContent: string | null; closest(s: string): { querySelector(s: string): El | null } | null };
        const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<El> } }).document;
        const cell = Array.from(doc.querySelectorAll('[data-testid="order-no"]')).find((c) => c.textContent === no);
        return cell?.closest('tr')?.querySelector('[data-testid="status-chip"]')?.textContent === text;
      },
      [orderNo, label] as const,
    );

  const rangeInfo = (page: Page) => page.locator('.MuiTablePagination-displayedRows').textContent();

  const analyticsEntries = (page: Page) =>
    page.evaluate(
      () => (globalThis as unknown as { __fraktAnalytics?: { entries(): unknown[] } }).__fraktAnalytics?.entries() ?? null,
    ) as Promise<Entry[] | null>;

  const pageViews = async (page: Page) =>
    ((await analyticsEntries(page)) ?? []).filter((e): e is Extract<Entry, { type: 'page_view' }> => e.type === 'page_view');

  const goToBookedList = async (page: Page) => {
    await byTestId(page, 'booked-link').click();
    await waitForPath(page, '/consignment/list');
    await byTestId(page, 'booked-list').waitFor();
  };

  it("lists anna's booked consignments with their status labels, pages them and narrows them by date", async () => {
    const { page, log, shot } = await open('01-booked-list');
    await signInWithForm(page);
    log.reset();
    await goToBookedList(page);
    await waitForRows(page, 10);
    await shot('01-first-page');

    expect(await settledTitle(page, 'Frakt : Bokade försändelser')).toBe('Frakt : Bokade försändelser');
    // One call for the first page of the default range, the last 30 days up to today (issue 20: paged by the server).
    const calls = bookedListCalls(log);
    expect(calls.map((p) => [p.get('range'), p.get('filter')])).toEqual([
      ['[0,9]', JSON.stringify({ from: stockholmDay(30), to: stockholmDay(0) })],
    ]);

    // Newest first, the statuses as spec 4 words them.
    expect(await orderNos(page)).toEqual(today.slice(0, 10).map((o) => o.orderNo));
    expect(await chipOf(page, today[0].orderNo)).toBe('Upphämtad');
    expect(await chipOf(page, today[1].orderNo)).toBe('Under transport');
    expect(await chipOf(page, today[2].orderNo)).toBe('Levererad');
    expect(await chipOf(page, today[3].orderNo)).toBe('Bokad');
    expect(await chipOf(page, today[4].orderNo)).toBe('Utskriven');
    // EXCEPTION is one of the statuses carriers report (issue 28's status model), no longer an unknown word.
    expect(await chipOf(page, today[5].orderNo)).toBe('Avvikelse');
    expect(await chipOf(page, today[6].orderNo)).toBe('Bokad');

    const first = rowOf(page, today[0].orderNo);
    expect(await first.getByTestId('consignment-no').textContent()).toBe(today[0].consignmentNo);
    expect(await first.getByTestId('order-from').textContent()).toBe('Annas Blommor AB, 11157 Stockholm');
    expect(await first.getByTestId('order-to').textContent()).toBe('Göteborgs Trädgård AB, 41304 Göteborg');
    // The product's name, not its internal code; money in the console's one format.
    await first.getByTestId('order-product').getByText('PostNord Parcel (företagspaket)', { exact: true }).waitFor();
    expect(await first.getByTestId('order-price').textContent()).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0kr$/);
    expect(await first.getByTestId('booked-date').textContent()).toMatch(new RegExp(`^${stockholmDay(0)} \\d{2}:\\d{2}$`));
    expect(await rangeInfo(page)).toBe('1-10 av 15');

    // First / previous / next / last.
    await byTestId(page, 'page-last').click();
    await waitForRows(page, 5);
    expect(await orderNos(page)).toEqual([...today.slice(10), ...twentyDaysAgo].map((o) => o.orderNo));
    expect(await rangeInfo(page)).toBe('11-15 av 15');
    await shot('02-last-page');
    await byTestId(page, 'page-previous').click();
    await waitForRows(page, 10);
    expect(await rangeInfo(page)).toBe('1-10 av 15');
    await byTestId(page, 'page-next').click();
    await waitForRows(page, 5);
    await byTestId(page, 'page-first').click();
    await waitForRows(page, 10);
    expect(await orderNos(page)).toEqual(today.slice(0, 10).map((o) => o.orderNo));

    // Page size 25: everything of the range on one page; the unbooked and the 40-day-old order are not in it.
    await page.getByRole('combobox', { name: 'Rader per sida:' }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await waitForRows(page, 15);
    const all = await orderNos(page);
    expect(all).not.toContain(unbooked);
    expect(all).not.toContain(fortyDaysAgo.orderNo);
    expect(await byTestId(page, 'page-last').count()).toBe(0);
    await shot('03-page-size-25');

    // The date filter, typed by keyboard as ÅÅÅÅ-MM-DD whatever the browser's language, narrows the list
    // (server-side): one query, for the whole day, none for the unfinished texts on the way.
    const fromOf = (p: URLSearchParams) => JSON.parse(p.get('filter') ?? '{}').from;
    expect(await page.getByLabel('Från datum (ÅÅÅÅ-MM-DD)').getAttribute('data-testid')).toBe('booked-from');
    expect(await byTestId(page, 'booked-from').inputValue()).toBe(stockholmDay(30));
    expect(await byTestId(page, 'booked-from').getAttribute('inputmode')).toBe('numeric');
    log.reset();
    await typeOver(page, 'booked-from', stockholmDay(5));
    await waitForRows(page, 13);
    expect(await orderNos(page)).toEqual(today.map((o) => o.orderNo));
    expect(bookedListCalls(log).map(fromOf)).toEqual([stockholmDay(5)]);
    await shot('04-last-five-days');

    // 30 February is no day: the Swedish error, tied to the field, and nothing asked of the server.
    log.reset();
    await typeOver(page, 'booked-from', '2026-02-30');
    await page.getByText('Datumet finns inte: kontrollera månad och dag').waitFor();
    expect(await byTestId(page, 'booked-from').getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(page, 'booked-from')).toBe('Datumet finns inte: kontrollera månad och dag');
    expect(await orderNos(page)).toEqual(today.map((o) => o.orderNo));
    await shot('05-no-such-day');
    expect(await axeViolations(page)).toEqual([]);
    // The eight digits alone are a day too, read back as ÅÅÅÅ-MM-DD on leaving the field; the only query since
    // 30 February is that day's.
    await typeOver(page, 'booked-from', stockholmDay(45).replace(/-/g, ''));
    await waitForRows(page, 16);
    expect(await orderNos(page)).toContain(fortyDaysAgo.orderNo);
    expect(bookedListCalls(log).map(fromOf)).toEqual([stockholmDay(45)]);
    await page.keyboard.press('Tab');
    expect(await byTestId(page, 'booked-from').inputValue()).toBe(stockholmDay(45));
    expect(await byTestId(page, 'booked-from').getAttribute('aria-invalid')).toBe('false');

    // The calendar beside the field, by keyboard: Tab reached its button, Enter opens it on the field's day, a week
    // and a day on with the arrows, Enter chooses; the field shows that day as ÅÅÅÅ-MM-DD and the list is asked for it.
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    const swedishDay = (day: string) =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
        new Date(`${day}T12:00:00Z`),
      );
    const chosen = new Date(Date.parse(`${stockholmDay(45)}T00:00:00Z`) + 8 * 86_400_000).toISOString().slice(0, 10);
    expect(await focusedLabel()).toBe('Välj i kalender: Från datum');
    log.reset();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Från datum' }).waitFor();
    await until(async () => (await focusedLabel()) === swedishDay(stockholmDay(45)), 5_000);
    expect(await focusedLabel()).toBe(swedishDay(stockholmDay(45)));
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await focusedLabel()).toBe(swedishDay(chosen));
    await shot('06-calendar');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await byTestId(page, 'booked-from').inputValue()).toBe(chosen);
    await waitForRows(page, 15);
    expect(bookedListCalls(log).map(fromOf)).toEqual([chosen]);
    expect(await focusedLabel()).toBe('Välj i kalender: Från datum');

    // A period without bookings shows the empty text.
    await typeOver(page, 'booked-from', '2001-01-01');
    await typeOver(page, 'booked-to', '2001-01-31');
    await waitForRows(page, 0);
    expect((await byTestId(page, 'booked-empty').textContent())?.trim()).toBe('Det finns inga bokade försändelser under perioden.');
    await shot('07-empty');
  });

  it('prints one order from its row (a PDF in a new tab) and a selection as ZPL (a download), marking them printed', async () => {
    const { page, shot } = await open('02-print');
    await signInWithForm(page);
    await goToBookedList(page);
    await waitForRows(page, 10);
    // The customer's printFormat (PDF) is the starting choice.
    expect(await byTestId(page, 'print-format').inputValue()).toBe('PDF');

    const target = today[6].orderNo;
    const isPrint = (r: { method(): string; url(): string }) =>
      r.method() === 'POST' && new URL(r.url()).pathname === '/api/consignment/print/';
    const [request, tab] = await Promise.all([
      page.waitForRequest(isPrint),
      page.waitForEvent('popup'),
      rowOf(page, target).getByTestId('print-order').click(),
    ]);
    expect(new URL(request.url()).searchParams.get('format')).toBe('PDF');
    expect(request.postDataJSON()).toEqual([target]);
    const response = await request.response();
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toBe('application/pdf');
    expect(await until(async () => tab.url().startsWith('blob:'), 10_000)).toBe(true);
    await tab.close();
    // The list reloads and shows the new state.
    await waitForChip(page, target, 'Utskriven');
    await shot('01-printed-one');

    await byTestId(page, 'print-format').locator('xpath=..').click();
    await byTestId(page, 'print-format-ZPL').click();
    const selected = [today[7].orderNo, today[8].orderNo];
    for (const orderNo of selected) await rowOf(page, orderNo).locator('input[type="checkbox"]').check();
    await byTestId(page, 'print-selected').waitFor();
    await shot('02-two-selected');
    const [bulk, download] = await Promise.all([
      page.waitForRequest(isPrint),
      page.waitForEvent('download'),
      byTestId(page, 'print-selected').click(),
    ]);
    expect(new URL(bulk.url()).searchParams.get('format')).toBe('ZPL');
    expect(bulk.postDataJSON()).toEqual(selected);
    expect((await bulk.response())?.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.suggestedFilename()).toBe(`${today[7].consignmentNo}-and-1-more.zpl`);
    for (const orderNo of selected) await waitForChip(page, orderNo, 'Utskriven');
    // The selection is cleared and an untouched order stays booked.
    expect(await page.locator('tbody input[type="checkbox"]:checked').count()).toBe(0);
    expect(await chipOf(page, today[9].orderNo)).toBe('Bokad');
    await shot('03-printed-two');
  });

  it('switches the list to English', async () => {
    const { page, shot } = await open('03-english');
    await signInWithForm(page);
    await goToBookedList(page);
    await waitForRows(page, 10);
    expect(await page.getByRole('columnheader', { name: 'Fraktsedelsnr' }).count()).toBe(1);

    await byTestId(page, 'language-selector').selectOption('en');
    await page.getByRole('columnheader', { name: 'Consignment no.' }).waitFor();
    await shot('01-english');
    expect(await settledTitle(page, 'Frakt : Booked consignments')).toBe('Frakt : Booked consignments');
    expect(await page.getByRole('columnheader', { name: 'Fraktsedelsnr' }).count()).toBe(0);
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { document: { querySelector(s: string): { textContent: string | null } | null } }).document.querySelector(
          '.MuiTablePagination-displayedRows',
        )?.textContent === '1-10 of 15',
    );
    expect(await chipOf(page, today[0].orderNo)).toBe('Picked up');
    expect(await chipOf(page, today[1].orderNo)).toBe('In transit');
    expect(await chipOf(page, today[2].orderNo)).toBe('Delivered');
    expect(await chipOf(page, today[4].orderNo)).toBe('Printed');
    // today[6..8] may be printed by the print test already.
    expect(await chipOf(page, today[9].orderNo)).toBe('Booked');
    expect(await page.getByLabel('From date (YYYY-MM-DD)').getAttribute('data-testid')).toBe('booked-from');

    await typeOver(page, 'booked-from', '2001-01-01');
    await typeOver(page, 'booked-to', '2001-01-31');
    await waitForRows(page, 0);
    expect((await byTestId(page, 'booked-empty').textContent())?.trim()).toBe('There are no booked consignments in this period.');
  });

  it('records a login and one page view per navigation, after the title is set', async () => {
    const { page } = await open('04-analytics');
    await signInWithForm(page);
    expect(await analyticsEntries(page)).not.toBeNull();
    // /start reports its view once its title effect has run; leaving before that is no view of it.
    await page.waitForFunction(() =>
      (
        (globalThis as unknown as { __fraktAnalytics?: { entries(): { type: string; path?: string }[] } }).__fraktAnalytics?.entries() ?? []
      ).some((e) => e.type === 'page_view' && e.path === '/start'),
    );
    await goToBookedList(page);
    await settledTitle(page, 'Frakt : Bokade försändelser');
    // A language switch re-titles the page but is no navigation.
    await byTestId(page, 'language-selector').selectOption('en');
    await settledTitle(page, 'Frakt : Booked consignments');
    await byTestId(page, 'new-shipment-link').click();
    await waitForPath(page, '/start');
    await settledTitle(page, 'Frakt : New shipment');
    await page.waitForFunction(() =>
      (
        (globalThis as unknown as { __fraktAnalytics?: { entries(): { type: string; title?: string }[] } }).__fraktAnalytics?.entries() ??
        []
      ).some((e) => e.type === 'page_view' && e.title === 'Frakt : New shipment'),
    );
    // A moment more: a second view of the same page would show up now.
    await page.waitForTimeout(300);

    const entries = (await analyticsEntries(page))!;
    const views = entries.filter((e) => e.type === 'page_view');
    expect(views).toEqual([
      expect.objectContaining({ path: '/loginx', title: 'Frakt : Logga in' }),
      expect.objectContaining({ path: '/start', title: 'Frakt : Ny frakt' }),
      expect.objectContaining({ path: '/consignment/list', title: 'Frakt : Bokade försändelser' }),
      expect.objectContaining({ path: '/start', title: 'Frakt : New shipment' }),
    ]);
    const logins = entries.filter((e) => e.type === 'event' && e.name === 'login');
    expect(logins).toEqual([expect.objectContaining({ params: { method: 'password' } })]);
  });

  it('sends the demo from /consignment/list to /welcome without loading orders, and reports only the welcome page', async () => {
    const { page, log, shot } = await open('05-demo');
    await page.goto('/priser');
    await waitForPath(page, '/start');
    await byTestId(page, 'profile-name').waitFor();

    log.reset();
    await page.goto('/consignment/list');
    await waitForPath(page, '/welcome');
    await byTestId(page, 'welcome-card').waitFor();
    await page.waitForTimeout(500);
    await shot('01-demo-on-welcome');
    expect(currentPath(page)).toBe('/welcome');
    expect(await page.locator('[data-route="consignmentList"]').count()).toBe(0);
    expect(log.requests.filter((r) => r.path.startsWith('/api/order/'))).toEqual([]);
    expect((await pageViews(page)).map((v) => v.path)).toEqual(['/welcome']);
  });

  it('slides between shipment steps by their order and fades elsewhere; not at all for reduced motion', async () => {
    const { page, shot } = await open('06-transitions');
    await signInWithForm(page);
    const transition = () => page.locator('[data-transition]');
    /** The URL changes before React renders the screen: wait for the screen of the route. */
    const arrive = async (path: string, route: string) => {
      await waitForPath(page, path);
      await page.locator(`[data-transition] > [data-route="${route}"]`).waitFor();
    };
    const animationName = () => transition().evaluate((e) => (globalThis as unknown as PageWindow).getComputedStyle(e).animationName);

    await page.goto('/shipment/select');
    await byTestId(page, 'shipment-select').waitFor();
    expect(await transition().getAttribute('data-transition')).toBe('fade');

    // Step 2 → /start: back.
    await byTestId(page, 'new-shipment-link').click();
    await arrive('/start', 'start');
    expect(await transition().count()).toBe(1);
    expect(await transition().getAttribute('data-transition')).toBe('slide-back');
    expect(await transition().getAttribute('class')).toContain('frakt-transition--slide-back');
    expect(await animationName()).toBe('frakt-slide-from-left');
    await shot('01-slide-back');

    // The browser's back button to step 2: the direction follows the step order, not the history.
    await page.goBack();
    await arrive('/shipment/select', 'shipmentStep2');
    expect(await transition().getAttribute('data-transition')).toBe('slide-forward');
    expect(await animationName()).toBe('frakt-slide-from-right');

    // Step 2 → step 1 by its own link: back again.
    await byTestId(page, 'back-to-step1').click();
    await arrive('/shipment/price', 'shipmentStep1');
    expect(await transition().getAttribute('data-transition')).toBe('slide-back');

    // Anything else fades.
    await byTestId(page, 'booked-link').click();
    await arrive('/consignment/list', 'consignmentList');
    expect(await transition().getAttribute('data-transition')).toBe('fade');
    expect(await animationName()).toBe('frakt-fade-in');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await byTestId(page, 'new-shipment-link').click();
    await arrive('/start', 'start');
    expect(await transition().getAttribute('data-transition')).toBe('fade');
    expect(await animationName()).toBe('none');
  });

  it('keeps the full-width preference in local storage', async () => {
    const { page, shot } = await open('07-full-width');
    await signInWithForm(page);
    await goToBookedList(page);
    const maxWidth = () =>
      page.locator('#main-content').evaluate((e) => (globalThis as unknown as PageWindow).getComputedStyle(e).maxWidth);
    expect(await maxWidth()).toBe('1140px');
    expect(await storageItem(page, 'fullWidth')).toBeNull();

    await byTestId(page, 'profile-button').click();
    await byTestId(page, 'full-width-switch').check();
    await page.keyboard.press('Escape');
    expect(await maxWidth()).toBe('none');
    expect(await storageItem(page, 'fullWidth')).toBe('true');
    await shot('01-full-width');

    await page.reload();
    await byTestId(page, 'booked-list').waitFor();
    expect(await maxWidth()).toBe('none');
    expect(await page.locator('[data-full-width="true"]').count()).toBe(1);

    await byTestId(page, 'profile-button').click();
    await byTestId(page, 'full-width-switch').uncheck();
    expect(await maxWidth()).toBe('1140px');
    expect(await storageItem(page, 'fullWidth')).toBe('false');
  });
});
