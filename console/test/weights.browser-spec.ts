import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from '../../services/all-in-one/test/portal';
import { browserPortal, byTestId, fillParties, waitForPath, waitForShippingProfile, ANNA, signInToStart } from './browser';

/**
 * "Vikt per kolli" (issue 29, item 3) in Debian's Chromium: three parcels of 4 kg each are entered as such,
 * step 4 says 4 kg per package and 12 kg in all, the order carries the row's 12 kg the API has always meant,
 * and the printed labels say 4 kg each (not 1,333 kg).
 */
describe('weights per package in the shipment flow', () => {
  const fixture = browserPortal('weights-');
  const { open } = fixture;

  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
  });

  it('books 3 × 4 kg: step 4 says 4 kg per package, the order 12 kg, every label 4 kg', async () => {
    const { page, shot } = await open('01-three-by-four');
    await signInToStart(page);

    await byTestId(page, 'from-postcode').fill('11122');
    await byTestId(page, 'from-city').fill('Stockholm');
    await byTestId(page, 'to-postcode').fill('41301');
    await byTestId(page, 'to-city').fill('Göteborg');
    expect(await page.getByLabel('Vikt per kolli (kg)').count()).toBe(1);
    for (const [field, value] of [
      ['noOfPackages', '3'],
      ['weight', '4'],
      ['length', '30'],
      ['width', '20'],
      ['height', '10'],
    ] as const)
      await byTestId(page, `goods-0-${field}`).fill(value);
    await shot('01-step1');
    await byTestId(page, 'compare-prices').click();

    await waitForPath(page, '/shipment/select');
    const parcel = page.locator('[data-testid="offered-product"][data-template="PN_PARCEL"]');
    await parcel.getByTestId('choose-product').click();
    await byTestId(page, 'continue-to-step3').click();
    await waitForPath(page, '/shipment/complete');
    await byTestId(page, 'party-consignor').waitFor();
    await fillParties(page);
    await byTestId(page, 'save-consignment').click();

    await waitForPath(page, '/shipment/book');
    await byTestId(page, 'summary-goods').waitFor();
    expect(await byTestId(page, 'summary-goods').textContent()).toBe('3 × Paket, 4 kg per kolli (12 kg), 30 × 20 × 10 cm');
    const orderNo = (await byTestId(page, 'summary-orderNo').textContent())!.trim();
    await shot('02-step4');
    await byTestId(page, 'book-button').click();
    await waitForPath(page, '/consignment/list');

    const { accessToken } = await signIn(fixture.portal, ANNA.username, ANNA.password);
    const order = await fixture.portal.http.get(`/api/order/${orderNo}`).auth(accessToken, { type: 'bearer' }).expect(200);
    expect(order.body.consignment.goodsItem[0]).toMatchObject({ noOfPackages: 3, weight: 12 });

    const printed = await fixture.portal.http
      .post('/api/consignment/print/')
      .auth(accessToken, { type: 'bearer' })
      .send([orderNo])
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const path = join(mkdtempSync(join(tmpdir(), 'weights-')), 'print.pdf');
    writeFileSync(path, printed.body as Buffer);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    // The waybill's row total, and each of the three labels with its own package's weight.
    expect(text).toMatch(/Vikt kg totalt/);
    expect(text.match(/Kollivikt/g)).toHaveLength(3);
    expect(text.match(/(?<![\d,])4 kg/g)).toHaveLength(3);
    expect(text).not.toMatch(/1,333/);
  });
});
