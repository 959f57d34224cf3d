import { axeViolations } from './axe';
import {
  browserPortal,
  byTestId,
  fillParties,
  fillStep1,
  typeOver,
  waitForPath,
  waitForShippingProfile,
  ANNA,
  signInToStart,
} from './browser';

/**
 * Pickup times (issue 29, item 2) in Debian's Chromium on the page's own clock, set by the test (never the machine's):
 * booked on a Friday after the carriers' cut-off, step 3 proposes Monday's pickup hours, a window typed for
 * the passed evening is said to move before saving, and step 4 shows the window booking would make of a saved
 * one whose time has passed.
 */
/** Friday 20 November 2026, 17:23 in Stockholm (UTC+1): after every product's cut-off. */
const FRIDAY_EVENING = new Date('2026-11-20T17:23:00+01:00');
/** Monday 23 November 2026, 17:00 in Stockholm: Monday's window has passed too. */
const MONDAY_EVENING = new Date('2026-11-23T17:00:00+01:00');

describe('pickup windows in the shipment flow', () => {
  const fixture = browserPortal('pickup-window-');
  const { open } = fixture;

  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
  });

  it('proposes the next working day after the cut-off, says where a passed window moves, and shows it again in step 4', async () => {
    const { page, shot } = await open('01-after-cut-off');
    // The page's clock starts on Friday evening and runs on from there (a fixed clock would stop its timers' sense of time).
    await page.clock.install({ time: FRIDAY_EVENING });
    await signInToStart(page);

    await fillStep1(page);
    await byTestId(page, 'compare-prices').click();
    await waitForPath(page, '/shipment/select');
    const priced = byTestId(page, 'offered-product')
      .filter({ has: byTestId(page, 'product-price-incl') })
      .first();
    await priced.getByTestId('choose-product').click();
    await byTestId(page, 'continue-to-step3').click();
    await waitForPath(page, '/shipment/complete');

    // Not "today 09:00–16:00" after hours: Monday's pickup hours, nothing to correct.
    await byTestId(page, 'pickup-date').waitFor();
    expect(await byTestId(page, 'pickup-date').inputValue()).toBe('2026-11-23');
    expect(await byTestId(page, 'pickup-earliest').inputValue()).toBe('09:00');
    expect(await byTestId(page, 'pickup-latest').inputValue()).toBe('16:00');
    expect(await byTestId(page, 'pickup-corrected').count()).toBe(0);
    // The date and the times in the Swedish formats (a native input shows 11/23/2026 and 09:00 AM in this Chromium).
    expect(await page.getByLabel('Datum (ÅÅÅÅ-MM-DD)').getAttribute('data-testid')).toBe('pickup-date');
    expect(await page.getByLabel('Tidigast (TT:MM)').getAttribute('data-testid')).toBe('pickup-earliest');
    expect(await page.getByLabel('Senast (TT:MM)').getAttribute('data-testid')).toBe('pickup-latest');
    expect(await axeViolations(page)).toEqual([]);

    // A window for this evening (zero length, after hours), typed by keyboard; a latest time past 23:59 is said so,
    // and saving waits for a real one instead of saving the 16:00 the field held before.
    await typeOver(page, 'pickup-date', '2026-11-20');
    await typeOver(page, 'pickup-earliest', '17:23');
    await typeOver(page, 'pickup-latest', '25:00');
    await page.getByText('Tiden finns inte: timmar 00–23, minuter 00–59').waitFor();
    expect(await byTestId(page, 'pickup-latest').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await fillParties(page);
    await byTestId(page, 'save-consignment').click();
    await byTestId(page, 'form-alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/shipment/complete');
    await shot('01-step3-no-such-time');

    // The four digits alone are a time, read back as TT:MM; the window is said to move before anything is saved.
    await typeOver(page, 'pickup-latest', '1723');
    await page.keyboard.press('Tab');
    expect(await byTestId(page, 'pickup-latest').inputValue()).toBe('17:23');
    await byTestId(page, 'pickup-corrected').waitFor();
    expect(await byTestId(page, 'pickup-corrected').textContent()).toContain('mån 23 nov 09:00–16:00');
    await shot('02-step3-corrected');

    await byTestId(page, 'save-consignment').click();
    await waitForPath(page, '/shipment/book');
    await byTestId(page, 'summary-pickup').waitFor();
    expect(await byTestId(page, 'summary-pickup').textContent()).toBe('mån 23 nov 09:00–16:00');
    expect(await byTestId(page, 'summary-pickup-moved').count()).toBe(0);
    await shot('03-step4-saved-window');

    // Monday evening: the saved window has passed, and step 4 says where booking puts it.
    await page.clock.setSystemTime(MONDAY_EVENING);
    await page.reload();
    await byTestId(page, 'summary-pickup-moved').waitFor();
    expect(await byTestId(page, 'summary-pickup-moved').textContent()).toBe(
      'Bokas tis 24 nov 09:00–16:00: den sparade tiden har passerat eller är ingen hämtdag.',
    );
    await shot('04-step4-moved');
  });

  it('lets a drop-off product be left at the carrier: no pickup time asked, step 4 says so, and the booked order books no pickup', async () => {
    const { page, shot } = await open('02-drop-off');
    await signInToStart(page);
    await fillStep1(page);
    await byTestId(page, 'compare-prices').click();
    await waitForPath(page, '/shipment/select');
    await page.locator('[data-testid="offered-product"][data-template="UPS_EXPRESS_SAVER_SE"]').getByTestId('choose-product').click();
    await byTestId(page, 'continue-to-step3').click();
    await waitForPath(page, '/shipment/complete');

    await byTestId(page, 'pickup-date').waitFor();
    await byTestId(page, 'pickup-none').check();
    expect(await byTestId(page, 'pickup-date').count()).toBe(0);
    expect(await byTestId(page, 'pickup-instruction').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot('01-step3-drop-off');

    await fillParties(page);
    await byTestId(page, 'save-consignment').click();
    await waitForPath(page, '/shipment/book');
    await byTestId(page, 'summary-pickup').waitFor();
    expect(await byTestId(page, 'summary-pickup').textContent()).toBe('Ingen upphämtning: godset lämnas in hos transportören');
    const [booked] = await Promise.all([
      page.waitForResponse((r) => /\/api\/order\/book\/?$/.test(new URL(r.url()).pathname) && r.request().method() === 'PUT'),
      byTestId(page, 'book-button').click(),
    ]);
    expect(booked.status()).toBe(200);
    const { rows } = await fixture.portal.db.query<{ no_pickup: boolean; pickup_state: string | null }>(
      `SELECT o.no_pickup, t.pickup_state FROM shipping.orders o JOIN shipping.carrier_transmissions t USING (order_no)
        WHERE o.customer_id = $1 AND o.date_booked IS NOT NULL ORDER BY o.date_booked DESC LIMIT 1`,
      [ANNA.customerId],
    );
    expect(rows).toEqual([{ no_pickup: true, pickup_state: null }]);
    await shot('02-step4-booked');
  });
});
