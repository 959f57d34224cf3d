import { ANNA } from '@freight/testing';
import { randomUUID } from 'node:crypto';
import { ApplyCarrierStatusCommand } from '@freight/shipping';
import { CommandBus } from '@nestjs/cqrs';
import { apiCall, PLAIN_CONSIGNMENT, signIn } from '../../services/all-in-one/test/portal';
import { browserPortal, byTestId, waitForShippingProfile } from './browser';
import { axeViolations } from './axe';

/**
 * The receivers' public tracking page (issue 28 item 4) in Debian's Chromium, signed out: status and town for
 * anyone, the journey after the receiver's postcode typed and sent with the keyboard, WCAG 2.1 AA by axe-core
 * before and after. Screenshots go to console/test/screenshots/public-tracking-<test>/.
 */
describe('Frakt console in the browser: the public tracking page', () => {
  const fixture = browserPortal('public-tracking-');
  const { open } = fixture;

  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
  });

  it('shows status and town, then the journey with the postcode, by keyboard and without axe violations', async () => {
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
    await fixture.portal.running.app.get(CommandBus).execute(
      new ApplyCarrierStatusCommand(
        {
          carrierCode,
          consignmentNo,
          status: 'IN_TRANSIT',
          occurredAt: new Date(Date.now() - 3_600_000),
          location: 'Terminal Jönköping',
          description: 'in transit',
          eventId: randomUUID(),
        },
        new Date(),
      ),
    );

    const { page, shot } = await open('receiver');
    await page.goto(`/spara/${consignmentNo}`);
    await byTestId(page, 'tracking-status').filter({ hasText: 'Under transport' }).waitFor();
    expect(await byTestId(page, 'tracking-town').textContent()).toBe('Göteborg');
    expect(await byTestId(page, 'tracking-timeline').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot('status-and-town');

    await byTestId(page, 'tracking-postcode').focus();
    await page.keyboard.type('413 04');
    await page.keyboard.press('Enter');
    await byTestId(page, 'tracking-event').filter({ hasText: 'Under transport' }).waitFor();
    expect(await byTestId(page, 'tracking-carrier-link').getAttribute('href')).toContain(consignmentNo);
    expect(await axeViolations(page)).toEqual([]);
    await shot('journey');
  });
});
