import { BOOKED_DOCUMENT } from '../fixtures/shipment.fixture';
import { toCarrierShipment } from '../carrier-shipment';
import { fromUpsReferenceTrack, fromUpsShipmentResponse, toUpsShipmentRequest, UpsAnswerError } from './ups.mapper';
import { upsReason, upsRefusal } from './ups.errors';

const shipment = toCarrierShipment(131, 'ORD0000000000001', BOOKED_DOCUMENT, new Date('2026-11-30T10:00:00Z'));

describe(toUpsShipmentRequest.name, () => {
  it('builds the Shipping API request UPS expects for the fixture consignment', () => {
    const consignor = {
      Name: 'Annas Blommor AB',
      AttentionName: 'Anna',
      Phone: { Number: '+46701234567' },
      Address: { AddressLine: ['Blomstervägen 1'], City: 'Stockholm', PostalCode: '11157', CountryCode: 'SE' },
    };
    const parcel = {
      Packaging: { Code: '02' },
      Dimensions: { UnitOfMeasurement: { Code: 'CM' }, Length: '30', Width: '20', Height: '11' },
      PackageWeight: { UnitOfMeasurement: { Code: 'KGS' }, Weight: '2.5' },
    };
    expect(toUpsShipmentRequest(shipment, 'A1B2C3', 'GIF')).toEqual({
      ShipmentRequest: {
        Request: { RequestOption: 'nonvalidate', TransactionReference: { CustomerContext: 'ORD0000000000001' } },
        Shipment: {
          Description: 'Blommor',
          Shipper: { ...consignor, ShipperNumber: 'A1B2C3' },
          ShipTo: {
            Name: 'Göteborg AB',
            EMailAddress: 'mottagning@example.se',
            Address: { AddressLine: ['Hamngatan 2', 'Port 3'], City: 'Göteborg', PostalCode: '41304', CountryCode: 'SE' },
          },
          ShipFrom: consignor,
          PaymentInformation: { ShipmentCharge: [{ Type: '01', BillShipper: { AccountNumber: 'A1B2C3' } }] },
          Service: { Code: '65' },
          ReferenceNumber: [{ Value: '1000000016' }],
          Package: [parcel, parcel, { Packaging: { Code: '02' }, PackageWeight: { UnitOfMeasurement: { Code: 'KGS' }, Weight: '0.1' } }],
        },
        LabelSpecification: { LabelImageFormat: { Code: 'GIF' } },
      },
    });
  });

  it('asks for 4×6 stock with ZPL labels and cuts names to 35 characters', () => {
    const long = { ...shipment, consignee: { ...shipment.consignee, name: 'x'.repeat(50) } };
    const request = toUpsShipmentRequest(long, 'A1B2C3', 'ZPL').ShipmentRequest;
    expect(request.LabelSpecification).toEqual({ LabelImageFormat: { Code: 'ZPL' }, LabelStockSize: { Height: '6', Width: '4' } });
    expect(request.Shipment.ShipTo.Name).toHaveLength(35);
  });
});

describe(fromUpsShipmentResponse.name, () => {
  const label = { ImageFormat: { Code: 'GIF' }, GraphicImage: 'R0lGOD==' };
  const ok = (PackageResults: unknown) => ({
    ShipmentResponse: {
      Response: { ResponseStatus: { Code: '1', Description: 'Success' } },
      ShipmentResults: { ShipmentIdentificationNumber: '1ZA1B2C36512345678', PackageResults },
    },
  });

  it('reads one package answered as an object and several as an array', () => {
    expect(fromUpsShipmentResponse(ok({ TrackingNumber: '1ZA1B2C36512345678', ShippingLabel: label }) as never)).toEqual({
      carrierShipmentId: '1ZA1B2C36512345678',
      trackingNumbers: ['1ZA1B2C36512345678'],
      labels: [{ format: 'GIF', base64: 'R0lGOD==' }],
      warnings: [],
    });
    const two = fromUpsShipmentResponse(
      ok([
        { TrackingNumber: '1ZA1B2C36512345678', ShippingLabel: label },
        { TrackingNumber: '1ZA1B2C36587654321', ShippingLabel: { ImageFormat: { Code: 'ZPL' }, GraphicImage: 'Xlha' } },
      ]) as never,
    );
    expect(two.trackingNumbers).toEqual(['1ZA1B2C36512345678', '1ZA1B2C36587654321']);
    expect(two.labels.map((l) => l.format)).toEqual(['GIF', 'ZPL']);
  });

  it('refuses an answer that is not a shipment or names a malformed tracking number', () => {
    expect(() => fromUpsShipmentResponse({} as never)).toThrow(UpsAnswerError);
    expect(() => fromUpsShipmentResponse(ok({ TrackingNumber: '1Z123' }) as never)).toThrow(UpsAnswerError);
  });

  it('reads a shipment found by its reference, and none', () => {
    expect(fromUpsReferenceTrack({ trackResponse: { shipment: [{ package: [{ trackingNumber: '1ZA1B2C36512345678' }] }] } })).toEqual({
      carrierShipmentId: '1ZA1B2C36512345678',
      trackingNumbers: ['1ZA1B2C36512345678'],
      labels: [],
      warnings: [],
    });
    expect(fromUpsReferenceTrack({ trackResponse: { shipment: [] } })).toBeNull();
  });
});

describe('UPS errors', () => {
  it("maps UPS's codes to our reasons and keeps UPS's own text", () => {
    expect(upsRefusal({ response: { errors: [{ code: '120100', message: 'Missing or invalid shipper number' }] } })).toMatchObject({
      carrier: 'ups',
      reason: 'CARRIER.ACCOUNT',
      carrierCode: '120100',
      carrierText: 'Missing or invalid shipper number',
    });
    expect(['120204', '120201', '120538', '121210', '999999'].map(upsReason)).toEqual([
      'CARRIER.INVALID_POSTCODE',
      'CARRIER.INVALID_ADDRESS',
      'CARRIER.INVALID_WEIGHT',
      'CARRIER.INVALID_SERVICE',
      'CARRIER.REFUSED',
    ]);
    expect(upsRefusal({ message: 'not UPS' })).toBeNull();
  });
});
