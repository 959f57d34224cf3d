import { ANNA } from '@freight/testing';
import { Page } from 'playwright-core';
import { signIn } from '../../services/all-in-one/test/portal';
import { axeViolations } from './axe';
import {
  byTestId,
  browserPortal,
  describedText,
  storageItem,
  submitLoginForm,
  typeOver,
  until,
  waitForPath,
  waitForShippingProfile,
} from './browser';

/**
 * The customs document (/consignment/customs) and paperless customs (/consignment/upspaperless) screens in
 * Debian's Chromium against the embedded portal: lines edited with live totals, the server's field errors
 * under their fields, the save, then paperless chosen and a PDF uploaded to the carrier. The invoice date is
 * typed as ÅÅÅÅ-MM-DD; one that is no day is said so and never saved.
 */

const TO_NORWAY = {
  templateName: 'UPS_EXPRESS_SAVER_INT',
  part: [
    { role: 'consignor', address: { name: 'Annas Blommor AB', postcode: '11157', city: 'Stockholm', countrycode: 'SE' } },
    { role: 'consignee', address: { name: 'Ola Nordmann AS', postcode: '0154', city: 'Oslo', countrycode: 'NO' } },
  ],
  goodsItem: [{ noOfPackages: 1, weight: 3, length: 30, width: 20, height: 10, packageType: 'parcel' }],
};

describe('Frakt console in the browser: customs documents', () => {
  const fixture = browserPortal('customs-');
  const { open } = fixture;
  let consignmentId: string;

  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
    const { accessToken } = await signIn(fixture.portal, ANNA.username, ANNA.password);
    const created = await fixture.portal.http
      .post('/api/consignment/?temp=0')
      .auth(accessToken, { type: 'bearer' })
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(TO_NORWAY))
      .expect(200);
    consignmentId = created.body.consignments[0].consignmentId;
  });

  const signInWithForm = async (page: Page) => {
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await until(async () => (await storageItem(page, 'user')) !== null, 5_000);
  };

  it("edits the lines with live totals, shows the server's field errors, saves; then sends a PDF paperlessly", async () => {
    const { page, shot } = await open('01-customs');
    await signInWithForm(page);
    await page.goto(`/consignment/customs?consignmentId=${consignmentId}`);
    await byTestId(page, 'customs-save').waitFor();

    await byTestId(page, 'customs-invoiceNo').fill('F-2026-17');
    // The invoice date in the Swedish format, whatever the browser's language; 30 February is refused before any save.
    expect(await page.getByLabel('Fakturadatum (ÅÅÅÅ-MM-DD)').getAttribute('data-testid')).toBe('customs-invoiceDate');
    expect(await byTestId(page, 'customs-invoiceDate').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/consignment/customs/')) puts.push(r.url());
    });
    await typeOver(page, 'customs-invoiceDate', '2026-02-30');
    await page.getByText('Datumet finns inte: kontrollera månad och dag').waitFor();
    expect(await byTestId(page, 'customs-invoiceDate').getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(page, 'customs-invoiceDate')).toBe('Datumet finns inte: kontrollera månad och dag');
    await byTestId(page, 'customs-save').click();
    await page.getByText('Formuläret innehåller valideringsfel').waitFor();
    expect(puts).toEqual([]);
    await shot('01-no-such-day');
    expect(await axeViolations(page)).toEqual([]);
    await typeOver(page, 'customs-invoiceDate', '2026-11-29');
    expect(await byTestId(page, 'customs-invoiceDate').getAttribute('aria-invalid')).toBe('false');
    await byTestId(page, 'customs-exporter.eori').fill('se5560000001');
    await byTestId(page, 'customs-exporter.vatNo').fill('SE556000000101');
    await byTestId(page, 'customs-importer.eori').fill('NO987654321');
    await byTestId(page, 'customs-importer.vatNo').fill('NO987654321MVA');
    await byTestId(page, 'customs-lines.0.description').fill('Tulpanlökar');
    await byTestId(page, 'customs-lines.0.quantity').fill('10');
    // Typed key by key: the decimal comma survives the keystroke before the decimals.
    await byTestId(page, 'customs-lines.0.netWeight').pressSequentially('2,5');
    await byTestId(page, 'customs-lines.0.value').fill('1250,00');
    await byTestId(page, 'customs-lines.0.hsCode').fill('0601');
    await byTestId(page, 'customs-add-line').click();
    await byTestId(page, 'customs-lines.1.description').fill('Krukor');
    await byTestId(page, 'customs-lines.1.netWeight').fill('3');
    await byTestId(page, 'customs-lines.1.value').fill('480,50');
    await byTestId(page, 'customs-lines.1.hsCode').fill('6912002310');
    expect(await byTestId(page, 'customs-totals').textContent()).toBe('Summa: 11 st, 5,5 kg, 1\u00a0730,50\u00a0kr');

    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/consignment/customs/') && r.request().method() === 'PUT'),
      byTestId(page, 'customs-save').click(),
    ]);
    expect(refused.status()).toBe(400);
    expect(refused.request().postDataJSON().invoiceDate).toBe('2026-11-29');
    await page.getByText('Felaktigt format').waitFor();
    await shot('01-hs-code-refused');

    await byTestId(page, 'customs-lines.0.hsCode').fill('060110');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/consignment/customs/') && r.request().method() === 'PUT'),
      byTestId(page, 'customs-save').click(),
    ]);
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON().invoiceDate).toBe('2026-11-29');
    expect(await byTestId(page, 'customs-invoiceDate').inputValue()).toBe('2026-11-29');
    expect((await saved.json()).totals).toEqual({ quantity: 11, netWeight: 5.5, value: '1730.50' });
    await shot('02-saved');

    await byTestId(page, 'customs-to-paperless').click();
    await waitForPath(page, '/consignment/upspaperless');
    // The switch shows the server's answer, so it turns on when the PUT has answered.
    const [chosen] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/consignment/upspaperless/') && r.request().method() === 'PUT'),
      byTestId(page, 'paperless-switch').click(),
    ]);
    expect((await chosen.json()).paperless).toBe(true);
    await byTestId(page, 'paperless-file').waitFor({ state: 'attached' });
    const [upload] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/documents?name=') && r.request().method() === 'POST'),
      byTestId(page, 'paperless-file').setInputFiles({
        name: 'Ursprungsintyg.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n% intyg\n'),
      }),
    ]);
    expect(upload.status()).toBe(201);
    await byTestId(page, 'paperless-documents').getByText('Ursprungsintyg.pdf (1 kB)').waitFor();
    await shot('03-sent');
  });
});
