import { signIn } from '../../services/all-in-one/test/portal';
import { browserPortal, byTestId, fillParties, waitForPath, waitForShippingProfile, ANNA, signInToStart } from './browser';

/**
 * Customs as part of the shipment (issue 29, item 1), in Debian's Chromium against the embedded portal:
 * a parcel to a private receiver in Oslo is priced, completed and booked through the four steps; step 4 shows
 * that the customs document is missing, booking without it is refused with a link to it, the customs screen
 * names the consignment, asks no EORI or VAT number of the private importer, reaches the paperless choice of
 * the express carrier, and leads back to step 4, which then books.
 */
describe('customs in the shipment flow', () => {
  const fixture = browserPortal('customs-flow-');
  const { open } = fixture;

  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
  });

  it('books a parcel to a private receiver in Oslo end to end, the customs document filled in from the flow', async () => {
    const { page, log, shot } = await open('01-oslo');
    await signInToStart(page);

    // Step 1: Stockholm → Oslo, a private receiver, one parcel.
    await byTestId(page, 'from-postcode').fill('11122');
    await byTestId(page, 'from-city').fill('Stockholm');
    await byTestId(page, 'to-country').selectOption('NO');
    await byTestId(page, 'to-postcode').fill('0154');
    await byTestId(page, 'to-city').fill('Oslo');
    await byTestId(page, 'consignee-type-private').check();
    for (const [field, value] of [
      ['weight', '3'],
      ['length', '30'],
      ['width', '20'],
      ['height', '10'],
    ] as const)
      await byTestId(page, `goods-0-${field}`).fill(value);
    await byTestId(page, 'compare-prices').click();

    // Step 2: the express carrier that takes customs invoices electronically.
    await waitForPath(page, '/shipment/select');
    const express = page.locator('[data-testid="offered-product"][data-template="UPS_EXPRESS_SAVER_INT"]');
    await express.getByTestId('choose-product').click();
    await byTestId(page, 'continue-to-step3').click();

    // Step 3: the parties (the receiver keeps Oslo from step 1).
    await waitForPath(page, '/shipment/complete');
    await byTestId(page, 'party-consignor').waitFor();
    await fillParties(page);
    await byTestId(page, 'consignee-name').fill('Ola Nordmann');
    await byTestId(page, 'consignee-mobile').fill('+4791234567');
    await byTestId(page, 'save-consignment').click();

    // Step 4 says before booking that the customs document is missing.
    await waitForPath(page, '/shipment/book');
    await byTestId(page, 'order-summary').waitFor();
    const orderNo = (await byTestId(page, 'summary-orderNo').textContent())!.trim();
    await byTestId(page, 'customs-step-missing').waitFor();
    // Freight to Norway is an export transport: no VAT, and the breakdown says which rule (issue 29, item 4).
    await byTestId(page, 'price-vat').waitFor();
    expect(await byTestId(page, 'price-vat').textContent()).toBe('0,00\u00a0kr');
    expect(await byTestId(page, 'price-vat-label').textContent()).toBe('Moms (momsfri transport vid export, 10 kap. 68 § ML)');
    await shot('01-step4-customs-missing');

    // Booking anyway: refused, and the refusal links to the customs document.
    await byTestId(page, 'book-button').click();
    await byTestId(page, 'book-errors').waitFor();
    expect(await byTestId(page, 'book-errors-item').first().getAttribute('data-code')).toBe('CUSTOMS.REQUIRED');
    await shot('02-refused-with-link');
    await byTestId(page, 'book-errors-customs').click();

    // The customs screen names the consignment and knows the receiver is private.
    await waitForPath(page, '/consignment/customs');
    expect(new URL(page.url()).searchParams.get('back')).toBe('shipmentStep4');
    await byTestId(page, 'customs-save').waitFor();
    expect(await byTestId(page, 'customs-consignment').textContent()).toBe('Försändelse till Ola Nordmann, 0154 Oslo, Norge');
    await byTestId(page, 'customs-private-receiver').waitFor();
    expect(await page.getByLabel('Importörens EORI (valfritt)').count()).toBe(1);
    await byTestId(page, 'customs-invoiceNo').fill('F-2026-99');
    await byTestId(page, 'customs-exporter.eori').fill('SE5560000001');
    await byTestId(page, 'customs-exporter.vatNo').fill('SE556000000101');
    await byTestId(page, 'customs-lines.0.description').fill('Tulpanlökar');
    await byTestId(page, 'customs-lines.0.quantity').fill('10');
    await byTestId(page, 'customs-lines.0.netWeight').fill('2');
    await byTestId(page, 'customs-lines.0.value').fill('450');
    await byTestId(page, 'customs-lines.0.hsCode').fill('060110');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/consignment/customs/') && r.request().method() === 'PUT'),
      byTestId(page, 'customs-save').click(),
    ]);
    expect(saved.status()).toBe(200);
    expect((await saved.json()).declaration.importer).toEqual({ eori: '', vatNo: '' });
    await shot('03-customs-saved');

    // The paperless choice of the express carrier is reached from here, and leads back to the document.
    await byTestId(page, 'customs-to-paperless').click();
    await waitForPath(page, '/consignment/upspaperless');
    await byTestId(page, 'paperless-switch').waitFor({ state: 'attached' });
    await byTestId(page, 'paperless-to-customs').click();
    await waitForPath(page, '/consignment/customs');
    await byTestId(page, 'customs-back').click();

    // Back on step 4: the document is complete, and booking goes through.
    await waitForPath(page, '/shipment/book');
    await byTestId(page, 'customs-step-done').waitFor();
    expect(await byTestId(page, 'customs-step-done').textContent()).toBe('Tulldokumentet är ifyllt: 1 varurader, 450,00\u00a0kr.');
    expect(await byTestId(page, 'summary-orderNo').textContent()).toBe(orderNo);
    await shot('04-step4-customs-done');
    log.reset();
    await byTestId(page, 'book-button').click();
    await waitForPath(page, '/consignment/list');
    expect(log.calls('PUT', '/api/order/book/')).toHaveLength(1);

    const { accessToken } = await signIn(fixture.portal, ANNA.username, ANNA.password);
    const booked = await fixture.portal.http.get(`/api/order/${orderNo}`).auth(accessToken, { type: 'bearer' }).expect(200);
    expect(booked.body.dateBooked).toEqual(expect.any(String));
    await shot('05-booked');

    // Issue 29 item 10: the booked row leaving the EU links its customs document, read-only now, and back.
    const row = page.locator('tr', { hasText: booked.body.consignmentNo });
    await row.getByTestId('row-more-button').click();
    await byTestId(page, 'customs-item').click();
    await waitForPath(page, '/consignment/customs');
    await byTestId(page, 'customs-booked').waitFor();
    expect(await byTestId(page, 'customs-save').count()).toBe(0);
    expect(await byTestId(page, 'customs-invoiceNo').isDisabled()).toBe(true);
    await shot('06-booked-customs-read-only');
    await byTestId(page, 'customs-back').click();
    await waitForPath(page, '/consignment/list');
  });

  it('links the customs document from the send list, and its way back reopens the send list', async () => {
    const { accessToken } = await signIn(fixture.portal, ANNA.username, ANNA.password);
    const created = await fixture.portal.http
      .post('/api/consignment/?temp=0')
      .auth(accessToken, { type: 'bearer' })
      .send({
        templateName: 'UPS_EXPRESS_SAVER_INT',
        part: [
          { role: 'consignor', address: { name: 'Annas Blommor AB', postcode: '11157', city: 'Stockholm', countrycode: 'SE' } },
          { role: 'consignee', address: { name: 'Ola Nordmann AS', postcode: '0154', city: 'Oslo', countrycode: 'NO' } },
        ],
        goodsItem: [{ noOfPackages: 1, weight: 3, length: 30, width: 20, height: 10, packageType: 'parcel' }],
      })
      .expect(200);
    const consignmentId = created.body.consignments[0].consignmentId as string;
    const order = await fixture.portal.http.post('/api/order/').auth(accessToken, { type: 'bearer' }).send({ consignmentId }).expect(200);

    const { page, shot } = await open('02-send-list');
    await signInToStart(page);
    await byTestId(page, 'unbooked-link').click();
    const card = page.locator(`[data-testid="send-list-card"][data-order-no="${order.body.orderNo}"]`);
    await card.getByTestId('send-list-customs').click();
    await waitForPath(page, '/consignment/customs');
    expect(new URL(page.url()).searchParams.get('consignmentId')).toBe(consignmentId);
    await byTestId(page, 'customs-consignment').waitFor();
    expect(await byTestId(page, 'customs-consignment').textContent()).toBe('Försändelse till Ola Nordmann AS, 0154 Oslo, Norge');
    // A company receiver: its ids are asked for, without "(valfritt)".
    expect(await page.getByLabel('Importörens EORI', { exact: true }).count()).toBe(1);
    await shot('01-customs-from-send-list');
    await byTestId(page, 'customs-back').click();
    await waitForPath(page, '/consignment/new');
    await byTestId(page, 'send-list-panel').waitFor();
  });
});
