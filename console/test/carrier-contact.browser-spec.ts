import { ANNA, eventually } from '@freight/testing';
import { simpleParser } from 'mailparser';
import { Page } from 'playwright-core';
import { apiCall, PLAIN_CONSIGNMENT, signIn } from '../../services/all-in-one/test/portal';
import { byTestId, browserPortal, submitLoginForm, waitForPath, waitForShippingProfile } from './browser';

/** Where a message to PostNord goes until an admin sets the carrier's real address (content's migration). */
const POSTNORD_MAILBOX = 'kundtjanst@postnord.example';

/**
 * The carrier message form and the newsletter form reached from the shipment screens (spec 2.1, issue 16
 * item 6), in Debian's Chromium against the embedded portal: from the booking confirmation a message to the
 * carrier, caught by the embedded SMTP sink, and a newsletter subscription whose confirmation mail the sink
 * catches too; step 4 of a booked order and the consignment history offer both, prefilled.
 * Screenshots go to console/test/screenshots/carrier-contact-<test>/.
 */
describe('carrier message and newsletter from the shipment screens', () => {
  const fixture = browserPortal('carrier-contact-');
  const { open } = fixture;
  let token: string;

  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
    token = (await signIn(fixture.portal, ANNA.username, ANNA.password)).accessToken;
  });

  /** An order of anna's in the send list (not booked), made through the API. */
  const unbookedOrder = async (reference: string): Promise<string> => {
    const consignment = { ...PLAIN_CONSIGNMENT, senderOrderRef: reference };
    const created = (await apiCall(fixture.portal, token, 'post', '/consignment/?temp=0', consignment).expect(200)).body.consignments[0];
    return (await apiCall(fixture.portal, token, 'post', '/order/', { consignmentId: created.consignmentId }).expect(200)).body.orderNo;
  };

  /** Signs anna in and makes `orderNo` the tab's draft order, as step 3 leaves it, then opens step 4. */
  const openStep4 = async (page: Page, orderNo: string) => {
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await page.evaluate((no) => {
      const place = { countrycode: 'SE', postcode: '', city: '' };
      const draft = { from: place, to: place, goods: [], consigneeType: 'company', orderNo: no };
      (globalThis as unknown as { sessionStorage: { setItem(k: string, v: string): void } }).sessionStorage.setItem(
        'frakt.shipment.draft',
        JSON.stringify(draft),
      );
    }, orderNo);
    await page.goto('/shipment/book');
    await byTestId(page, 'order-summary').waitFor();
  };

  /** Every mail the sink caught for `address`, parsed, once there are `count`. */
  const caughtFor = (address: string, count = 1) =>
    eventually(async () => {
      const { rows } = await fixture.portal.db.query<{ raw: Buffer }>(
        'SELECT raw FROM content.sink_messages WHERE $1 = ANY(rcpt_to) ORDER BY id',
        [address],
      );
      if (rows.length < count) throw new Error(`${rows.length} of ${count} mails to ${address}`);
      return Promise.all(rows.map((r) => simpleParser(r.raw)));
    });

  it('from the booking confirmation: a message to the carrier reaches the SMTP sink, and a newsletter subscription is asked for', async () => {
    const orderNo = await unbookedOrder('Bokning med meddelande');
    const { page, shot } = await open('01-confirmation');
    await openStep4(page, orderNo);
    await byTestId(page, 'book-button').click();
    await waitForPath(page, '/consignment/list');
    const confirmation = byTestId(page, 'just-booked');
    await confirmation.getByTestId('just-booked-carrier-contact').waitFor();
    const consignmentNo = (await apiCall(fixture.portal, token, 'get', `/order/${orderNo}`).expect(200)).body.consignmentNo as string;
    expect(consignmentNo).toEqual(expect.any(String));
    await shot('01-confirmation');

    // The message form: consignment number and carrier filled in; sending needs the text and the consent.
    await confirmation.getByTestId('carrier-message-button').click();
    const dialog = byTestId(page, 'carrier-message-dialog');
    expect(await dialog.getByTestId('carrier-message-number').inputValue()).toBe(consignmentNo);
    expect(await dialog.getByTestId('carrier-message-carrier').inputValue()).toBe('PostNord');
    expect(await dialog.getByTestId('carrier-message-send').isDisabled()).toBe(true);
    await dialog.getByTestId('carrier-message-text').fill('Hej! Mottagaren är bortrest till måndag, kan ni hämta på tisdag i stället?');
    await dialog.getByTestId('carrier-message-consent').check();
    await dialog.getByTestId('carrier-message-send').click();
    await dialog.getByTestId('carrier-message-sent').waitFor();
    await shot('02-message-sent');
    const [message] = await caughtFor(POSTNORD_MAILBOX);
    expect(message.subject).toBe(`Meddelande om försändelse ${consignmentNo}`);
    expect(message.text).toContain(`Meddelande från Frakts kund ${ANNA.customerId} om försändelse ${consignmentNo} (PostNord).`);
    expect(message.text).toContain('Mottagaren är bortrest till måndag, kan ni hämta på tisdag i stället?');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The newsletter form: the consignment's carrier chosen; the address gets the double opt-in mail.
    await confirmation.getByTestId('newsletter-button').click();
    const newsletter = byTestId(page, 'newsletter-dialog');
    expect(await newsletter.getByTestId('newsletter-carrier').inputValue()).toBe('4');
    expect(await newsletter.getByRole('combobox').textContent()).toBe('PostNord');
    await newsletter.getByTestId('newsletter-email').fill('nyheter.anna@example.se');
    await newsletter.getByTestId('newsletter-subscribe').click();
    await newsletter.getByTestId('newsletter-pending').waitFor();
    await newsletter.getByText('PostNord – nyheter.anna@example.se').waitFor();
    await shot('03-newsletter-pending');
    const [confirm] = await caughtFor('nyheter.anna@example.se');
    expect(confirm.subject).toBe('Bekräfta prenumerationen på PostNords nyhetsbrev');
    const { rows } = await fixture.portal.db.query(
      'SELECT carrier_code, status FROM content.newsletter_subscriptions WHERE customer_id = $1',
      [ANNA.customerId],
    );
    expect(rows).toEqual([{ carrier_code: 4, status: 'pending' }]);
  });

  it('step 4 of a booked order and the consignment history offer the same forms, prefilled', async () => {
    const orderNo = await unbookedOrder('Bokad i förväg');
    const booked = (await apiCall(fixture.portal, token, 'put', '/order/book/', { orderNos: [orderNo] }).expect(200)).body;
    const consignmentNo = booked.orders[0].consignmentNo as string;
    const { page, shot } = await open('02-step4-history');
    await openStep4(page, orderNo);
    expect(await byTestId(page, 'book-button').isDisabled()).toBe(true);
    await byTestId(page, 'carrier-message-button').click();
    const dialog = byTestId(page, 'carrier-message-dialog');
    expect(await dialog.getByTestId('carrier-message-number').inputValue()).toBe(consignmentNo);
    expect(await dialog.getByTestId('carrier-message-carrier').inputValue()).toBe('PostNord');
    await shot('01-step4-message');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The booked list's history of the same consignment.
    await page.goto('/consignment/list');
    const row = page.locator('tr', { has: page.getByText(consignmentNo, { exact: true }) });
    await row.getByTestId('history-button').click();
    const history = byTestId(page, 'history-dialog');
    await history.getByTestId('history-entry').first().waitFor();
    await history.getByTestId('history-carrier-contact').getByTestId('newsletter-button').click();
    expect(await byTestId(page, 'newsletter-dialog').getByRole('combobox').textContent()).toBe('PostNord');
    await page.keyboard.press('Escape');
    await byTestId(page, 'newsletter-dialog').waitFor({ state: 'detached' });
    await history.getByTestId('history-carrier-contact').getByTestId('carrier-message-button').click();
    expect(await byTestId(page, 'carrier-message-number').inputValue()).toBe(consignmentNo);
    await shot('02-history-message');
  });

  it("the booked list's row keeps print and history at hand on one line, the carrier's forms and the claims in its menu", async () => {
    const orderNo = await unbookedOrder('Radmeny');
    const booked = (await apiCall(fixture.portal, token, 'put', '/order/book/', { orderNos: [orderNo] }).expect(200)).body;
    const consignmentNo = booked.orders[0].consignmentNo as string;
    const { page, shot } = await open('03-row-menu');
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await page.goto('/consignment/list');
    const row = page.locator('tr', { has: page.getByText(consignmentNo, { exact: true }) });
    await row.getByTestId('row-more-button').waitFor();
    const tops = await Promise.all(
      ['print-order', 'history-button', 'row-more-button'].map(async (id) => (await row.getByTestId(id).boundingBox())?.y),
    );
    expect(new Set(tops).size).toBe(1);

    await row.getByTestId('row-more-button').click();
    const menu = byTestId(page, 'row-more-menu');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Meddelande till transportören',
      'Prenumerera på nyhetsbrev',
      'Ny reklamation',
      'Försäkringsanspråk',
      'Avboka',
    ]);
    await shot('01-menu');
    await menu.getByTestId('carrier-message-item').click();
    await menu.waitFor({ state: 'hidden' });
    const dialog = byTestId(page, 'carrier-message-dialog');
    expect(await dialog.getByTestId('carrier-message-number').inputValue()).toBe(consignmentNo);
    expect(await dialog.getByTestId('carrier-message-carrier').inputValue()).toBe('PostNord');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await row.getByTestId('row-more-button').click();
    await byTestId(page, 'claim-item').click();
    await waitForPath(page, '/consignment/claim');
    expect(new URL(page.url()).searchParams.get('consignmentNo')).toBe(consignmentNo);
  });
});
