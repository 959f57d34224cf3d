import { CarrierBooked, CarrierParty, CarrierShipment } from '../carrier-shipment';
import type {
  SchenkerAddress,
  SchenkerApplicationArea,
  SchenkerBookingRequestLand,
  SchenkerBookingResponse,
  SchenkerCancelRequest,
  SchenkerShipmentPosition,
} from './schenker.schemas';

/** eSchenker's booking ids: a five-letter branch code and digits (`SESTO1234567890`). */
export const SCHENKER_BOOKING_ID = /^[A-Z]{5}\d{8,12}$/;

/**
 * The catalogue's DB Schenker products as eSchenker land products: parcel (ecpa), system (43), system premium (44),
 * direct part loads (71), system international (schs). A guarantee product is the same product booked express.
 */
export const SCHENKER_PRODUCTS: Record<string, { productCode: string; express: boolean }> = {
  'DBS-PARCEL': { productCode: 'ecpa', express: false },
  'DBS-PARCEL-G': { productCode: 'ecpa', express: true },
  'DBS-SYSTEM': { productCode: '43', express: false },
  'DBS-SYSTEM-P': { productCode: '44', express: false },
  'DBS-PARTLOAD': { productCode: '71', express: false },
  'DBS-SYSTEM-INT': { productCode: 'schs', express: false },
};

export class SchenkerAnswerError extends Error {}
export class UnknownSchenkerProductError extends Error {}

const cut = (text: string | undefined, max: number) => (text ?? '').trim().slice(0, max);

function address(type: SchenkerAddress['type'], party: CarrierParty): SchenkerAddress {
  return {
    type,
    name1: cut(party.name, 60),
    locationType: 'PHYSICAL',
    personType: 'COMPANY',
    street: cut(party.addressLines[0], 60),
    ...(party.addressLines[1] ? { street2: cut(party.addressLines[1], 60) } : {}),
    postalCode: cut(party.postcode, 10),
    city: cut(party.city, 35),
    countryCode: party.countryCode,
    ...(party.contactPerson ? { contactPerson: cut(party.contactPerson, 35) } : {}),
    ...(party.email ? { email: cut(party.email, 60) } : {}),
    ...(party.phone ? { phone: cut(party.phone.replace(/[^\d+]/g, ''), 20) } : {}),
    preferredLanguage: party.countryCode === 'SE' ? 'SV' : 'EN',
  };
}

const isPallet = (packageType: string) => packageType === 'pallet' || packageType === 'halfpallet';

/**
 * The land booking for a shipment: one shipment position per physical package (weight two decimals, volume in
 * m³ from its dimensions), measured by volume when every package has dimensions, else by pieces; the whole
 * pickup day as the pickup window (Stockholm time); the barcode document asked for with the booking.
 */
export function toSchenkerBookingLand(shipment: CarrierShipment, applicationArea: SchenkerApplicationArea): SchenkerBookingRequestLand {
  const product = SCHENKER_PRODUCTS[shipment.productCode];
  if (!product) throw new UnknownSchenkerProductError(`no eSchenker product for ${shipment.productCode}`);
  const positions = shipment.packages.map((p): SchenkerShipmentPosition => {
    const measured = p.lengthCm && p.widthCm && p.heightCm;
    // From the whole centimetres sent beside it, rounded up to the litre: a volume is never understated.
    const volume = measured ? Math.ceil((Math.ceil(p.lengthCm!) * Math.ceil(p.widthCm!) * Math.ceil(p.heightCm!)) / 1000) / 1000 : 0;
    return {
      dgr: false,
      cargoDesc: cut(shipment.description, 35),
      grossWeight: p.weightKg.toFixed(2),
      volume: volume.toFixed(3),
      packageType: p.packageType === 'pallet' ? 'EP' : isPallet(p.packageType) ? 'PA' : 'PC',
      stackable: !isPallet(p.packageType),
      pieces: 1,
      ...(measured
        ? { length: String(Math.ceil(p.lengthCm!)), width: String(Math.ceil(p.widthCm!)), height: String(Math.ceil(p.heightCm!)) }
        : {}),
    };
  });
  const grossWeight = shipment.packages.reduce((sum, p) => sum + p.weightKg, 0).toFixed(2);
  const volume = positions.reduce((sum, p) => sum + Number(p.volume), 0).toFixed(3);
  const everyMeasured = positions.every((p) => p.length);
  return {
    applicationArea,
    bookingLand: {
      barcodeRequest: 'A6',
      address: [address('SHIPPER', shipment.consignor), address('CONSIGNEE', shipment.consignee)],
      reference: { number: shipment.reference, type: 'SHIPPER_REFERENCE_NUMBER' },
      productCode: product.productCode,
      measurementType: 'METRIC',
      grossWeight,
      shippingInformation: { shipmentPosition: positions, grossWeight, volume },
      measureUnit: everyMeasured ? 'VOLUME' : 'PIECES',
      ...(everyMeasured ? { measureUnitVolume: volume } : {}),
      customsClearance: false,
      neutralShipping: false,
      pickupDates: { pickUpDateFrom: `${shipment.shipDate}T08:00:00`, pickUpDateTo: `${shipment.shipDate}T17:00:00` },
      serviceType: 'D2D',
      express: product.express,
      submitBooking: true,
    },
  };
}

export function toSchenkerCancel(bookingId: string, applicationArea: SchenkerApplicationArea): SchenkerCancelRequest {
  return { applicationArea, cancelRequest: { bookingId } };
}

/** The carrier's yes from a booking answer's `out`; throws SchenkerAnswerError for an answer that is not one. */
export function fromSchenkerBookingResponse(out: SchenkerBookingResponse | undefined): CarrierBooked {
  const bookingId = out?.bookingId;
  if (!bookingId || !SCHENKER_BOOKING_ID.test(bookingId)) throw new SchenkerAnswerError('not an eSchenker booking answer');
  const packageIds = out.packageId === undefined ? [] : Array.isArray(out.packageId) ? out.packageId : [out.packageId];
  return {
    carrierShipmentId: bookingId,
    trackingNumbers: packageIds.length ? packageIds : [bookingId],
    labels: out.barcodeDocument ? [{ format: 'PDF', base64: out.barcodeDocument.replace(/\s/g, '') }] : [],
    // A booking without its barcode document is booked: the labels can be printed from eSchenker.
    warnings: out.barcodeDocument ? [] : ['BARCODE_MISSING: eSchenker answered no barcode document'],
  };
}
