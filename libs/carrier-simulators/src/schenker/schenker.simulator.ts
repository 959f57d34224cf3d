import type { IncomingMessage } from 'node:http';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { Answer, digits, Failure, labelPdf, SimulatorServer } from '../simulator-server';

export interface SchenkerSimulatorOptions {
  /** The eSchenker access key every call's applicationArea must carry. */
  accessKey: string;
}

interface Booking {
  id: string;
  reference: string | null;
  cancelled: boolean;
}

const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
const SCHENKER_NS = 'http://www.schenker.com/Booking/v1_1';
const PATH = /^\/webservice\/bookingWebServiceV1_1$/;
/** eSchenker's land products the simulated agreement may book. */
const PRODUCTS = new Set(['ecpa', '43', '44', '71', 'schs']);
const POSTCODES: Record<string, RegExp> = { SE: /^\d{5}$/, NO: /^\d{4}$/, DK: /^\d{4}$/, FI: /^\d{5}$/, DE: /^\d{5}$/ };
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

type Xml = Record<string, unknown>;
const obj = (v: unknown): Xml | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Xml) : undefined);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
/** XML has no arrays: one element is an object, several a list. */
const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, trimValues: true });
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true });

function envelope(body: Xml): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'soap:Envelope': { '@_xmlns:soap': SOAP_NS, 'soap:Body': body },
  }) as string;
}

const xml = (status: number, body: Xml, headers?: Record<string, string>): Answer => ({
  status,
  body: envelope(body),
  contentType: 'text/xml; charset=utf-8',
  headers,
});

/** A SOAP 1.1 fault (HTTP 500, as JAX-WS answers them); with `code`, eSchenker's schenkerServiceException in its detail. */
const fault = (
  faultstring: string,
  exception?: { code: string; message: string },
  status = 500,
  headers?: Record<string, string>,
): Answer =>
  xml(
    status,
    {
      'soap:Fault': {
        faultcode: exception ? 'soap:Client' : 'soap:Server',
        faultstring,
        ...(exception ? { detail: { 'ns2:schenkerServiceException': { '@_xmlns:ns2': SCHENKER_NS, ...exception } } } : {}),
      },
    },
    headers,
  );

/** The `in` of a SOAP request's operation element, or undefined when the text is not one. */
export function schenkerRequestOf(body: unknown): Xml | undefined {
  if (typeof body !== 'string') return undefined;
  try {
    const operation = obj(obj(obj(parser.parse(body))?.Envelope)?.Body);
    const [element] = Object.values(operation ?? {});
    return obj(obj(element)?.in);
  } catch {
    return undefined;
  }
}

function referenceOf(body: unknown): string | null {
  return text(obj(obj(schenkerRequestOf(body)?.bookingLand)?.reference)?.number) ?? null;
}

const action = (operation: string) => (headers: IncomingMessage['headers']) => String(headers.soapaction ?? '').includes(operation);

/**
 * eSchenker's Booking Web Service v1.1 as documented: SOAP 1.1 on one path, the operation in the SOAPAction;
 * the access key in every call's applicationArea; `getBookingRequestLand` answers a booking id and the barcode
 * document (a PDF), `getBookingCancelRequest` cancels by booking id. Refusals come as SOAP faults carrying a
 * schenkerServiceException (code, message), each naming the field it is about.
 */
export class SchenkerSimulator extends SimulatorServer {
  private readonly bookings = new Map<string, Booking>();

  constructor(private readonly options: SchenkerSimulatorOptions) {
    super('schenker');
    this.route('POST', PATH, 'book', (call) => this.book(call.body), {
      match: action('getBookingRequestLand'),
      reference: (body) => referenceOf(body),
    });
    this.route('POST', PATH, 'cancel', (call) => this.cancel(call.body), { match: action('getBookingCancelRequest') });
  }

  shipmentsFor(reference: string): number {
    return [...this.bookings.values()].filter((b) => b.reference === reference).length;
  }

  booking(id: string): Booking | undefined {
    return this.bookings.get(id);
  }

  /** The parsed `in` of each booking call received (tests read what the portal sent). */
  bookingRequests(): Xml[] {
    return this.received.filter((r) => r.operation === 'book').map((r) => schenkerRequestOf(r.body) ?? {});
  }

  protected authenticate(_req: IncomingMessage, _operation: string, body: unknown): Answer | null {
    const request = schenkerRequestOf(body);
    if (!request) return fault('Unmarshalling Error: not a booking service request');
    if (text(obj(request.applicationArea)?.accessKey) !== this.options.accessKey)
      return fault('Access denied', { code: 'ACCESS_DENIED', message: 'The access key is not valid' });
    return null;
  }

