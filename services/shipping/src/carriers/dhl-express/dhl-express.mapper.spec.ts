import { BOOKED_DOCUMENT } from '../fixtures/shipment.fixture';
import { toCarrierPickup, toCarrierShipment } from '../carrier-shipment';
import { dhlRefusal } from './dhl-express.errors';
import {
  DhlAnswerError,
  dispatchConfirmationOf,
  fromDhlShipmentResponse,
  plannedShippingDateAndTime,
  toDhlPickupRequest,
  toDhlShipmentRequest,
} from './dhl-express.mapper';

const document = {
  ...BOOKED_DOCUMENT,
  templateName: 'DHL_EXPRESS_WORLDWIDE',
  transportProduct: { code: 'DHL-P', pickup: { date: '2026-12-01' } },
};
const shipment = toCarrierShipment(225, 'ORD0000000000001', document, new Date('2026-11-30T10:00:00Z'));

describe(toDhlShipmentRequest.name, () => {
  it('builds the MyDHL request DHL expects for the fixture consignment', () => {
    expect(toDhlShipmentRequest(shipment, '123456789')).toEqual({
      plannedShippingDateAndTime: '2026-12-01T12:00:00 GMT+01:00',
      pickup: { isRequested: false },
      productCode: 'P',
      accounts: [{ typeCode: 'shipper', number: '123456789' }],
      customerReferences: [{ value: '1000000016', typeCode: 'CU' }],
      outputImageProperties: { encodingFormat: 'pdf', imageOptions: [{ typeCode: 'label', templateName: 'ECOM26_84_001' }] },
      customerDetails: {
        shipperDetails: {
          postalAddress: { postalCode: '11157', cityName: 'Stockholm', countryCode: 'SE', addressLine1: 'Blomstervägen 1' },
          contactInformation: { companyName: 'Annas Blommor AB', fullName: 'Anna', phone: '+46 70-123 45 67' },
        },
        receiverDetails: {
          postalAddress: {
            postalCode: '41304',
            cityName: 'Göteborg',
            countryCode: 'SE',
            addressLine1: 'Hamngatan 2',
            addressLine2: 'Port 3',
          },
          contactInformation: { companyName: 'Göteborg AB', fullName: 'Göteborg AB', phone: '', email: 'mottagning@example.se' },
        },
      },
      content: {
        packages: [
          { weight: 2.5, dimensions: { length: 30, width: 20, height: 11 } },
          { weight: 2.5, dimensions: { length: 30, width: 20, height: 11 } },
          { weight: 0.1 },
        ],
        isCustomsDeclarable: false,
        description: 'Blommor',
        incoterm: 'DAP',
        unitOfMeasurement: 'metric',
      },
    });
  });

  it('declares customs for a consignee outside the EU customs territory, and gives summer time its offset', () => {
    const toOslo = { ...shipment, consignee: { ...shipment.consignee, countryCode: 'NO' } };
    expect(toDhlShipmentRequest(toOslo, '1').content.isCustomsDeclarable).toBe(true);
    expect(plannedShippingDateAndTime('2026-07-01')).toBe('2026-07-01T12:00:00 GMT+02:00');
  });
});

describe(fromDhlShipmentResponse.name, () => {
  it('reads the waybill number, the piece ids and the PDF label', () => {
    expect(
      fromDhlShipmentResponse({
        shipmentTrackingNumber: '1234567890',
        packages: [{ referenceNumber: 1, trackingNumber: 'JD014600001234567890' }],
        documents: [{ imageFormat: 'PDF', content: 'JVBERi0=', typeCode: 'label' }],
      }),
    ).toEqual({
      carrierShipmentId: '1234567890',
      trackingNumbers: ['JD014600001234567890'],
      labels: [{ format: 'PDF', base64: 'JVBERi0=' }],
      warnings: [],
    });
    expect(() => fromDhlShipmentResponse({ shipmentTrackingNumber: 'x' })).toThrow(DhlAnswerError);
  });

  it("refuses with every one of DHL's details kept and the first one's field as our reason", () => {
    expect(
      dhlRefusal({
        status: '400',
        title: 'Bad Request',
        detail: 'Multiple problems found, see Additional Details',
        additionalDetails: [
          '/customerDetails/receiverDetails/contactInformation/phone: is missing or longer than 70',
          '/content/packages/0/weight: x',
        ],
      }),
    ).toMatchObject({
      reason: 'CARRIER.INVALID_ADDRESS',
      carrierCode: '400',
      carrierText: '/customerDetails/receiverDetails/contactInformation/phone: is missing or longer than 70; /content/packages/0/weight: x',
    });
    expect(dhlRefusal({ status: '422', additionalDetails: ['1001: The requested product(s) (P) not available'] })?.reason).toBe(
      'CARRIER.INVALID_SERVICE',
    );
    expect(dhlRefusal(undefined)).toBeNull();
  });
});

describe(toDhlPickupRequest.name, () => {
  it("builds MyDHL's pickup for the fixture: the consignor, the day's window in Stockholm time, the shipment's packages", () => {
    const pickup = toCarrierPickup(shipment, document, { carrierShipmentId: '1234567890', trackingNumbers: [] });
    const request = toDhlPickupRequest(pickup, '123456789');
    expect(request).toMatchObject({
      plannedPickupDateAndTime: '2026-12-01T08:00:00 GMT+01:00',
      closeTime: '17:00',
      location: 'reception',
      locationType: 'business',
      accounts: [{ typeCode: 'shipper', number: '123456789' }],
      customerDetails: { shipperDetails: { postalAddress: { cityName: 'Stockholm', countryCode: 'SE' } } },
    });
    expect(request.shipmentDetails).toEqual([
      {
        productCode: 'P',
        isCustomsDeclarable: false,
        unitOfMeasurement: 'metric',
        packages: shipment.packages.map((p) => ({ weight: p.weightKg })),
      },
    ]);
  });

  it('reads the dispatch confirmation number of the answer', () => {
    expect(dispatchConfirmationOf({ dispatchConfirmationNumbers: ['PRG200227000256'] })).toBe('PRG200227000256');
    expect(dispatchConfirmationOf({ warnings: [] })).toBeNull();
  });
});
