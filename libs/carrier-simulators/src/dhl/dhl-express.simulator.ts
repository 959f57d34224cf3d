import type { IncomingMessage } from 'node:http';
import { Answer, digits, Failure, labelPdf, SimulatorServer } from '../simulator-server';

export interface DhlExpressSimulatorOptions {
  username: string;
  password: string;
  /** The shipper account number bookings must name. */
  accountNumber: string;
}

interface Shipment {
  id: string;
  reference: string | null;
  pieces: string[];
}

const PRODUCTS = new Set(['N', 'P', 'U', 'W', 'D', 'K', 'T', 'H']);
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2} ?GMT[+-]\d{2}:\d{2}$/;

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** MyDHL's error answer (RFC 7807-like, status as text, the problems in additionalDetails). */
const problem = (
  status: number,
  title: string,
  detail: string,
  additionalDetails: string[] = [],
  headers?: Record<string, string>,
): Answer => ({
  status,
  body: {
    instance: '/mydhlapi/shipments',
    detail,
    title,
    message: title,
    status: String(status),
    ...(additionalDetails.length ? { additionalDetails } : {}),
  },
  headers,
});

/**
 * DHL Express's MyDHL API as documented: Basic auth, `POST /shipments` answering a 10-digit waybill number,
 * piece ids and the label in `documents[]`. MyDHL has no void and no look-up by the shipper's reference.
 */
export class DhlExpressSimulator extends SimulatorServer {
  private readonly shipments = new Map<string, Shipment>();

  constructor(private readonly options: DhlExpressSimulatorOptions) {
    super('dhl-express');
    this.route('POST', /^\/shipments$/, 'book', (call) => this.book(call.body), { reference: (body) => referenceOf(body) });
    this.route('POST', /^\/pickups$/, 'pickup', (call) => this.createPickup(call.body));
    this.route('DELETE', /^\/pickups\/([^/]+)$/, 'cancel-pickup', (call) => this.cancelPickup(call.params[0], call.query));
  }

  /** Pickups by dispatch confirmation number (tests look at what was asked, and whether it was cancelled). */
  readonly pickups = new Map<
    string,
    { accountNumber: string; plannedPickupDateAndTime: string; closeTime: string; packages: number; cancelled: boolean }
  >();

