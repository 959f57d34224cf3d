import { toCarrierPickup, toCarrierShipment } from '../carrier-shipment';
import { BOOKED_DOCUMENT } from '../fixtures/shipment.fixture';
import { prnOf, toUpsPickupRequest } from './ups-pickup.mapper';

describe(toUpsPickupRequest.name, () => {
  const shipment = toCarrierShipment(131, 'ORD0000000000001', BOOKED_DOCUMENT, new Date('2026-11-30T10:00:00Z'));
  const booked = { carrierShipmentId: '1ZA1B2C36512345678', trackingNumbers: ['1ZA1B2C36512345678'] };

  it("builds UPS's pickup creation for the fixture consignment: the consignor's address, the day and the default window", () => {
    expect(toUpsPickupRequest(toCarrierPickup(shipment, BOOKED_DOCUMENT, booked), 'A1B2C3')).toEqual({
      PickupCreationRequest: {
        RatePickupIndicator: 'N',
        Shipper: { Account: { AccountNumber: 'A1B2C3', AccountCountryCode: 'SE' } },
        PickupDateInfo: { CloseTime: '1700', ReadyTime: '0800', PickupDate: '20261201' },
        PickupAddress: {
          CompanyName: 'Annas Blommor AB',
          ContactName: 'Anna',
          AddressLine: 'Blomstervägen 1',
          City: 'Stockholm',
          PostalCode: '11157',
          CountryCode: 'SE',
          ResidentialIndicator: 'N',
          Phone: { Number: '+46 70-123 45 67' },
        },
        AlternateAddressIndicator: 'Y',
        PickupPiece: [
          { ServiceCode: '065', Quantity: String(shipment.packages.length), DestinationCountryCode: 'SE', ContainerCode: '01' },
        ],
        TotalWeight: { Weight: expect.stringMatching(/^\d+\.\d$/), UnitOfMeasurement: 'KGS' },
        OverweightIndicator: 'N',
        PaymentMethod: '01',
        ReferenceNumber: '1000000016',
      },
    });
  });

  it("takes the consignment's own window when it names a valid one, else the default", () => {
    const own = {
      ...BOOKED_DOCUMENT,
      transportProduct: { code: 'UPS-65-SE', pickup: { date: '2026-12-01', earliest: '10:30', latest: '14:00' } },
    };
    expect(toCarrierPickup(shipment, own, booked)).toMatchObject({ readyTime: '10:30', closeTime: '14:00' });
    const reversed = {
      ...own,
      transportProduct: { code: 'UPS-65-SE', pickup: { date: '2026-12-01', earliest: '15:00', latest: '09:00' } },
    };
    expect(toCarrierPickup(shipment, reversed, booked)).toMatchObject({ readyTime: '08:00', closeTime: '17:00' });
  });

  it("reads the PRN of UPS's answer", () => {
    expect(prnOf({ PickupCreationResponse: { PRN: '2929602E9CP' } })).toBe('2929602E9CP');
    expect(prnOf({})).toBeNull();
  });
});
