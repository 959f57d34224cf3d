import { BOOKED_DOCUMENT } from './fixtures/shipment.fixture';
import { IncompleteShipmentError, serviceCodeOf, toCarrierShipment } from './carrier-shipment';

describe(toCarrierShipment.name, () => {
  it('gives each physical package its share of the weight, rounded up to a tenth of a kilo', () => {
    const shipment = toCarrierShipment(131, 'ORD0000000000001', BOOKED_DOCUMENT, new Date('2026-11-30T10:00:00Z'));
    expect(shipment.packages).toEqual([
      { weightKg: 2.5, lengthCm: 30, widthCm: 20, heightCm: 10.5, packageType: 'parcel' },
      { weightKg: 2.5, lengthCm: 30, widthCm: 20, heightCm: 10.5, packageType: 'parcel' },
      { weightKg: 0.1, packageType: 'parcel' },
    ]);
  });

  it('names the portal consignment number as the reference and the pickup date as the ship date', () => {
    const shipment = toCarrierShipment(131, 'ORD0000000000001', BOOKED_DOCUMENT, new Date('2026-11-30T10:00:00Z'));
    expect(shipment).toMatchObject({ reference: '1000000016', shipDate: '2026-12-01', productCode: 'UPS-65-SE', description: 'Blommor' });
    expect(shipment.consignor).toEqual({
      name: 'Annas Blommor AB',
      addressLines: ['Blomstervägen 1'],
      postcode: '11157',
      city: 'Stockholm',
      countryCode: 'SE',
      contactPerson: 'Anna',
      phone: '+46 70-123 45 67',
    });
  });

  it("ships on the booking's Stockholm day without a pickup date", () => {
    const document = { ...BOOKED_DOCUMENT, transportProduct: { code: 'PN-18' } };
    expect(toCarrierShipment(4, 'O', document, new Date('2026-11-30T23:30:00Z')).shipDate).toBe('2026-12-01');
  });

  it('refuses a consignment that is not booked or lacks a party', () => {
    expect(() => toCarrierShipment(4, 'O', { ...BOOKED_DOCUMENT, consignmentNo: null }, new Date())).toThrow(IncompleteShipmentError);
    expect(() => toCarrierShipment(4, 'O', { ...BOOKED_DOCUMENT, part: BOOKED_DOCUMENT.part.slice(0, 1) }, new Date())).toThrow(
      IncompleteShipmentError,
    );
  });

  it("reads the carrier's service code from the product code", () => {
    expect(['UPS-65-SE', 'UPS-11-AP', 'PN-17', 'DHL-P'].map(serviceCodeOf)).toEqual(['65', '11', '17', 'P']);
  });
});