  private createPickup(body: unknown): Answer {
    const request = obj(body);
    const problems: string[] = [];
    const planned = text(request?.plannedPickupDateAndTime) ?? '';
    if (!DATE_TIME.test(planned)) problems.push('/plannedPickupDateAndTime: does not match the pattern');
    const close = text(request?.closeTime) ?? '';
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(close)) problems.push('/closeTime: does not match the pattern HH:MM');
    else if (DATE_TIME.test(planned) && planned.slice(11, 16) >= close) problems.push('/closeTime: must be after the planned pickup time');
    const shipper = list(request?.accounts)
      .map(obj)
      .find((a) => text(a?.typeCode) === 'shipper');
    if (text(shipper?.number) !== this.options.accountNumber) problems.push('/accounts: the shipper account is not valid');
    const party = obj(obj(request?.customerDetails)?.shipperDetails);
    const address = obj(party?.postalAddress);
    const contact = obj(party?.contactInformation);
    if (!text(address?.addressLine1) || !text(address?.cityName) || !/^[A-Z]{2}$/.test(text(address?.countryCode) ?? ''))
      problems.push('/customerDetails/shipperDetails/postalAddress: is not complete');
    if (!text(contact?.companyName) || !text(contact?.fullName) || !text(contact?.phone))
      problems.push('/customerDetails/shipperDetails/contactInformation: is not complete');
    const details = list(request?.shipmentDetails).map(obj);
    if (!details.length || details.some((d) => !PRODUCTS.has(text(d?.productCode) ?? '') || !list(d?.packages).length))
      problems.push('/shipmentDetails: each needs a known productCode and packages');
    if (problems.length) return problem(400, 'Bad Request', 'Multiple problems found, see Additional Details', problems);
    const number = `PRG${digits(9)}`;
    const packages = details.reduce((n, d) => n + list(d?.packages).length, 0);
    this.pickups.set(number, {
      accountNumber: text(shipper?.number)!,
      plannedPickupDateAndTime: planned,
      closeTime: close,
      packages,
      cancelled: false,
    });
    return {
      status: 201,
      body: {
        dispatchConfirmationNumbers: [number],
        readyByTime: planned.slice(11, 16),
        nextPickupDate: planned.slice(0, 10),
        warnings: [],
      },
    };
  }

  private cancelPickup(number: string, query: URLSearchParams): Answer {
    if (!query.get('requestorName') || !query.get('reason')) return problem(400, 'Bad Request', 'requestorName and reason are required');
    const pickup = this.pickups.get(number);
    if (!pickup || pickup.cancelled) return problem(404, 'Not Found', `No pickup with the dispatch confirmation number ${number}`);
    pickup.cancelled = true;
    return { status: 200, body: {} };
  }

  shipmentsFor(reference: string): number {
    return [...this.shipments.values()].filter((s) => s.reference === reference).length;
  }

  protected authenticate(req: IncomingMessage): Answer | null {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [user, password] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    if (user !== this.options.username || password !== this.options.password) return problem(401, 'Unauthorized', 'Invalid Credentials');
    return null;
  }

  protected failureAnswer(failure: Exclude<Failure, { kind: 'hang' | 'slow' | 'booked-then-error' }>): Answer {
    switch (failure.kind) {
      case 'expired-token':
        return problem(401, 'Unauthorized', 'Invalid Credentials');
      case 'validation':
        return problem(422, 'Unprocessable Entity', 'Multiple problems found, see Additional Details', [
          failure.message ?? '1001: The requested product(s) (P) not available based on your search criteria.',
        ]);
      case 'rate-limited':
        return problem(429, 'Too Many Requests', 'Rate limit exceeded', [], { 'retry-after': String(failure.retryAfterSeconds) });
      case 'server-error':
        return problem(
          failure.status,
          failure.status === 503 ? 'Service Unavailable' : 'Internal Server Error',
          'Please try again later',
          [],
          failure.retryAfterSeconds ? { 'retry-after': String(failure.retryAfterSeconds) } : undefined,
        );
    }
  }

  private book(body: unknown): Answer {
    const request = obj(body);
    const problems: string[] = [];
    if (!DATE_TIME.test(text(request?.plannedShippingDateAndTime) ?? ''))
      problems.push('/plannedShippingDateAndTime: does not match the pattern');
    if (!PRODUCTS.has(text(request?.productCode) ?? '')) problems.push('/productCode: is not a known product');
    const shipper = list(request?.accounts)
      .map(obj)
      .find((a) => text(a?.typeCode) === 'shipper');
    if (text(shipper?.number) !== this.options.accountNumber) problems.push('/accounts: the shipper account is not valid');
    const details = obj(request?.customerDetails);
    for (const role of ['shipperDetails', 'receiverDetails'] as const) {
      const party = obj(details?.[role]);
      const address = obj(party?.postalAddress);
      const contact = obj(party?.contactInformation);
      const line = text(address?.addressLine1);
      if (!line || line.length > 45) problems.push(`/customerDetails/${role}/postalAddress/addressLine1: is missing or longer than 45`);
      const city = text(address?.cityName);
      if (!city || city.length > 45) problems.push(`/customerDetails/${role}/postalAddress/cityName: is missing or longer than 45`);
      if (!/^[A-Z]{2}$/.test(text(address?.countryCode) ?? ''))
        problems.push(`/customerDetails/${role}/postalAddress/countryCode: is not valid`);
      if ((text(address?.postalCode) ?? '').length > 12)
        problems.push(`/customerDetails/${role}/postalAddress/postalCode: is longer than 12`);
      const company = text(contact?.companyName);
      if (!company || company.length > 100)
        problems.push(`/customerDetails/${role}/contactInformation/companyName: is missing or longer than 100`);
      if (!text(contact?.fullName)) problems.push(`/customerDetails/${role}/contactInformation/fullName: is missing`);
      const phone = text(contact?.phone);
      if (!phone || phone.length > 70) problems.push(`/customerDetails/${role}/contactInformation/phone: is missing or longer than 70`);
    }
    const content = obj(request?.content);
    const packages = list(content?.packages);
    if (!packages.length) problems.push('/content/packages: at least one package is required');
    packages.forEach((p, i) => {
      const weight = Number(obj(p)?.weight);
      if (!(weight > 0 && weight <= 1000)) problems.push(`/content/packages/${i}/weight: must be above 0 and at most 1000`);
    });
    if (typeof content?.isCustomsDeclarable !== 'boolean') problems.push('/content/isCustomsDeclarable: is required');
    if (text(content?.unitOfMeasurement) !== 'metric') problems.push('/content/unitOfMeasurement: must be metric');
    if (problems.length) return problem(400, 'Bad Request', 'Multiple problems found, see Additional Details', problems);

    const id = digits(10);
    const pieces = packages.map(() => `JD01460000${digits(10)}`);
    this.shipments.set(id, { id, reference: referenceOf(body), pieces });
    return {
      status: 201,
      body: {
        shipmentTrackingNumber: id,
        trackingUrl: `https://express.api.dhl.com/mydhlapi/shipments/${id}/tracking`,
        packages: pieces.map((trackingNumber, i) => ({
          referenceNumber: i + 1,
          trackingNumber,
          trackingUrl: `https://express.api.dhl.com/mydhlapi/shipments/${id}/tracking?pieceTrackingNumber=${trackingNumber}`,
        })),
        documents: [{ imageFormat: 'PDF', content: labelPdf(id), typeCode: 'label' }],
      },
    };
  }
}

function referenceOf(body: unknown): string | null {
  const reference = list(obj(body)?.customerReferences)
    .map(obj)
    .find((r) => text(r?.typeCode) === 'CU');
  return text(reference?.value) ?? null;
}
