import { BOOKED_DOCUMENT } from '../fixtures/shipment.fixture';
import { CarrierRefused, CarrierUnavailable } from '../carrier-errors';
import { toCarrierShipment } from '../carrier-shipment';
import { schenkerFailure, schenkerReason } from './schenker.errors';
import { fromSchenkerBookingResponse, SchenkerAnswerError, toSchenkerBookingLand, toSchenkerCancel } from './schenker.mapper';
import { readSoapAnswer, soapEnvelope } from './schenker.soap';

const document = {
  ...BOOKED_DOCUMENT,
  templateName: 'DBS_PARCEL',
  transportProduct: { code: 'DBS-PARCEL', pickup: { date: '2026-12-01' } },
};
const shipment = toCarrierShipment(116, 'ORD0000000000001', document, new Date('2026-11-30T10:00:00Z'));
const area = { accessKey: 'key-1' };

describe(toSchenkerBookingLand.name, () => {
  it('builds the land booking eSchenker expects for the fixture consignment', () => {
    const position = (kg: string, measured = true) => ({
      dgr: false,
      cargoDesc: 'Blommor',
      grossWeight: kg,
      volume: measured ? '0.007' : '0.000',
      packageType: 'PC',
      stackable: true,
      pieces: 1,
      ...(measured ? { length: '30', width: '20', height: '11' } : {}),
    });
    expect(toSchenkerBookingLand(shipment, area)).toEqual({
      applicationArea: { accessKey: 'key-1' },
      bookingLand: {
        barcodeRequest: 'A6',
        address: [
          {
            type: 'SHIPPER',
            name1: 'Annas Blommor AB',
            locationType: 'PHYSICAL',
            personType: 'COMPANY',
            street: 'Blomstervägen 1',
            postalCode: '11157',
            city: 'Stockholm',
            countryCode: 'SE',
            contactPerson: 'Anna',
            phone: '+46701234567',
            preferredLanguage: 'SV',
          },
          {
            type: 'CONSIGNEE',
            name1: 'Göteborg AB',
            locationType: 'PHYSICAL',
            personType: 'COMPANY',
            street: 'Hamngatan 2',
            street2: 'Port 3',
            postalCode: '41304',
            city: 'Göteborg',
            countryCode: 'SE',
            email: 'mottagning@example.se',
            preferredLanguage: 'SV',
          },
        ],
        reference: { number: '1000000016', type: 'SHIPPER_REFERENCE_NUMBER' },
        productCode: 'ecpa',
        measurementType: 'METRIC',
        grossWeight: '5.10',
        shippingInformation: {
          shipmentPosition: [position('2.50'), position('2.50'), position('0.10', false)],
          grossWeight: '5.10',
          volume: '0.014',
        },
        measureUnit: 'PIECES',
        customsClearance: false,
        neutralShipping: false,
        pickupDates: { pickUpDateFrom: '2026-12-01T08:00:00', pickUpDateTo: '2026-12-01T17:00:00' },
        serviceType: 'D2D',
        express: false,
        submitBooking: true,
      },
    });
  });

  it('measures by volume when every package has dimensions, books a guarantee product express, and refuses an unknown product', () => {
    const measured = { ...shipment, productCode: 'DBS-PARCEL-G', packages: shipment.packages.slice(0, 2) };
    expect(toSchenkerBookingLand(measured, area).bookingLand).toMatchObject({
      measureUnit: 'VOLUME',
      measureUnitVolume: '0.014',
      express: true,
      productCode: 'ecpa',
    });
    expect(toSchenkerBookingLand({ ...shipment, productCode: 'DBS-PARTLOAD' }, area).bookingLand.productCode).toBe('71');
    expect(() => toSchenkerBookingLand({ ...shipment, productCode: 'DBS-AIR' }, area)).toThrow('no eSchenker product for DBS-AIR');
  });
});

