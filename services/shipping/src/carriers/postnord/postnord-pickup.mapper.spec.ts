import { toCarrierPickup, toCarrierShipment } from '../carrier-shipment';
import { BOOKED_DOCUMENT } from '../fixtures/shipment.fixture';
import { pickupBookingIdOf, toPostNordPickupRequest } from './postnord-pickup.mapper';

describe(toPostNordPickupRequest.name, () => {
  const document = { ...BOOKED_DOCUMENT, transportProduct: { code: 'PN-18', pickup: { date: '2026-12-01' } } };
  const shipment = toCarrierShipment(4, 'ORD0000000000001', document, new Date('2026-11-30T10:00:00Z'));
  const booked = { carrierShipmentId: 'UA123456789SE', trackingNumbers: ['00373500000000000001', '00373500000000000002'] };

  it("builds PostNord's pickup by item ids for the fixture: each item, the day's default window in UTC (winter: +01:00)", () => {
    expect(toPostNordPickupRequest(toCarrierPickup(shipment, document, booked))).toEqual([
      { itemId: '00373500000000000001', earliestPickupDate: '2026-12-01T07:00:00Z', latestPickupDate: '2026-12-01T16:00:00Z' },
      { itemId: '00373500000000000002', earliestPickupDate: '2026-12-01T07:00:00Z', latestPickupDate: '2026-12-01T16:00:00Z' },
    ]);
  });

  it("takes the consignment's own window, in summer time (+02:00)", () => {
    const summer = { ...document, transportProduct: { code: 'PN-18', pickup: { date: '2026-06-15', earliest: '10:30', latest: '14:00' } } };
    const inJune = toCarrierShipment(4, 'ORD0000000000001', summer, new Date('2026-06-14T10:00:00Z'));
    expect(toPostNordPickupRequest(toCarrierPickup(inJune, summer, booked))[0]).toEqual({
      itemId: '00373500000000000001',
      earliestPickupDate: '2026-06-15T08:30:00Z',
      latestPickupDate: '2026-06-15T12:00:00Z',
    });
  });
});

describe(pickupBookingIdOf.name, () => {
  it('reads the booking id when every item is OK, and none when an item failed or the id is missing', () => {
    const ok = { status: 'OK' as const, ids: [{ idType: 'itemId', value: '00373500000000000001' }] };
    expect(pickupBookingIdOf({ bookingId: '3YSFH8NG0LNREZO38UIN68B3RRWL4X', idInformation: [ok] })).toBe('3YSFH8NG0LNREZO38UIN68B3RRWL4X');
    expect(pickupBookingIdOf({ bookingId: '3YSFH8NG0LNREZO38UIN68B3RRWL4X', idInformation: [ok, { status: 'FAIL' }] })).toBeNull();
    expect(pickupBookingIdOf({ idInformation: [ok] })).toBeNull();
    expect(pickupBookingIdOf(undefined)).toBeNull();
  });
});
