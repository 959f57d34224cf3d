import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { ANNA, eventually } from '@freight/testing';
import { apiCall, PLAIN_CONSIGNMENT, signIn } from '../../services/all-in-one/test/portal';
import { byTestId, browserPortal, submitLoginForm, waitForPath, waitForShippingProfile, tabTo } from './browser';
import { axeViolations } from './axe';

/**
 * Issue 28 items 5 and 6 in Debian's Chromium against the embedded portal: the profile's webhook and API key
 * sections, used with the keyboard alone, passing axe-core's WCAG 2.1 AA rules, in Swedish (the default).
 * Screenshots go to console/test/screenshots/integrations-<test>/.
 */

describe('webhooks and API keys on the profile, in the browser', () => {
  const fixture = browserPortal('integrations-');
  const { open } = fixture;
  let anna = '';
  let receiver: Server;
  let port = 0;
  const hits: string[] = [];

  beforeAll(async () => {
    anna = (await signIn(fixture.portal, ANNA.username, ANNA.password)).accessToken;
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        hits.push(body);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    port = (receiver.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => receiver?.close(() => resolve()));
  });

  const signInAtProfile = async (page: Page) => {
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await page.goto('/profile');
    await byTestId(page, 'profile-webhooks').waitFor();
  };

  it('registers an endpoint and makes and revokes a key with the keyboard alone, each secret shown once, axe-clean', async () => {
    const { page, shot } = await open('01-keyboard');
    await signInAtProfile(page);

    await byTestId(page, 'webhook-url').focus();
    await page.keyboard.type(`http://127.0.0.1:${port}/hooks`);
    await tabTo(page, 'webhook-event-bill.issued', 40);
    await page.keyboard.press('Space');
    await tabTo(page, 'webhook-create', 40);
    await page.keyboard.press('Enter');
    await byTestId(page, 'webhook-secret').waitFor();
    expect(await byTestId(page, 'webhook-secret').inputValue()).toMatch(/^whsec_/);

    await byTestId(page, 'api-key-name').focus();
    await page.keyboard.type('Affärssystem');
    await tabTo(page, 'api-key-scope-book', 40);
    await page.keyboard.press('Space');
    await tabTo(page, 'api-key-create', 40);
    await page.keyboard.press('Enter');
    await byTestId(page, 'api-key').waitFor();
    const key = await byTestId(page, 'api-key').inputValue();
    expect(key).toMatch(/^frk_[0-9a-f]{12}_/);
    await shot('01-shown-once');
    expect(await axeViolations(page)).toEqual([]);

    // The key works as a session would, then is revoked from the list with the keyboard.
    await fixture.portal.http.get('/api/customer/1001').set('Authorization', `Bearer ${key}`).expect(200);
    const id = key.split('_')[1];
    await byTestId(page, `api-key-revoke-${id}`).focus();
    await page.keyboard.press('Enter');
    await byTestId(page, `api-key-row-${id}`).filter({ hasText: 'Återkallad' }).waitFor();
    await fixture.portal.http.get('/api/customer/1001').set('Authorization', `Bearer ${key}`).expect(401);

    // Shown once: a reload lists the endpoint and the key, never their secrets.
    await page.reload();
    await byTestId(page, `api-key-row-${id}`).waitFor();
    expect(await page.content()).not.toContain(key);
    expect(await byTestId(page, 'webhook-secret').count()).toBe(0);
  });

  it("shows an endpoint's deliveries with their attempts, resends one and removes the endpoint by keyboard", async () => {
    const { page, shot } = await open('02-deliveries');
    const { body: endpoint } = await apiCall(fixture.portal, anna, 'post', '/customer/webhooks/1001', {
      url: `http://127.0.0.1:${port}/deliveries`,
      events: ['order.booked'],
    }).expect(201);
    const consignmentId = (await apiCall(fixture.portal, anna, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200)).body
      .consignments[0].consignmentId;
    await apiCall(fixture.portal, anna, 'put', '/consignment/book/', { ...PLAIN_CONSIGNMENT, consignmentId }).expect(200);
    await eventually(async () => {
      const { rows } = await fixture.portal.db.query(`SELECT status FROM customers.webhook_deliveries WHERE endpoint_id = $1`, [
        endpoint.id,
      ]);
      expect(rows).toEqual([{ status: 'delivered' }]);
    });
    const before = hits.length;

    await signInAtProfile(page);
    await byTestId(page, `webhook-show-${endpoint.id}`).click();
    const table = byTestId(page, `webhook-deliveries-${endpoint.id}`);
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);
    expect(await table.locator('tbody tr').first().textContent()).toContain('Levererad');
    expect(await table.locator('tbody tr').first().textContent()).toContain('204');
    await shot('02-deliveries');
    expect(await axeViolations(page)).toEqual([]);
    await table.getByRole('button', { name: 'Skicka igen: order.booked' }).click();
    await eventually(async () => expect(hits.length).toBe(before + 1));

    // Removed with the keyboard through the resource's delete: gone from the list once the server has removed it.
    await page.getByRole('button', { name: `Ta bort mottagaren http://127.0.0.1:${port}/deliveries` }).focus();
    await page.keyboard.press('Enter');
    await byTestId(page, `webhook-endpoint-${endpoint.id}`).waitFor({ state: 'detached' });
    const { body: left } = await apiCall(fixture.portal, anna, 'get', '/customer/webhooks/1001').expect(200);
    expect(left.map((e: { id: string }) => e.id)).not.toContain(endpoint.id);
  });
});
