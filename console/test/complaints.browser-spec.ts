import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Page } from 'playwright-core';
import { ANNA, eventually } from '@freight/testing';
import { apiCall, signIn } from '../../services/all-in-one/test/portal';
import { byTestId, browserPortal, submitLoginForm, until, waitForPath } from './browser';

/**
 * Complaints in Debian's Chromium against the embedded portal: a complaint filed from the booked list's row with an
 * attachment, then archived and restored through the list's bulk buttons and the archived switch; an insurance claim.
 * Screenshots go to console/test/screenshots/complaints-<test>/.
 */

describe('complaints in the browser', () => {
  const fixture = browserPortal('complaints-');
  const { open } = fixture;
  let token = '';
  let attachment = '';

  beforeAll(async () => {
    token = (await signIn(fixture.portal, ANNA.username, ANNA.password)).accessToken;
    const dir = mkdtempSync(join(tmpdir(), 'frakt-complaint-'));
    attachment = join(dir, 'skadebild.pdf');
    writeFileSync(attachment, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x20), Buffer.from('\n%%EOF\n')]));
  });

  const signInAt = async (page: Page, path: string) => {
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await page.goto(path);
  };

  /** A booked consignment of anna's, once the claims service has its copy. */
  async function bookedConsignmentNo(insured = false): Promise<string> {
    await eventually(async () => {
      const { rows } = await fixture.portal.db.query('SELECT 1 FROM shipping.customer_profiles WHERE customer_id = 1001');
      if (!rows.length) throw new Error('no profile for anna in shipping yet');
    });
    const consignment = await apiCall(fixture.portal, token, 'post', '/consignment/?temp=0', {
      templateName: 'PN_PARCEL',
      part: [
        { role: 'consignor', address: { name: 'Annas Blommor AB', postcode: '11157', city: 'Stockholm', countrycode: 'SE' } },
        { role: 'consignee', address: { name: 'Göteborg AB', postcode: '41304', city: 'Göteborg', countrycode: 'SE' } },
      ],
      goodsItem: [{ noOfPackages: 1, weight: 2, length: 30, width: 20, height: 10, packageType: 'parcel' }],
    }).expect(200);
    const consignmentId = consignment.body.consignments[0].consignmentId;
    const orderNo = (
      await apiCall(
        fixture.portal,
        token,
        'post',
        '/order/',
        insured ? { consignmentId, insured: true, goodsValue: 12000 } : { consignmentId },
      ).expect(200)
    ).body.orderNo;
    const consignmentNo = (await apiCall(fixture.portal, token, 'put', '/order/book/', { orderNos: [orderNo] }).expect(200)).body.orders[0]
      .consignmentNo as string;
    await eventually(async () => {
      const { rows } = await fixture.portal.db.query('SELECT 1 FROM claims.booked_orders WHERE consignment_no = $1', [consignmentNo]);
      if (!rows.length) throw new Error('claims has no copy yet');
    });
    return consignmentNo;
  }

  it('files a complaint from the booked list with an attachment, then archives and restores it', async () => {
    const consignmentNo = await bookedConsignmentNo();
    const { page, shot } = await open('01-file-archive-restore');
    await signInAt(page, '/consignment/list');
    // The row's rarer actions are behind its menu.
    await page.locator('tr', { hasText: consignmentNo }).getByTestId('row-more-button').click();
    await byTestId(page, 'complaint-item').click();
    await waitForPath(page, '/complaint/list');

    await byTestId(page, 'complaint-dialog').waitFor();
    expect(await byTestId(page, 'complaint-identifier').inputValue()).toBe(consignmentNo);
    await byTestId(page, 'complaint-description').fill('Kartongen kom fram krossad.');
    await byTestId(page, 'complaint-files').setInputFiles(attachment);
    await shot('01-form');
    await byTestId(page, 'complaint-send').click();
    await page.getByText('Reklamationen är skickad till transportören').waitFor();

    const row = page.locator('tr', { hasText: consignmentNo });
    await row.waitFor();
    await shot('02-listed');
    await row.click();
    await byTestId(page, 'complaint-dialog').getByText('skadebild.pdf').waitFor();
    await byTestId(page, 'attachments-limit').getByText('Bifogade filer: högst 10 MB per fil och 25 MB totalt', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Stäng' }).click();

    await row.locator('input[type="checkbox"]').check();
    await byTestId(page, 'complaints-archive').click();
    expect(await until(async () => (await row.count()) === 0, 10_000)).toBe(true);

    await byTestId(page, 'complaints-archived').click();
    await row.waitFor();
    await shot('03-archived');
    await row.locator('input[type="checkbox"]').check();
    await byTestId(page, 'complaints-restore').click();
    expect(await until(async () => (await row.count()) === 0, 10_000)).toBe(true);

    await byTestId(page, 'complaints-archived').click();
    await row.waitFor();
    await shot('04-restored');
    const { rows } = await fixture.portal.db.query('SELECT archived FROM claims.complaints WHERE identifier = $1', [consignmentNo]);
    expect(rows).toEqual([{ archived: false }]);
  });

  it('fills an insurance claim: the consignment looked up, the payout account checked and formatted by the server, the draft kept, sent', async () => {
    const consignmentNo = await bookedConsignmentNo(true);
    const { page, shot } = await open('02-claim');
    await signInAt(page, `/consignment/claim?consignmentNo=${consignmentNo}`);

    await byTestId(page, 'claim-find').click();
    await byTestId(page, 'claim-order').getByText('Försäkrat varuvärde: 12\u00a0000,00\u00a0kr', { exact: false }).waitFor();
    await byTestId(page, 'claim-order').getByText('Inte levererad ännu', { exact: false }).waitFor();
    await byTestId(page, 'claim-damageDescription').fill('Vattenskada på två kartonger.');
    await byTestId(page, 'claim-payoutAccount').fill('5050-1056');
    await byTestId(page, 'claim-save').click();
    await byTestId(page, 'claim-page').getByText('Felaktigt format').waitFor();
    await shot('01-invalid-account');

    await byTestId(page, 'claim-payoutAccount').fill('50501055');
    await byTestId(page, 'claim-save').click();
    expect(await until(async () => (await byTestId(page, 'claim-payoutAccount').inputValue()) === '5050-1055', 10_000)).toBe(true);
    // The saved draft is where the member left it after a reload.
    await page.reload();
    await byTestId(page, 'claim-find').click();
    expect(await until(async () => (await byTestId(page, 'claim-payoutAccount').inputValue()) === '5050-1055', 10_000)).toBe(true);
    expect(await byTestId(page, 'claim-damageDescription').inputValue()).toBe('Vattenskada på två kartonger.');
    await byTestId(page, 'attachments-input').setInputFiles(attachment);
    await byTestId(page, 'attachment').getByText('skadebild.pdf', { exact: false }).waitFor();
    await byTestId(page, 'claim-submit').click();
    await byTestId(page, 'claim-submitted').waitFor();
    await shot('02-submitted');
    const { rows } = await fixture.portal.db.query('SELECT status, payout_account FROM claims.insurance_claims WHERE consignment_no = $1', [
      consignmentNo,
    ]);
    expect(rows).toEqual([{ status: 'submitted', payout_account: '50501055' }]);
  });
});