  protected failureAnswer(failure: Exclude<Failure, { kind: 'hang' | 'slow' | 'booked-then-error' }>): Answer {
    switch (failure.kind) {
      case 'expired-token':
        return fault('Access denied', { code: 'ACCESS_DENIED', message: 'The access key is not valid' });
      case 'validation':
        return fault('Booking could not be validated', {
          code: 'E_VALIDATION',
          message: failure.message ?? 'productCode: the product is not available for the route',
        });
      case 'rate-limited':
        return {
          status: 429,
          body: 'Too Many Requests',
          contentType: 'text/plain',
          headers: { 'retry-after': String(failure.retryAfterSeconds) },
        };
      case 'server-error':
        return fault(
          failure.status === 503 ? 'Service temporarily unavailable' : 'Internal error',
          undefined,
          failure.status,
          failure.retryAfterSeconds ? { 'retry-after': String(failure.retryAfterSeconds) } : undefined,
        );
    }
  }

  private book(body: unknown): Answer {
    const booking = obj(schenkerRequestOf(body)?.bookingLand);
    const problems: Array<{ code: string; message: string }> = [];
    const problem = (code: string, message: string) => problems.push({ code, message });
    if (!PRODUCTS.has(text(booking?.productCode) ?? '')) problem('E_PRODUCT', 'productCode: the product is not available for the route');
    if (text(booking?.submitBooking) !== 'true') problem('E_SUBMIT', 'submitBooking: must be true for bookings by web service');
    if (!text(obj(booking?.reference)?.number)) problem('E_REFERENCE', 'reference/number: is required');
    const addresses = list(booking?.address).map(obj);
    for (const type of ['SHIPPER', 'CONSIGNEE']) {
      const address = addresses.find((a) => text(a?.type) === type);
      if (!address) {
        problem('E_ADDRESS', `address: an address of type ${type} is required`);
        continue;
      }
      const name = text(address.name1);
      if (!name || name.length > 60) problem('E_ADDRESS', `address[${type}]/name1: is missing or longer than 60`);
      const street = text(address.street);
      if (!street || street.length > 60) problem('E_ADDRESS', `address[${type}]/street: is missing or longer than 60`);
      const city = text(address.city);
      if (!city || city.length > 35) problem('E_ADDRESS', `address[${type}]/city: is missing or longer than 35`);
      const country = text(address.countryCode) ?? '';
      if (!/^[A-Z]{2}$/.test(country)) problem('E_ADDRESS', `address[${type}]/countryCode: is not an ISO country code`);
      const postcode = text(address.postalCode) ?? '';
      if (!(POSTCODES[country] ?? /^[A-Z0-9 -]{2,10}$/).test(postcode))
        problem('E_POSTCODE', `address[${type}]/postalCode: postal code ${postcode} is not valid for country ${country}`);
    }
    const information = obj(booking?.shippingInformation);
    const positions = list(information?.shipmentPosition).map(obj);
    if (!positions.length) problem('E_POSITION', 'shippingInformation/shipmentPosition: at least one position is required');
    positions.forEach((p, i) => {
      const weight = Number(text(p?.grossWeight));
      if (!(weight > 0 && weight <= 25_000)) problem('E_WEIGHT', `shipmentPosition[${i}]/grossWeight: must be above 0 and at most 25000`);
      if (!(Number(text(p?.pieces)) >= 1)) problem('E_POSITION', `shipmentPosition[${i}]/pieces: must be at least 1`);
    });
    if (text(booking?.measureUnit) === 'VOLUME' && !(Number(text(booking?.measureUnitVolume)) > 0))
      problem('E_VOLUME', 'measureUnitVolume: volume must be above 0 when measured by volume');
    const dates = obj(booking?.pickupDates);
    const from = text(dates?.pickUpDateFrom) ?? '';
    const to = text(dates?.pickUpDateTo) ?? '';
    if (!LOCAL_DATE_TIME.test(from) || !LOCAL_DATE_TIME.test(to) || from > to)
      problem('E_PICKUP', 'pickupDates: pickUpDateFrom and pickUpDateTo must be dates with times, from before to');
    if (problems.length) return fault('Booking could not be validated', problems[0]);

    const id = `SESTO${digits(10)}`;
    this.bookings.set(id, { id, reference: referenceOf(body), cancelled: false });
    return xml(200, {
      'ns2:getBookingResponse': {
        '@_xmlns:ns2': SCHENKER_NS,
        out: { bookingId: id, barcodeDocument: labelPdf(id) },
      },
    });
  }

  private cancel(body: unknown): Answer {
    const id = text(obj(schenkerRequestOf(body)?.cancelRequest)?.bookingId) ?? '';
    const booking = this.bookings.get(id);
    if (!booking) return fault('Booking could not be cancelled', { code: 'E_BOOKING_UNKNOWN', message: `bookingId: no booking ${id}` });
    if (booking.cancelled)
      return fault('Booking could not be cancelled', {
        code: 'E_ALREADY_CANCELLED',
        message: `bookingId: booking ${id} is already cancelled`,
      });
    booking.cancelled = true;
    return xml(200, { 'ns2:getBookingCancelResponse': { '@_xmlns:ns2': SCHENKER_NS, out: { bookingId: id, status: 'CANCELLED' } } });
  }
}
