import { randomUUID } from 'node:crypto';
import { ApplyCarrierStatusCommand } from '@freight/shipping';
import { CommandBus } from '@nestjs/cqrs';
import { ANNA, eventually } from '@freight/testing';
import { apiCall, DEMO_CUSTOMERS, signIn, startTestPortal, TestPortal } from './portal';

/** The public tracking page's call (issue 28 item 4): GET /api/tracking/{consignmentNo}, no sign-in. */
describe('Embedded portal: public tracking', () => {
  const POSTNORD = 4;
  let portal: TestPortal;
  let token = '';

  beforeAll(async () => {
    portal = await startTestPortal();
    token = (await signIn(portal, ANNA.username, ANNA.password)).accessToken;
    await eventually(async () => {
      const { rows } = await portal.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM shipping.customer_profiles WHERE customer_id = $1',
        [DEMO_CUSTOMERS.anna],
      );
      if (rows[0].n !== 1) throw new Error('no profile for anna in shipping yet');
    });
  });

  afterAll(async () => {
    await portal?.close();
  });

  async function bookedOrder(): Promise<string> {
    const body = {
      templateName: 'PN_PARCEL',
      part: [
        { role: 'consignor', address: { name: 'Annas Blommor AB', postcode: '11157', city: 'Stockholm', countrycode: 'SE' } },
        { role: 'consignee', address: { name: 'Göteborg AB', postcode: '41304', city: 'Göteborg', countrycode: 'SE' } },
      ],
      goodsItem: [{ noOfPackages: 1, weight: 4.5, length: 40, width: 30, height: 25, packageType: 'parcel' }],
    };
    const consignment = await apiCall(portal, token, 'post', '/consignment/?temp=0', body).expect(200);
    const consignmentId = consignment.body.consignments[0].consignmentId as string;
    const order = await apiCall(portal, token, 'post', '/order/', { consignmentId }).expect(200);
    const consignmentNo = `PT${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
    await portal.db.query('UPDATE shipping.consignments SET consignment_no = $2 WHERE id = $1', [consignmentId, consignmentNo]);
    await portal.db.query('UPDATE shipping.orders SET date_booked = now(), supplier_id = $2 WHERE order_no = $1', [
      order.body.orderNo,
      POSTNORD,
    ]);
    return consignmentNo;
  }

  const apply = (consignmentNo: string, status: string, minutesAgo: number) =>
    portal.running.app.get(CommandBus).execute(
      new ApplyCarrierStatusCommand(
        {
          carrierCode: POSTNORD,
          consignmentNo,
          status,
          occurredAt: new Date(Date.now() - minutesAgo * 60_000),
          location: 'Terminal Jönköping',
          description: status,
          eventId: randomUUID(),
        },
        new Date(),
      ),
    );

  const track = (consignmentNo: string, postcode?: string, language = 'sv') =>
    portal.http
      .get(`/api/tracking/${encodeURIComponent(consignmentNo)}`)
      .query(postcode === undefined ? {} : { postcode })
      .set('Accept-Language', language);

  it('shows anyone the status and the town, nothing more', async () => {
    const consignmentNo = await bookedOrder();
    await apply(consignmentNo, 'COLLECTED', 60);
    const answer = (await track(consignmentNo).expect(200)).body;
    expect(answer).toEqual({
      consignmentNo,
      statusLabel: 'Upphämtad',
      delivered: false,
      town: 'Göteborg',
      verified: false,
      expectedDelivery: null,
      carrierTrackingUrl: null,
      timeline: [],
    });
    expect((await track(consignmentNo, '11157').expect(200)).body).toMatchObject({ verified: false, timeline: [] });
  });

  it("shows the receiver (with its postcode) the timeline, the expected delivery and the carrier's link", async () => {
    const consignmentNo = await bookedOrder();
    await apply(consignmentNo, 'COLLECTED', 120);
    await apply(consignmentNo, 'DELAYED', 60);
    const answer = (await track(consignmentNo, '413 04', 'en').expect(200)).body;
    expect(answer).toMatchObject({ verified: true, town: 'Göteborg', statusLabel: 'Exception' });
    expect(answer.carrierTrackingUrl).toBe(`https://tracking.postnord.com/se/?id=${consignmentNo}`);
    expect(answer.expectedDelivery.first).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.timeline.map((t: { label: string; reason: string; location: string }) => [t.label, t.reason, t.location])).toEqual([
      ['Picked up', '', 'Terminal Jönköping'],
      ['Exception', 'Delayed', 'Terminal Jönköping'],
    ]);

    await apply(consignmentNo, 'DELIVERED', 1);
    expect((await track(consignmentNo, '41304', 'en').expect(200)).body).toMatchObject({
      delivered: true,
      statusLabel: 'Delivered',
      expectedDelivery: null,
    });
  });

  it('answers 404 for an unknown or malformed number, without a token', async () => {
    expect((await track('PT0000000000000000').expect(404)).body.code).toBe('TRACKING.NOT_FOUND');
    expect((await track('x').expect(404)).body.code).toBe('TRACKING.NOT_FOUND');
  });

  it('limits lookups per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await track('PT0000000000000000')).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 404 && s !== 429)).toEqual([]);
  });
});
