import { ANNA } from '@freight/testing';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { signIn } from '../../services/all-in-one/test/portal';
import { byTestId, browserPortal, storageItem, submitLoginForm, until, waitForPath, waitForShippingProfile } from './browser';
import { axeViolations } from './axe';

/** A DHL Express booking: DHL issues its own PDF label, so the print carries it instead of our GS1 label. */
const DHL_CONSIGNMENT = {
  templateName: 'DHL_EXPRESS_DOMESTIC',
  part: [
    {
      role: 'consignor',
      address: { name: 'Stockholm AB', addressLine: ['Drottninggatan 1'], postcode: '11157', city: 'Stockholm', countrycode: 'SE' },
      communication: { contactPerson: 'Kim', phone: '+46 8 123 456' },
    },
    {
      role: 'consignee',
      address: { name: 'Göteborg AB', addressLine: ['Hamngatan 2'], postcode: '41304', city: 'Göteborg', countrycode: 'SE' },
      communication: { contactPerson: 'Kim', phone: '+46 8 123 456' },
    },
  ],
  goodsItem: [{ noOfPackages: 1, weight: 2, length: 30, width: 20, height: 10, packageType: 'parcel' }],
};

/**
 * A booking at DHL Express in Debian's Chromium against the embedded portal and its carrier simulators: the
 * booked list prints the carrier's own label (the PDF names DHL's waybill number, read by pdftotext), and
 * "Avboka" cancels it after a confirmation dialog worked by keyboard, axe-clean with the dialog open.
 */
describe('Frakt console in the browser: the carrier label is printed and the booking cancelled', () => {
  const fixture = browserPortal('carrier-labels-');
  const work = mkdtempSync(join(tmpdir(), 'frakt-browser-labels-'));
  let orderNo = '';
  let consignmentNo = '';
  let waybill = '';
  let token = '';

  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
    const { accessToken } = await signIn(fixture.portal, ANNA.username, ANNA.password);
    token = accessToken;
    const call = (method: 'post' | 'put', path: string, body: unknown) =>
      fixture.portal.http[method](`/api${path}`)
        .auth(accessToken, { type: 'bearer' })
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body))
        .expect(200);
    // Booked through the API (the booking screens have their own browser tests); the carrier answers within the call.
    const created = (await call('post', '/consignment/?temp=0', DHL_CONSIGNMENT)).body.consignments[0] as { consignmentId: string };
    const booked = (await call('put', '/consignment/book/', { ...DHL_CONSIGNMENT, consignmentId: created.consignmentId })).body;
    expect(booked.errors).toEqual([]);
    consignmentNo = booked.consignments[0].consignmentNo;
    const { rows } = await fixture.portal.db.query<{ order_no: string; carrier_shipment_id: string }>(
      `SELECT o.order_no, t.carrier_shipment_id FROM shipping.orders o JOIN shipping.carrier_transmissions t USING (order_no)
        WHERE o.consignment_id = $1 AND t.state = 'confirmed'`,
      [created.consignmentId],
    );
    orderNo = rows[0].order_no;
    waybill = rows[0].carrier_shipment_id;
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const rowOf = (page: Page) => page.locator('tr', { has: page.getByTestId('order-no').getByText(orderNo, { exact: true }) });
  const chip = async (page: Page) => (await rowOf(page).getByTestId('status-chip').textContent())?.trim();

  it('prints the carrier label from the booked list, then cancels the booking with "Avboka" by keyboard', async () => {
    const { page, shot } = await fixture.open('01-print-and-cancel');
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await until(async () => (await storageItem(page, 'user')) !== null, 5_000);
    await byTestId(page, 'booked-link').click();
    await waitForPath(page, '/consignment/list');
    await rowOf(page).waitFor();
    expect(await chip(page)).toBe('Bokad');

    const [request, tab] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/consignment/print/'),
      page.waitForEvent('popup'),
      rowOf(page).getByTestId('print-order').click(),
    ]);
    const response = await request.response();
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toBe('application/pdf');
    // The tab's blob is out of reach; a reprint is byte-identical (the carrier's label is kept), so its bytes are read.
    const reprint = await fixture.portal.http
      .post(`/api/consignment/print/${orderNo}/?format=PDF`)
      .auth(token, { type: 'bearer' })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(reprint.headers.etag).toBe(response?.headers().etag);
    const pdf = join(work, 'print.pdf');
    writeFileSync(pdf, reprint.body as Buffer);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    // Our waybill names the consignment; the carrier's label after it names DHL's waybill number.
    expect(text).toContain(consignmentNo);
    expect(text).toContain(waybill);
    await tab.close();
    await until(async () => (await chip(page)) === 'Utskriven', 10_000);
    await shot('01-printed');

    await rowOf(page).getByTestId('row-more-button').click();
    await byTestId(page, 'cancel-booking-item').click();
    const dialog = byTestId(page, 'cancel-booking-dialog');
    await dialog.getByRole('dialog').waitFor();
    expect(await dialog.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy();
    // The safe choice has the focus: Enter would keep the booking; Tab reaches "Avboka".
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('cancel-booking-keep');
    expect(await axeViolations(page)).toEqual([]);
    await shot('02-confirm');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('cancel-booking-confirm');
    const [cancel] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/order/cancel/'),
      page.keyboard.press('Enter'),
    ]);
    expect(cancel.postDataJSON()).toEqual({ orderNos: [orderNo] });
    expect(cancel.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await (await cancel.response())!.json()).orders).toEqual([{ orderNo, cancelled: true, errors: [] }]);
    await until(async () => (await chip(page)) === 'Avbokad', 10_000);
    expect(await chip(page)).toBe('Avbokad');
    expect(await axeViolations(page)).toEqual([]);
    await shot('03-cancelled');
  });
});
