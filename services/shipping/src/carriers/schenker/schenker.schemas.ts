/**
 * eSchenker's Booking Web Service v1.1 (SOAP 1.1, document/literal, namespace SCHENKER_NS) as far as Frakt sends
 * and reads it: the land booking with its barcode document, and the cancel request. Element names are the
 * service's own; every value travels as text in the XML.
 */

export const SCHENKER_NS = 'http://www.schenker.com/Booking/v1_1';
export const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
/** The service's path under the host (`https://<eschenker host>`). */
export const SCHENKER_BOOKING_PATH = '/webservice/bookingWebServiceV1_1';

export type SchenkerOperation = 'getBookingRequestLand' | 'getBookingCancelRequest';

/** Who calls: the access key of the agreement (the portal's or the customer's own), and optionally its user and group. */
export interface SchenkerApplicationArea {
  accessKey: string;
  userId?: string;
  groupId?: string;
}

export interface SchenkerAddress {
  type: 'SHIPPER' | 'CONSIGNEE';
  name1: string;
  name2?: string;
  locationType: 'PHYSICAL';
  personType: 'COMPANY';
  street: string;
  street2?: string;
  postalCode: string;
  city: string;
  countryCode: string;
  contactPerson?: string;
  email?: string;
  phone?: string;
  preferredLanguage: 'SV' | 'EN';
}

export interface SchenkerShipmentPosition {
  dgr: boolean;
  cargoDesc: string;
  /** kg, two decimals. */
  grossWeight: string;
  /** m³, three decimals. */
  volume: string;
  /** Schenker's package type: PC parcel/colli, EP euro pallet, PA other pallet. */
  packageType: 'PC' | 'EP' | 'PA';
  stackable: boolean;
  pieces: number;
  length?: string;
  width?: string;
  height?: string;
}

export interface SchenkerBookingLand {
  /** The barcode document (labels) answered with the booking: A6 per package. */
  barcodeRequest: 'A6' | 'A4';
  address: SchenkerAddress[];
  /** The shipper's reference (our consignment number): what the booking is found by at Schenker. */
  reference: { number: string; type: 'SHIPPER_REFERENCE_NUMBER' };
  productCode: string;
  measurementType: 'METRIC';
  grossWeight: string;
  shippingInformation: { shipmentPosition: SchenkerShipmentPosition[]; grossWeight: string; volume: string };
  measureUnit: 'VOLUME' | 'PIECES';
  measureUnitVolume?: string;
  customsClearance: boolean;
  neutralShipping: boolean;
  pickupDates: { pickUpDateFrom: string; pickUpDateTo: string };
  serviceType: 'D2D';
  express: boolean;
  /** True: booked at once (false would leave it for someone to submit in eSchenker's frontend). */
  submitBooking: boolean;
}

export interface SchenkerBookingRequestLand {
  applicationArea: SchenkerApplicationArea;
  bookingLand: SchenkerBookingLand;
}

export interface SchenkerCancelRequest {
  applicationArea: SchenkerApplicationArea;
  cancelRequest: { bookingId: string };
}

/** The `out` of a booking answer. */
export interface SchenkerBookingResponse {
  bookingId?: string;
  /** The barcode document: a PDF, base64. */
  barcodeDocument?: string;
  /** SSCCs per package when Schenker numbers them. */
  packageId?: string | string[];
}

/** A SOAP fault; `code` and `message` from the detail's schenkerServiceException. */
export interface SchenkerFault {
  faultcode: string;
  faultstring: string;
  code?: string;
  message?: string;
}