describe('the SOAP envelope', () => {
  it('puts the request in the operation element of the body, escaped by the XML builder, optional empty fields left out', () => {
    const odd = { ...shipment, consignee: { ...shipment.consignee, name: 'Smith & <Sons>' } };
    const xml = soapEnvelope('getBookingRequestLand', { ...toSchenkerBookingLand(odd, { ...area, userId: undefined }) });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope')).toBe(true);
    expect(xml).toContain('xmlns:book="http://www.schenker.com/Booking/v1_1"');
    expect(xml).toContain('<soapenv:Body><book:getBookingRequestLand><in><applicationArea><accessKey>key-1</accessKey></applicationArea>');
    expect(xml).toContain('<name1>Smith &amp; &lt;Sons&gt;</name1>');
    expect(xml).not.toContain('<userId');
    expect(xml).toContain('<submitBooking>true</submitBooking>');
    expect(soapEnvelope('getBookingCancelRequest', toSchenkerCancel('SESTO1234567890', area))).toContain(
      '<book:getBookingCancelRequest><in><applicationArea><accessKey>key-1</accessKey></applicationArea><cancelRequest><bookingId>SESTO1234567890</bookingId></cancelRequest></in>',
    );
  });

  it('reads a booking answer, a fault with its schenkerServiceException, a bare server fault, and what is not SOAP', () => {
    const ok = `<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>
      <ns2:getBookingResponse xmlns:ns2="http://www.schenker.com/Booking/v1_1"><out><bookingId>SESTO0012345678</bookingId>
      <barcodeDocument>JVBERi0x</barcodeDocument></out></ns2:getBookingResponse></soap:Body></soap:Envelope>`;
    expect(readSoapAnswer(ok)).toEqual({ out: { bookingId: 'SESTO0012345678', barcodeDocument: 'JVBERi0x' } });
    const refused = `<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body><S:Fault><faultcode>S:Client</faultcode>
      <faultstring>Booking could not be validated</faultstring><detail><ns2:schenkerServiceException xmlns:ns2="http://www.schenker.com/Booking/v1_1">
      <code>E_POSTCODE</code><message>postal code 123 is not valid for country NO</message></ns2:schenkerServiceException></detail></S:Fault></S:Body></S:Envelope>`;
    expect(readSoapAnswer(refused)).toEqual({
      fault: {
        faultcode: 'S:Client',
        faultstring: 'Booking could not be validated',
        code: 'E_POSTCODE',
        message: 'postal code 123 is not valid for country NO',
      },
    });
    const server = `<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body><S:Fault><faultcode>S:Server</faultcode><faultstring>Internal error</faultstring></S:Fault></S:Body></S:Envelope>`;
    expect(readSoapAnswer(server)).toEqual({ fault: { faultcode: 'S:Server', faultstring: 'Internal error' } });
    expect(readSoapAnswer('<html><body>Bad gateway</body></html>')).toBeUndefined();
    expect(readSoapAnswer('')).toBeUndefined();
  });
});

describe(fromSchenkerBookingResponse.name, () => {
  it('reads the booking id and the barcode document as a PDF label', () => {
    expect(fromSchenkerBookingResponse({ bookingId: 'SESTO0012345678', barcodeDocument: 'JVBE\nRi0x' })).toEqual({
      carrierShipmentId: 'SESTO0012345678',
      trackingNumbers: ['SESTO0012345678'],
      labels: [{ format: 'PDF', base64: 'JVBERi0x' }],
      warnings: [],
    });
    expect(
      fromSchenkerBookingResponse({ bookingId: 'SESTO0012345678', packageId: ['00373500538500000011', '00373500538500000028'] }),
    ).toMatchObject({
      trackingNumbers: ['00373500538500000011', '00373500538500000028'],
      labels: [],
      warnings: ['BARCODE_MISSING: eSchenker answered no barcode document'],
    });
    expect(() => fromSchenkerBookingResponse({})).toThrow(SchenkerAnswerError);
    expect(() => fromSchenkerBookingResponse({ bookingId: '12' })).toThrow(SchenkerAnswerError);
  });
});

describe('eSchenker errors', () => {
  it("refuses with our reason and eSchenker's own text; a refused access key and a bare fault are worth trying again", () => {
    expect(
      schenkerFailure(
        { faultcode: 'S:Client', faultstring: 'x', code: 'E_POSTCODE', message: 'postal code 123 is not valid for country NO' },
        500,
      ),
    ).toEqual(new CarrierRefused('schenker', 'CARRIER.INVALID_POSTCODE', 'E_POSTCODE', 'postal code 123 is not valid for country NO'));
    expect(schenkerFailure({ faultcode: 'S:Client', faultstring: 'Access denied', code: 'ACCESS_DENIED', message: '' }, 500)).toEqual(
      new CarrierUnavailable('schenker', 'auth', false, 500),
    );
    expect(schenkerFailure({ faultcode: 'S:Server', faultstring: 'Internal error' }, 500)).toMatchObject({
      kind: 'server',
      outcomeUnknown: true,
    });
    expect(
      [
        'address[CONSIGNEE]/street: is missing',
        'shipmentPosition[0]/grossWeight: must be above 0',
        'productCode: the product is not available',
        'the agreement does not allow',
        'something else',
      ].map((message) => schenkerReason({ message })),
    ).toEqual(['CARRIER.INVALID_ADDRESS', 'CARRIER.INVALID_WEIGHT', 'CARRIER.INVALID_SERVICE', 'CARRIER.ACCOUNT', 'CARRIER.REFUSED']);
  });
});
