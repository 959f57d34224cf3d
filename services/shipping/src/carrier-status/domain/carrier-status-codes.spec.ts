import '../../shipping.messages';
import { CARRIER_STATUS_CODES, orderStatusWord, portalStatusOf } from './carrier-status-codes';
import { KNOWN_CARRIER_STATUSES } from './carrier-status';
import { carrierStatusLabel, carrierStatusReason, orderStatusLabel, statusLabelText } from './order-status-label';

const UPS = 131;
const POSTNORD = 4;
const DHL = 225;
const SCHENKER = 116;

describe(portalStatusOf.name, () => {
  it.each([
    [UPS, 'O', 'OUT_FOR_DELIVERY'],
    [UPS, 'd', 'DELIVERED'],
    [UPS, 'RS', 'RETURNED'],
    [UPS, 'MV', 'CANCELLED'],
    [POSTNORD, 'AVAILABLE_FOR_DELIVERY', 'READY_FOR_PICKUP'],
    [POSTNORD, 'DELIVERY_IMPOSSIBLE', 'DELIVERY_ATTEMPTED'],
    [POSTNORD, 'COLLECTED', 'PICKUP'],
    [DHL, 'WC', 'OUT_FOR_DELIVERY'],
    [DHL, ' ok ', 'DELIVERED'],
    [DHL, 'NH', 'DELIVERY_ATTEMPTED'],
    [DHL, 'RT', 'RETURNED'],
    [SCHENKER, 'COL', 'PICKUP'],
    [SCHENKER, 'DLV', 'DELIVERED'],
    [SCHENKER, 'CAN', 'CANCELLED'],
  ])("reads carrier %i's %p as %s", (carrier, code, status) => {
    expect(portalStatusOf(carrier, code)?.status).toBe(status);
  });

  it("takes the portal's own words from any carrier (a push may speak them)", () => {
    expect(portalStatusOf(UPS, 'in_transit')).toEqual({ status: 'IN_TRANSIT' });
    expect(portalStatusOf(9999, 'DELIVERED')).toEqual({ status: 'DELIVERED' });
  });

  it('gives an exception its reason', () => {
    expect(portalStatusOf(DHL, 'CD')).toEqual({ status: 'EXCEPTION', reason: 'CUSTOMS' });
    expect(portalStatusOf(POSTNORD, 'DELIVERY_REFUSED')).toEqual({ status: 'EXCEPTION', reason: 'REFUSED' });
    expect(portalStatusOf(UPS, 'EXCEPTION')).toEqual({ status: 'EXCEPTION', reason: 'OTHER' });
  });

  it("keeps one carrier's code out of another's table, and knows no unknown code", () => {
    expect(portalStatusOf(UPS, 'OK')).toBeUndefined();
    expect(portalStatusOf(DHL, 'XYZ')).toBeUndefined();
    expect(portalStatusOf(DHL, '')).toBeUndefined();
    expect(portalStatusOf(DHL, 'constructor')).toBeUndefined();
  });

  it('maps every table entry to a portal word', () => {
    for (const table of Object.values(CARRIER_STATUS_CODES))
      for (const entry of Object.values(table)) expect(KNOWN_CARRIER_STATUSES).toContain(entry.status);
  });
});

describe(orderStatusWord.name, () => {
  it("gives the order the portal's word, or the carrier's as written when unknown", () => {
    expect(orderStatusWord(DHL, 'OK')).toBe('DELIVERED');
    expect(orderStatusWord(DHL, 'Zollamt 7')).toBe('Zollamt 7');
  });
});

describe('labels of the new statuses', () => {
  it.each([
    ['OUT_FOR_DELIVERY', 'Ute för leverans', 'Out for delivery'],
    ['READY_FOR_PICKUP', 'Kan hämtas på utlämningsställe', 'Ready for pickup at the service point'],
    ['DELIVERY_ATTEMPTED', 'Leveransförsök misslyckades', 'Delivery attempted'],
    ['RETURNED', 'Returnerad till avsändaren', 'Returned to sender'],
    ['EXCEPTION', 'Avvikelse', 'Exception'],
    ['CANCELLED', 'Avbokad', 'Cancelled'],
  ])('labels %s in Swedish and English, on the order and in the history', (word, sv, en) => {
    const code = orderStatusLabel({ booked: true, printed: true, statusName: word });
    expect([statusLabelText(code, 'sv'), statusLabelText(code, 'en')]).toEqual([sv, en]);
    expect(statusLabelText(carrierStatusLabel(word), 'sv')).toBe(sv);
  });

  it("keeps the spec's five labels", () => {
    expect(
      [
        orderStatusLabel({ booked: true, printed: false, statusName: null }),
        orderStatusLabel({ booked: true, printed: true, statusName: 'CONFIRMED' }),
        orderStatusLabel({ booked: true, printed: true, statusName: 'PICKUP' }),
        orderStatusLabel({ booked: true, printed: true, statusName: 'IN_TRANSIT' }),
        orderStatusLabel({ booked: true, printed: true, statusName: 'DELIVERED' }),
      ].map((code) => statusLabelText(code, 'sv')),
    ).toEqual(['Bokad', 'Utskriven', 'Upphämtad', 'Under transport', 'Levererad']);
  });

  it("labels a carrier's code in a history by its carrier's table, with an exception's reason", () => {
    expect(statusLabelText(carrierStatusLabel('WC', DHL), 'en')).toBe('Out for delivery');
    expect(statusLabelText(carrierStatusReason('CD', DHL), 'sv')).toBe('Väntar på tullklarering');
    expect(carrierStatusReason('OK', DHL)).toBeNull();
    expect(carrierStatusLabel('Zollamt 7', DHL)).toBeNull();
  });
});
