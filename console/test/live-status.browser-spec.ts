import { ANNA } from '@freight/testing';
import { randomUUID } from 'node:crypto';
import { ApplyCarrierStatusCommand } from '@freight/shipping';
import { CommandBus } from '@nestjs/cqrs';
import { apiCall, PLAIN_CONSIGNMENT, signIn } from '../../services/all-in-one/test/portal';
import { browserPortal, submitLoginForm, waitForPath, waitForShippingProfile } from './browser';

/**
 * Live statuses (issue 28 item 3) in Debian's Chromium against the embedded portal: with the booked list open,
 * a carrier report applied on the server changes the row's status in place (no reload) through
 * GET /api/order/events, and a delivery shows a quiet notice. Screenshots go to console/test/screenshots/live-status-<test>/.
 */
describe('Frakt console in the browser: statuses arrive live', () => {
  const fixture = browserPortal('live-status-');
  const { open } = fixture;

  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
  });

  it('updates the booked list in place and tells of the delivery', async () => {
    const { accessToken } = await signIn(fixture.portal, ANNA.username, ANNA.password);
    const created = (await apiCall(fixture.portal, accessToken, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200)).body
      .consignments[0] as { consignmentId: string };
    await apiCall(fixture.portal, accessToken, 'put', '/consignment/book/', {
      ...PLAIN_CONSIGNMENT,
      consignmentId: created.consignmentId,
    }).expect(200);
    const { rows } = await fixture.portal.db.query<{ consignment_no: string; supplier_id: number }>(
      `SELECT c.consignment_no, o.supplier_id FROM shipping.orders o JOIN shipping.consignments c ON c.id = o.consignment_id WHERE c.id = $1`,
      [created.consignmentId],
    );
    const { consignment_no: consignmentNo, supplier_id: carrierCode } = rows[0];

    const { page, shot } = await open('booked-list');
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await page.goto('/consignment/list');
    const row = page.locator('tr', { hasText: consignmentNo });
    await row.getByTestId('status-chip').waitFor();
    const pageLoads: string[] = [];
    page.on('framenavigated', (frame) => pageLoads.push(frame.url()));

    const apply = (status: string, occurredAt: string) =>
      fixture.portal.running.app.get(CommandBus).execute(
        new ApplyCarrierStatusCommand(
          {
            carrierCode,
            consignmentNo,
            status,
            occurredAt: new Date(occurredAt),
            location: 'Göteborg',
            description: status,
            eventId: randomUUID(),
          },
          new Date(),
        ),
      );
    await apply('OUT_FOR_DELIVERY', new Date(Date.now() - 60_000).toISOString());
    await row.getByTestId('status-chip').filter({ hasText: 'Ute för leverans' }).waitFor();
    await apply('DELIVERED', new Date().toISOString());
    await row.getByTestId('status-chip').filter({ hasText: 'Levererad' }).waitFor();
    await page.getByText(`Försändelse ${consignmentNo} är levererad`).waitFor();
    await shot('delivered');
    expect(pageLoads).toEqual([]);
  });
});
