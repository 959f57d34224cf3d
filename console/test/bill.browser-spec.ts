import { Page } from 'playwright-core';
import { ADMIN, ANNA, eventually } from '@freight/testing';
import { apiCall, signIn } from '../../services/all-in-one/test/portal';
import { byTestId, browserPortal, submitLoginForm, waitForPath } from './browser';

/**
 * The bill screens in Debian's Chromium against the embedded portal: the invoice list with the balance card and
 * the PDF, a credit invoice that cannot be opened, the bill order search, and applying for pay later.
 * Screenshots go to console/test/screenshots/bill-<test>/.
 */

describe('bills in the browser', () => {
  const fixture = browserPortal('bill-');
  const { open } = fixture;
  let anna = '';
  let admin = '';
  const orderNos: string[] = [];

  const party = (role: string, postcode: string, city: string) => ({
    role,
    address: { name: `${city} AB`, postcode, city, countrycode: 'SE' },
  });
  const CONSIGNMENT = {
    templateName: 'PN_PARCEL',
    part: [party('consignor', '111 57', 'Stockholm'), party('consignee', '41304', 'Göteborg')],
    goodsItem: [{ noOfPackages: 1, weight: 2, length: 30, width: 20, height: 10, packageType: 'parcel' }],
  };

  const book = async () => {
    const consignment = (await apiCall(fixture.portal, anna, 'post', '/consignment/?temp=0', CONSIGNMENT).expect(200)).body.consignments[0];
    const { orderNo } = (await apiCall(fixture.portal, anna, 'post', '/order/', { consignmentId: consignment.consignmentId }).expect(200))
      .body;
    await apiCall(fixture.portal, anna, 'put', '/order/book/', { orderNos: [orderNo] }).expect(200);
    await eventually(async () =>
      expect(
        (await fixture.portal.db.query('SELECT 1 FROM billing.bill_orders WHERE order_no = $1', [orderNo])).rows.length,
      ).toBeGreaterThan(0),
    );
    orderNos.push(orderNo);
  };

  beforeAll(async () => {
    anna = (await signIn(fixture.portal, ANNA.username, ANNA.password)).accessToken;
    admin = (await signIn(fixture.portal, ADMIN.username, ADMIN.password)).accessToken;
    await eventually(async () =>
      expect(
        (await fixture.portal.db.query('SELECT 1 FROM shipping.customer_profiles WHERE customer_id = $1', [ANNA.customerId])).rows,
      ).toHaveLength(1),
    );
    // An invoice, then a credit invoice for its first order, then a booking not billed yet.
    await book();
    await book();
    await apiCall(fixture.portal, admin, 'post', '/bill/admin/invoice-run').expect(200);
    await apiCall(fixture.portal, admin, 'post', `/bill/admin/order/${orderNos[0]}/credit`).expect(200);
    await apiCall(fixture.portal, admin, 'post', '/bill/admin/invoice-run').expect(200);
    await book();
  });

  const signInAt = async (page: Page, path: string) => {
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await page.goto(path);
  };

  it('lists invoice and credit invoice with the balance; the invoice opens as a PDF, the credit invoice cannot', async () => {
    const { page, shot } = await open('01-list');
    await signInAt(page, '/bill/list');
    const list = byTestId(page, 'bill-list');
    await list.getByText('Kreditfaktura').waitFor();
    await list.getByText('Ej betald').first().waitFor();
    await byTestId(page, 'bill-balance-unbilled').filter({ hasNotText: '…' }).waitFor();
    expect(await byTestId(page, 'bill-balance-unbilled').textContent()).toMatch(/^\u2212?\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0kr$/);
    // One money format everywhere (issue 29 item 14): the totals as "1 234,50 kr", never "1234,50 SEK".
    expect(await list.innerText()).toMatch(/\d,\d{2}\skr/);
    expect(await list.innerText()).not.toContain('SEK');
    await shot('01-list');

    expect(await byTestId(page, 'bill-pdf-disabled').count()).toBe(1);
    // The bytes the console fetches with its token, as they pass.
    let pdf: Buffer = Buffer.alloc(0);
    await page.route(/\/api\/bill\/link\/\d+$/, async (route) => {
      const response = await route.fetch();
      pdf = await response.body();
      expect(response.headers()['content-type']).toBe('application/pdf');
      await route.fulfill({ response });
    });
    const [popup] = await Promise.all([page.waitForEvent('popup'), byTestId(page, 'bill-pdf').click()]);
    await popup.waitForURL(/^blob:/);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('reaches the bill order search from the invoices and searches by order number; amounts excl. VAT', async () => {
    const { page, shot } = await open('02-orders');
    await signInAt(page, '/bill/list');
    await byTestId(page, 'bill-to-orders').click();
    await waitForPath(page, '/bill/order/list');
    const list = byTestId(page, 'bill-order-list');
    await list.getByText(orderNos[2]).waitFor();
    expect(await list.innerText()).toMatch(/\d,\d{2}\skr/);
    expect(await list.innerText()).not.toContain('SEK');
    await page.getByPlaceholder('Ordernummer, sändningsnummer eller text').fill(orderNos[1]);
    await page.waitForResponse(
      (r) => r.url().includes('/api/bill/order/customer/1001') && decodeURIComponent(r.url()).includes(orderNos[1]),
    );
    await list.getByText(orderNos[2]).waitFor({ state: 'detached' });
    await list.getByText(orderNos[1]).first().waitFor();
    await shot('01-search');
    await byTestId(page, 'bill-to-bills').click();
    await waitForPath(page, '/bill/list');
  });

  it('applies for pay later after accepting the terms', async () => {
    const { page, shot } = await open('03-paylater');
    await signInAt(page, '/profile/paylater');
    await byTestId(page, 'paylater-days').getByText('30 dagar', { exact: false }).waitFor();
    expect(await byTestId(page, 'paylater-apply').isDisabled()).toBe(true);
    await byTestId(page, 'paylater-read-terms').click();
    await waitForPath(page, '/profile/paylaterterms');
    await byTestId(page, 'paylater-terms').getByText('60 dagar', { exact: false }).first().waitFor();
    await page.goBack();
    await byTestId(page, 'paylater-accept').check();
    await byTestId(page, 'paylater-apply').click();
    await byTestId(page, 'paylater-pending').waitFor();
    await shot('01-applied');
    expect(
      (await fixture.portal.db.query('SELECT status FROM billing.paylater_applications WHERE customer_id = $1', [ANNA.customerId])).rows,
    ).toEqual([{ status: 'PENDING' }]);
  });
});
