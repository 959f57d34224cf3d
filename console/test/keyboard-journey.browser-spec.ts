import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { ANNA, browserPortal, byTestId, storageItem, tabTo, until, waitForPath, waitForShippingProfile, waitForHeading } from './browser';

/** What has the focus: its test id, else its tag (H1 for a screen's heading). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('data-testid') ?? active?.tagName ?? null;
  });

/** Types into the field with the test id, reached with Tab from where the focus is; its old text replaced. */
async function typeInto(page: Page, testId: string, text: string, limit = 40) {
  await tabTo(page, testId, limit);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/**
 * Issue 29 item 13 in Debian's Chromium: a member books, prints and cancels with the keyboard alone. The skip link is
 * the first Tab stop and lands on the heading; each shipment step's heading has the focus after the step changes;
 * "Välj" hands the focus to "Fortsätt"; the focused control shows a ring. No mouse event is sent.
 */
describe('a whole booking by keyboard alone', () => {
  const fixture = browserPortal('keyboard-');

  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
  });

  it('signs in, books, prints and cancels with Tab, Enter and the arrow keys', async () => {
    const { page, shot } = await fixture.open('01-journey');
    await page.goto('/loginx');
    await byTestId(page, 'login-username').waitFor();
    expect(await focused(page)).toBe('login-username');
    await page.keyboard.type(ANNA.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ANNA.password);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/start');
    await until(async () => (await storageItem(page, 'user')) !== null, 5_000);

    // The skip link is the first stop, shown when focused, and lands on the screen's heading.
    await page.goto('/start');
    await byTestId(page, 'from-postcode').waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('skip-link');
    expect((await byTestId(page, 'skip-link').boundingBox())!.x).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('H1');
    await shot('01-skip-link-used');

    // Step 1.
    await typeInto(page, 'from-postcode', '11122');
    await typeInto(page, 'from-city', 'Stockholm');
    await typeInto(page, 'to-postcode', '41301');
    await typeInto(page, 'to-city', 'Göteborg');
    for (const [field, value] of [
      ['weight', '5'],
      ['length', '30'],
      ['width', '20'],
      ['height', '10'],
    ] as const)
      await typeInto(page, `goods-0-${field}`, value);
    await tabTo(page, 'compare-prices', 40);
    // The focused button shows a ring, not only the ripple's tint.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');

    // Step 2: the heading has the focus; "Välj" hands it to "Fortsätt".
    await waitForPath(page, '/shipment/select');
    await until(async () => (await focused(page)) === 'H1', 10_000);
    await waitForHeading(page, 'Välj transportprodukt');
    await byTestId(page, 'choose-product').first().waitFor();
    await tabTo(page, 'choose-product', 40);
    await page.keyboard.press('Enter');
    await until(async () => (await focused(page)) === 'continue-to-step3', 5_000);
    expect(await focused(page)).toBe('continue-to-step3');
    await page.keyboard.press('Enter');

    // Step 3.
    await waitForPath(page, '/shipment/complete');
    await until(async () => (await focused(page)) === 'H1', 10_000);
    await byTestId(page, 'consignor-name').waitFor();
    await typeInto(page, 'consignor-name', 'Annas Blommor AB', 60);
    await typeInto(page, 'consignor-address1', 'Storgatan 1');
    await typeInto(page, 'consignor-phone', '08-123 45 67');
    await typeInto(page, 'consignee-name', 'Bertil Berg', 60);
    await typeInto(page, 'consignee-address1', 'Hamngatan 2');
    await typeInto(page, 'consignee-mobile', '0701234567');
    await tabTo(page, 'save-consignment', 120);
    await page.keyboard.press('Enter');

    // Step 4: book.
    await waitForPath(page, '/shipment/book');
    await until(async () => (await focused(page)) === 'H1', 10_000);
    await byTestId(page, 'book-button').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, 'book-button', 80);
    const [booked] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/order/book/' && r.request().method() === 'PUT'),
      page.keyboard.press('Enter'),
    ]);
    expect(booked.status()).toBe(200);
    const orderNo = ((await booked.json()) as { orders: { orderNo: string; booked: boolean }[] }).orders[0].orderNo;

    // The booked list offers to print the order at once.
    await waitForPath(page, '/consignment/list');
    await byTestId(page, 'just-booked-print').waitFor();
    await tabTo(page, 'just-booked-print', 60);
    const [printed, tab] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/consignment/print/' && r.request().method() === 'POST'),
      page.waitForEvent('popup'),
      page.keyboard.press('Enter'),
    ]);
    expect(printed.status()).toBe(200);
    expect(printed.headers()['content-type']).toBe('application/pdf');
    await tab.close();
    await shot('02-printed');

    // Cancel from the row's menu: the arrow keys and Enter, then Tab to "Avboka" in the confirmation.
    const row = page.locator('tr', { has: page.getByTestId('order-no').getByText(orderNo, { exact: true }) });
    await row.waitFor();
    await row.getByTestId('row-more-button').focus();
    await page.keyboard.press('Enter');
    await byTestId(page, 'cancel-booking-item').waitFor();
    await until(async () => {
      if ((await focused(page)) === 'cancel-booking-item') return true;
      await page.keyboard.press('ArrowDown');
      return false;
    }, 5_000);
    await page.keyboard.press('Enter');
    await until(async () => (await focused(page)) === 'cancel-booking-keep', 5_000);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('cancel-booking-confirm');
    const [cancelled] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/order/cancel/' && r.request().method() === 'PUT'),
      page.keyboard.press('Enter'),
    ]);
    expect((await cancelled.json()).orders).toEqual([{ orderNo, cancelled: true, errors: [] }]);
    await until(async () => (await row.getByTestId('status-chip').textContent())?.trim() === 'Avbokad', 10_000);
    await shot('03-cancelled');
  });
});
