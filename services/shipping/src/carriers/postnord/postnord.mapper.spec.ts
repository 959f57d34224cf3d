import { BOOKED_DOCUMENT } from '../fixtures/shipment.fixture';
import { toCarrierShipment } from '../carrier-shipment';
import { fromPostNordFindByReference, fromPostNordLabelResponse, toPostNordInstruction } from './postnord.mapper';
import { postNordRefusal } from './postnord.errors';

const document = { ...BOOKED_DOCUMENT, templateName: 'PN_PARCEL', transportProduct: { code: 'PN-18', pickup: { date: '2026-12-01' } } };
const shipment = toCarrierShipment(4, 'ORD0000000000001', document, new Date('2026-11-30T10:00:00Z'));

describe(toPostNordInstruction.name, () => {
  it('builds the EDI instruction PostNord expects for the fixture consignment', () => {
    const item = (kg: number, dims = true) => ({
      grossWeight: { value: kg, unit: 'KGM' },
      ...(dims
        ? { dimensions: { height: { value: 11, unit: 'CMT' }, width: { value: 20, unit: 'CMT' }, length: { value: 30, unit: 'CMT' } } }
        : {}),
    });
    expect(toPostNordInstruction(shipment, '1234567890', new Date('2026-11-30T10:00:00Z'))).toEqual({
      messageDate: '2026-11-30T10:00:00.000Z',
      messageFunction: 'Instruction',
      messageId: '1000000016',
      application: { applicationId: 1438, name: 'Frakt', version: '1.0' },
      updateIndicator: 'Original',
      shipment: [
        {
          shipmentIdentification: { shipmentId: '0' },
          dateAndTimes: { loadingDate: '2026-12-01T00:00:00Z' },
          service: { basicServiceCode: '18', additionalServiceCode: [] },
          numberOfPackages: { value: 3 },
          totalGrossWeight: { value: 5.1, unit: 'KGM' },
          references: [{ referenceNo: '1000000016', referenceType: 'CU' }],
          parties: {
            consignor: {
              issuerCode: 'Z12',
              partyIdentification: { partyId: '1234567890', partyIdType: '160' },
              party: {
                nameIdentification: { name: 'Annas Blommor AB' },
                address: { streets: ['Blomstervägen 1'], postalCode: '11157', city: 'Stockholm', countryCode: 'SE' },
                contact: { contactName: 'Anna', phoneNo: '+46 70-123 45 67' },
              },
            },
            consignee: {
              party: {
                nameIdentification: { name: 'Göteborg AB' },
                address: { streets: ['Hamngatan 2', 'Port 3'], postalCode: '41304', city: 'Göteborg', countryCode: 'SE' },
                contact: { emailAddress: 'mottagning@example.se' },
              },
            },
          },
          goodsItem: [{ packageTypeCode: 'PC', items: [item(2.5), item(2.5), item(0.1, false)] }],
        },
      ],
    });
  });

  it('groups pallets apart from parcels', () => {
    const mixed = { ...shipment, packages: [...shipment.packages, { weightKg: 300, packageType: 'pallet' }] };
    const goods = toPostNordInstruction(mixed, '1234567890', new Date()).shipment[0].goodsItem;
    expect(goods.map((g) => [g.packageTypeCode, g.items.length])).toEqual([
      ['PC', 3],
      ['PE', 1],
    ]);
  });
});

describe(fromPostNordLabelResponse.name, () => {
  const bookingResponse = {
    bookingId: 'b-1',
    idInformation: [
      {
        status: 'OK',
        ids: [
          { idType: 'shipmentId', value: 'UA123456789SE' },
          { idType: 'itemId', value: '00373500123456789012' },
        ],
      },
    ],
  };

  it('reads the ids and the labels of a booking', () => {
    expect(
      fromPostNordLabelResponse({
        bookingResponse,
        labelPrintout: [
          { itemIds: [{ itemIds: '00373500123456789012' }], printout: { labelFormat: 'PDF', encoding: 'base64', data: 'JVBERi0=' } },
        ],
      }),
    ).toEqual({
      carrierShipmentId: 'UA123456789SE',
      trackingNumbers: ['00373500123456789012'],
      labels: [{ format: 'PDF', base64: 'JVBERi0=' }],
      warnings: [],
    });
  });

  it('takes a partial answer (booked, labels failed) as booked with the faults as warnings', () => {
    expect(
      fromPostNordLabelResponse({
        bookingResponse,
        labelPrintout: [],
        compositeFault: { faults: [{ faultCode: 'LABEL_GENERATION_FAILED', explanationText: 'The label could not be generated' }] },
      }),
    ).toMatchObject({
      carrierShipmentId: 'UA123456789SE',
      labels: [],
      warnings: ['LABEL_GENERATION_FAILED: The label could not be generated'],
    });
  });

  it('finds nothing in an answer without a shipment id', () => {
    expect(fromPostNordLabelResponse({ compositeFault: { faults: [] } })).toBeNull();
    expect(fromPostNordFindByReference({ TrackingInformationResponse: { shipments: [] } })).toBeNull();
    expect(
      fromPostNordFindByReference({ TrackingInformationResponse: { shipments: [{ shipmentId: 'UA1SE', items: [{ itemId: 'I1' }] }] } }),
    ).toEqual({
      carrierShipmentId: 'UA1SE',
      trackingNumbers: ['I1'],
      labels: [],
      warnings: [],
    });
  });
});

describe(postNordRefusal.name, () => {
  it("keeps every fault's code and text and gives the first one's reason", () => {
    expect(
      postNordRefusal({
        compositeFault: {
          faults: [
            {
              faultCode: 'INVALID_POSTAL_CODE',
              explanationText: 'Postal code is not valid for country SE',
              paramValues: [{ param: 'postalCode', value: '1' }],
            },
            { faultCode: 'SOMETHING_NEW', explanationText: 'Another problem' },
          ],
        },
      }),
    ).toMatchObject({
      reason: 'CARRIER.INVALID_POSTCODE',
      carrierCode: 'INVALID_POSTAL_CODE,SOMETHING_NEW',
      carrierText: 'Postal code is not valid for country SE; Another problem',
    });
    expect(postNordRefusal({ compositeFault: { faults: [{ faultCode: 'SOMETHING_NEW', explanationText: 'x' }] } })?.reason).toBe(
      'CARRIER.REFUSED',
    );
    expect(postNordRefusal({})).toBeNull();
  });
});
