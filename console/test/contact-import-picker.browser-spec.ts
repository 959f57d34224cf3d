import { BERTIL } from '@freight/testing';
import { join } from 'node:path';
import { byTestId, fillStep1, browserPortal, submitLoginForm, waitForPath, waitForShippingProfile } from './browser';

/**
 * A contact import reaches what the console keeps of the address book (issue 13, query keys): step 3 keeps
 * the member's contacts for minutes, so without the import's invalidation the picker would stay as it was.
 * Debian's Chromium against the embedded portal; screenshots go to console/test/screenshots/import-picker-<test>/.
 */

const FIXTURE = join(__dirname, '../../services/contacts/test/fixtures/kontakter-libreoffice.xlsx');

describe('a contact import and the step 3 picker, in the browser', () => {
  const fixture = browserPortal('import-picker-');
  const { open } = fixture;

  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, BERTIL.customerId);
  });

  it("offers the contacts just imported in step 3's picker at once, without a reload", async () => {
    const { page, shot } = await open('01-import-then-step3');
    await submitLoginForm(page, BERTIL.username, BERTIL.password);
    await waitForPath(page, '/start');
    await fillStep1(page);
    // bertil's setting makes his receivers private persons; this journey sends to a company (PN_PARCEL).
    await byTestId(page, 'consignee-type-company').check();
    await byTestId(page, 'compare-prices').click();
    await waitForPath(page, '/shipment/select');
    await page.locator('[data-testid="offered-product"][data-template="PN_PARCEL"]').getByTestId('choose-product').click();
    // Bertil's address book is empty: step 3 shows no picker, and keeps that answer.
    const [addressBook] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/contact/customer/${BERTIL.customerId}`),
      byTestId(page, 'continue-to-step3').click(),
    ]);
    expect(addressBook.status()).toBe(200);
    await byTestId(page, 'consignee-name').waitFor();
    expect(await byTestId(page, 'consignee-contact').count()).toBe(0);
    await shot('01-no-picker');

    // To the import and back inside the app: a page load would start with an empty cache.
    await page.evaluate(() => {
      const w = globalThis as unknown as {
        history: { pushState(state: unknown, title: string, url: string): void };
        dispatchEvent(event: unknown): boolean;
        PopStateEvent: new (type: string) => unknown;
      };
      w.history.pushState(null, '', '/contact/import');
      w.dispatchEvent(new w.PopStateEvent('popstate'));
    });
    await byTestId(page, 'import-file').setInputFiles(FIXTURE);
    await byTestId(page, 'import-upload').click();
    await byTestId(page, 'import-commit').click();
    await byTestId(page, 'import-done').getByText('Tillagda: 2').waitFor();
    await page.goBack();
    await waitForPath(page, '/shipment/complete');

    await byTestId(page, 'consignee-contact').waitFor({ timeout: 10_000 });
    await byTestId(page, 'consignee-contact').fill('libre');
    await page.getByRole('option', { name: /Libre Kontor AB/ }).waitFor();
    await shot('02-picker-after-import');
  });
});
