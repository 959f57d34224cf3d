import { ANNA } from '@freight/testing';
import { Page } from 'playwright-core';
import { byTestId, fillParties, fillStep1, browserPortal, submitLoginForm, waitForPath, waitForShippingProfile } from './browser';

/**
 * The pickup-point finder of step 3 (issue 20, spec 2.8) in Debian's Chromium against the embedded portal:
 * anna sends a parcel to a private person in Göteborg with PostNord MyPack Collect, meets the spec's error
 * for a postcode with no point near, chooses a point from the list, books, and the booked consignment
 * carries the point. Screenshots go to console/test/screenshots/pickup-points-*.
 */

const PRODUCT = 'PN_MYPACK_COLLECT';

describe('pickup points in the browser', () => {
  const fixture = browserPortal('pickup-points-');
  const { open } = fixture;

  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
  });

  const points = (page: Page) => byTestId(page, 'pickup-point');

  it('chooses a pickup point near the receiver in step 3, and the booked consignment carries it', async () => {
    const { page, log, shot } = await open('01-choose-and-book');
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await page.goto('/shipment/price');
    await fillStep1(page, { weight: '2', length: '30', width: '20', height: '10' });
    // Step 1 asks who receives: a private person is offered the products that deliver to pickup points.
    await byTestId(page, 'consignee-type-private').check();
    expect(await byTestId(page, 'to-postcode').inputValue()).toBe('41301');
    await byTestId(page, 'compare-prices').click();

    // Step 2: MyPack Collect, the product with PostNord's finder.
    await waitForPath(page, '/shipment/select');
    // Pricing every product takes a while on a busy machine.
    await byTestId(page, 'offered-product').first().waitFor({ timeout: 60_000 });
    await shot('00-step2');
    const offer = page.locator(`[data-testid="offered-product"][data-template="${PRODUCT}"]`);
    await offer.getByTestId('choose-product').click();
    await byTestId(page, 'continue-to-step3').click();
    await waitForPath(page, '/shipment/complete');

    // Step 3: PostNord's points nearest 413 01, nearest first, none chosen yet.
    await points(page).nth(1).waitFor();
    const finderCalls = log.requests.filter((r) => r.method === 'GET' && r.path.startsWith(`/api/freightservice/pickuppoints/${PRODUCT}?`));
    expect(finderCalls.map((r) => r.path)).toContain(`/api/freightservice/pickuppoints/${PRODUCT}?postcode=41301&countryCode=SE`);
    expect(await byTestId(page, 'pickup-points').getByRole('heading').textContent()).toBe('Välj utlämningsställe');
    expect(await points(page).first().textContent()).toContain('Coop Linnégatan');
    expect(await points(page).first().textContent()).toContain('Linnégatan 21, 41304 Göteborg');
    expect(await points(page).first().textContent()).toContain('alla dagar 07:00–22:00');
    const metres = await byTestId(page, 'pickup-point-distance').evaluateAll((spans) =>
      spans.map((span) => {
        const [amount, unit] = (span.textContent ?? '').split(' ·')[0].split('\u00a0');
        return Number(amount.replace(',', '.')) * (unit === 'km' ? 1000 : 1);
      }),
    );
    expect(metres.length).toBeGreaterThan(1);
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
    await byTestId(page, 'pickup-point-none-chosen').waitFor();
    await shot('01-step3-finder');

    // A receiver far from every point: the spec's words instead of a list.
    await byTestId(page, 'consignee-postcode').fill('98131');
    await byTestId(page, 'pickup-points-error').waitFor();
    expect((await byTestId(page, 'pickup-points-error').textContent())?.trim()).toBe('Inga utlämningsställen eller ombud för postnumret');
    expect(await points(page).count()).toBe(0);
    await shot('02-step3-none-near');
    await byTestId(page, 'consignee-postcode').fill('41301');
    await byTestId(page, 'consignee-city').fill('Göteborg');
    await points(page).first().waitFor();

    // The second nearest is chosen.
    const second = points(page).nth(1);
    const chosenId = (await second.getAttribute('data-point-id'))!;
    const chosenName = (await second.getByTestId('pickup-point-name').textContent())!;
    await byTestId(page, `pickup-point-${chosenId}`).check();
    expect(await byTestId(page, 'pickup-point-chosen').textContent()).toContain(chosenName);

    // Narrow screens: the card neither overflows nor clips its list.
    await page.setViewportSize({ width: 420, height: 800 });
    const fit = await byTestId(page, 'pickup-points').evaluate((card) => ({
      overflowX: card.scrollWidth - card.clientWidth,
      clipped: card.scrollHeight - card.clientHeight,
    }));
    expect(fit).toEqual({ overflowX: 0, clipped: 0 });
    await shot('03-step3-chosen-420');
    await page.setViewportSize({ width: 1280, height: 800 });

    await fillParties(page);
    log.reset();
    await byTestId(page, 'save-consignment').click();
    await waitForPath(page, '/shipment/book');
    // Step 4's summary names the chosen point before booking.
    expect(await byTestId(page, 'summary-accessPoint').textContent()).toContain(chosenName);
    await byTestId(page, 'book-button').click();
    await waitForPath(page, '/consignment/list');
    await shot('04-booked');

    const { rows } = await fixture.portal.db.query<{
      consignment_no: string | null;
      document: { part: { role: string; address: object }[] };
    }>(`SELECT c.consignment_no, c.document FROM shipping.consignments c WHERE c.customer_id = $1 AND c.template_name = $2`, [
      ANNA.customerId,
      PRODUCT,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].consignment_no).toMatch(/^\d+$/);
    expect(rows[0].document.part.map((p) => p.role)).toEqual(['consignor', 'consignee', 'accessPoint']);
    expect(rows[0].document.part[2].address).toMatchObject({ id: chosenId, name: chosenName, city: 'Göteborg', countrycode: 'SE' });
  });
});
