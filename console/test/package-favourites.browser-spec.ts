import { ANNA } from '@freight/testing';
import { Page } from 'playwright-core';
import { byTestId, browserPortal, submitLoginForm, waitForPath } from './browser';

/**
 * Package favourites and the postcode → city lookup in Debian's Chromium against the embedded portal: anna
 * saves a goods row of step 1 as a favourite, reloads, and fills a fresh row from it; postcodes fill the city
 * in step 1 and in step 3's party card, and an unknown one says "Orten hittades inte.". Screenshots go to
 * console/test/screenshots/favourites-*.
 */
describe('package favourites and the postcode lookup in the browser', () => {
  const fixture = browserPortal('favourites-');
  const { open } = fixture;

  const signIn = async (page: Page) => {
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
  };

  /** Waits until an input shows `value` (the lookup answers after a short pause). */
  const waitForValue = (page: Page, testId: string, value: string) =>
    page.waitForFunction(
      ([id, expected]) => (document.querySelector(`[data-testid="${id}"]`) as unknown as { value: string } | null)?.value === expected,
      [testId, value] as const,
    );

  it('saves a goods row as a favourite, and after a reload fills a fresh row from it', async () => {
    const { page, shot } = await open('01-save-and-pick');
    await signIn(page);

    // None yet: the spec's text says how to add one.
    await byTestId(page, 'no-package-favourites').waitFor();
    expect(await byTestId(page, 'no-package-favourites').textContent()).toBe(
      'Du har inga paketfavoriter än. Fyll i en godsrad och välj ”Spara som favorit” på raden, så kan du välja den här nästa gång.',
    );
    // Nothing typed: nothing to save.
    expect(await byTestId(page, 'save-favourite-0').isDisabled()).toBe(true);

    await byTestId(page, 'goods-0-packageType').selectOption('pallet');
    await byTestId(page, 'goods-0-noOfPackages').fill('2');
    await byTestId(page, 'goods-0-weight').fill('310,5');
    await byTestId(page, 'goods-0-height').fill('140');
    await shot('01-row-typed');
    await byTestId(page, 'save-favourite-0').click();
    await byTestId(page, 'favourite-name').fill('Pall till lagret');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/packagefavourite') && r.request().method() === 'POST'),
      byTestId(page, 'favourite-save').click(),
    ]);
    expect(saved.status()).toBe(200);
    await byTestId(page, 'save-favourite-dialog').waitFor({ state: 'detached' });
    await byTestId(page, 'package-favourite').filter({ hasText: 'Pall till lagret' }).waitFor();
    // The save did not submit step 1 ("Jämför priser").
    expect(new URL(page.url()).pathname).toBe('/start');

    // The same name again (any case): the server's text under the name.
    await byTestId(page, 'save-favourite-0').click();
    await byTestId(page, 'favourite-name').fill('PALL TILL LAGRET');
    await byTestId(page, 'favourite-save').click();
    await byTestId(page, 'save-favourite-dialog').getByText('Det finns redan en paketfavorit med det namnet').waitFor();
    await shot('02-name-taken');
    await page.keyboard.press('Escape');
    await byTestId(page, 'save-favourite-dialog').waitFor({ state: 'detached' });

    // A reload and a new shipment: the favourite is still there and fills the blank row.
    await page.reload();
    await byTestId(page, 'new-shipment').click();
    expect(await byTestId(page, 'goods-0-weight').inputValue()).toBe('');
    await byTestId(page, 'package-favourite').filter({ hasText: 'Pall till lagret' }).click();
    await waitForValue(page, 'goods-0-weight', '310,5');
    expect(await byTestId(page, 'goods-0-packageType').inputValue()).toBe('pallet');
    expect(await byTestId(page, 'goods-0-noOfPackages').inputValue()).toBe('2');
    expect(await byTestId(page, 'goods-0-length').inputValue()).toBe('120');
    expect(await byTestId(page, 'goods-0-width').inputValue()).toBe('80');
    expect(await byTestId(page, 'goods-0-height').inputValue()).toBe('140');
    expect(await byTestId(page, 'goods-0-length').isDisabled()).toBe(true);
    expect(await byTestId(page, 'goods-row-1').count()).toBe(0);
    // Picked again, it adds a row rather than overwrite the filled one.
    await byTestId(page, 'package-favourite').filter({ hasText: 'Pall till lagret' }).click();
    await byTestId(page, 'goods-row-1').waitFor();
    await shot('03-picked');
  });

  it('fills the city from the postcode in step 1 and step 3, and says when it knows none', async () => {
    const { page, shot } = await open('02-postcode-city');
    await signIn(page);
    await byTestId(page, 'new-shipment').click();

    await byTestId(page, 'from-postcode').fill('111 22');
    await waitForValue(page, 'from-city', 'Stockholm');
    await byTestId(page, 'to-postcode').fill('99999');
    await byTestId(page, 'to-city-help').waitFor();
    expect(await byTestId(page, 'to-city-help').textContent()).toBe('Orten hittades inte.');
    await shot('01-not-found');
    await byTestId(page, 'to-postcode').fill('41301');
    await waitForValue(page, 'to-city', 'Göteborg');
    expect(await byTestId(page, 'to-city-help').count()).toBe(0);
    for (const field of ['weight', 'length', 'width', 'height'] as const) {
      await byTestId(page, `goods-0-${field}`).fill({ weight: '5', length: '30', width: '20', height: '10' }[field]);
    }

    // Steps 2 and 3: the receiver moves to Uppsala by its postcode.
    await byTestId(page, 'compare-prices').click();
    await waitForPath(page, '/shipment/select');
    await byTestId(page, 'product-price-incl').first().waitFor();
    await byTestId(page, 'offered-product')
      .filter({ has: byTestId(page, 'product-price-incl') })
      .first()
      .getByTestId('choose-product')
      .click();
    await byTestId(page, 'continue-to-step3').click();
    await waitForPath(page, '/shipment/complete');
    expect(await byTestId(page, 'consignee-city').inputValue()).toBe('Göteborg');
    await byTestId(page, 'consignee-postcode').fill('753 20');
    await waitForValue(page, 'consignee-city', 'Uppsala');
    await byTestId(page, 'consignee-postcode').fill('98999');
    await byTestId(page, 'consignee-city-help').waitFor();
    expect(await byTestId(page, 'consignee-city-help').textContent()).toBe('Orten hittades inte.');
    await shot('02-step3');
  });
});
