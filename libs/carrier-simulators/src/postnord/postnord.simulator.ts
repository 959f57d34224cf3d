import type { IncomingMessage } from 'node:http';
import { Answer, digits, Failure, labelPdf, labelZpl, newId, SimulatorServer } from '../simulator-server';

export interface PostNordSimulatorOptions {
  apiKey: string;
  /** The customer number (10 digits) consignors must name as their party id. */
  customerNumber: string;
}

interface Shipment {
  id: string;
  reference: string | null;
  itemIds: string[];
  deleted: boolean;
  /** The consignor's country: PostNord collects booked items by id only in SE, DK and FI. */
  consignorCountry: string;
}

/** A pickup PostNord booked, by its booking id (tests look at what was asked). */
export interface PostNordPickup {
  itemIds: string[];
  earliestPickupDate: string;
  latestPickupDate: string;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const PICKUP_COUNTRIES = new Set(['SE', 'DK', 'FI']);

/** PostNord's basic service codes of the products Frakt offers (MyPack Home, Parcel, MyPack Collect, Pallet) and a few more. */
const SERVICES = new Set(['17', '18', '19', '30', '52', '83']);
const POSTCODES: Record<string, RegExp> = { SE: /^\d{5}$/, NO: /^\d{4}$/, DK: /^\d{4}$/, FI: /^\d{5}$/ };

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

interface Fault {
  faultCode: string;
  explanationText: string;
  paramValues?: Array<{ param: string; value: string }>;
}

const faults = (status: number, list: Fault[], headers?: Record<string, string>): Answer => ({
  status,
  body: { compositeFault: { faults: list } },
  headers,
});

/**
 * PostNord's Shipment API v3 as documented: an EDI instruction booked and labelled in one call
 * (`/rest/shipment/v3/edi/labels/{pdf|zpl}`), deletion by an EDI instruction with updateIndicator Deletion, and
 * Track and Trace's find-by-reference. Faults come as `compositeFault`; `partialNext` makes the next booking
 * succeed with its labels failing (a partial answer: ids and a fault together). Pickups of booked items by their
 * ids (`/rest/shipment/v3/pickups/ids`): an item PostNord cannot collect is answered FAIL beside the others.
 */
export class PostNordSimulator extends SimulatorServer {
  private readonly shipments = new Map<string, Shipment>();
  readonly pickups = new Map<string, PostNordPickup>();
  /** Bookings still to answer partly: booked, but their label printout failed. */
  partialNext = 0;

  constructor(private readonly options: PostNordSimulatorOptions) {
    super('postnord');
    this.route(
      'POST',
      /^\/rest\/shipment\/v3\/edi\/labels\/(pdf|zpl)$/,
      'book',
      (call) => this.book(call.body, call.params[0] as 'pdf' | 'zpl'),
      {
        reference: (body) => referenceOf(body),
      },
    );
    this.route('POST', /^\/rest\/shipment\/v3\/pickups\/ids$/, 'pickup', (call) => this.pickup(call.body));
    this.route('POST', /^\/rest\/shipment\/v3\/edi$/, 'cancel', (call) => this.instruction(call.body));
    this.route('GET', /^\/rest\/shipment\/v5\/trackandtrace\/findByReference\.json$/, 'lookup', (call) => this.lookup(call.query), {
      reference: () => null,
    });
  }

  shipmentsFor(reference: string): number {
    return [...this.shipments.values()].filter((s) => s.reference === reference).length;
  }

  shipment(id: string): Shipment | undefined {
    return this.shipments.get(id);
  }

  protected authenticate(req: IncomingMessage): Answer | null {
    const key = new URL(req.url ?? '/', 'http://simulator').searchParams.get('apikey');
    if (key !== this.options.apiKey) return faults(401, [{ faultCode: 'API_KEY_INVALID', explanationText: 'Invalid or missing apikey' }]);
    return null;
  }

  protected failureAnswer(failure: Exclude<Failure, { kind: 'hang' | 'slow' | 'booked-then-error' }>): Answer {
    switch (failure.kind) {
      case 'expired-token':
        return faults(401, [{ faultCode: 'API_KEY_INVALID', explanationText: 'Invalid or missing apikey' }]);
      case 'validation':
        return faults(400, [
          {
            faultCode: 'INVALID_POSTAL_CODE',
            explanationText: failure.message ?? 'Postal code is not valid for the country',
            paramValues: [],
          },
        ]);
      case 'rate-limited':
        return faults(429, [{ faultCode: 'RATE_LIMIT_EXCEEDED', explanationText: 'Too many requests' }], {
          'retry-after': String(failure.retryAfterSeconds),
        });
      case 'server-error':
        return faults(
          failure.status,
          [
            {
              faultCode: failure.status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR',
              explanationText: 'Technical error, try again later',
            },
          ],
          failure.retryAfterSeconds ? { 'retry-after': String(failure.retryAfterSeconds) } : undefined,
        );
    }
  }

  private book(body: unknown, format: 'pdf' | 'zpl'): Answer {
    const message = obj(body);
    if (text(message?.messageFunction) !== 'Instruction')
      return faults(400, [{ faultCode: 'INVALID_MESSAGE_FUNCTION', explanationText: 'messageFunction must be Instruction' }]);
    if (!text(message?.messageId)) return faults(400, [{ faultCode: 'MISSING_MESSAGE_ID', explanationText: 'messageId is required' }]);
    const shipments = list(message?.shipment);
    if (shipments.length !== 1)
      return faults(400, [{ faultCode: 'INVALID_SHIPMENT', explanationText: 'Exactly one shipment per instruction' }]);
    const shipment = obj(shipments[0])!;
    const problems = this.validate(shipment);
    if (problems.length) return faults(400, problems);
    const goods = list(shipment.goodsItem);
    const itemCount = goods.reduce<number>((n, g) => n + list(obj(g)?.items).length, 0);
    const id = `UA${digits(9)}SE`;
    const itemIds = Array.from({ length: itemCount }, () => `00373500${digits(12)}`);
    const reference = referenceOf(body);
    const consignorCountry = text(obj(obj(obj(obj(shipment.parties)?.consignor)?.party)?.address)?.countryCode) ?? '';
    this.shipments.set(id, { id, reference, itemIds, deleted: false, consignorCountry });
    const partial = this.partialNext > 0;
    if (partial) this.partialNext -= 1;
    const bookingResponse = {
      bookingId: newId(),
      idInformation: [
        {
          status: 'OK',
          references: reference ? [{ referenceNo: reference, referenceType: 'CU' }] : [],
          ids: [{ idType: 'shipmentId', value: id }, ...itemIds.map((value) => ({ idType: 'itemId', value }))],
          urls: [{ type: 'TRACKING', url: `https://tracking.postnord.com/se/?id=${id}` }],
        },
      ],
    };
    if (partial) {
      return {
        status: 200,
        body: {
          bookingResponse,
          labelPrintout: [],
          compositeFault: {
            faults: [{ faultCode: 'LABEL_GENERATION_FAILED', explanationText: 'The label could not be generated', paramValues: [] }],
          },
        },
      };
    }
    return {
      status: 200,
      body: {
        bookingResponse,
        labelPrintout: itemIds.map((itemId) => ({
          itemIds: [{ itemIds: itemId }],
          printout: { labelFormat: format.toUpperCase(), encoding: 'base64', data: format === 'pdf' ? labelPdf(itemId) : labelZpl(itemId) },
        })),
      },
    };
  }

  private validate(shipment: Json): Fault[] {
    const problems: Fault[] = [];
    const service = text(obj(shipment.service)?.basicServiceCode);
    if (!service || !SERVICES.has(service))
      problems.push({
        faultCode: 'INVALID_SERVICE_CODE',
        explanationText: 'Basic service code is not valid',
        paramValues: [{ param: 'basicServiceCode', value: service ?? '' }],
      });
    const parties = obj(shipment.parties);
    const consignor = obj(parties?.consignor);
    const partyId = text(obj(consignor?.partyIdentification)?.partyId);
    if (partyId !== this.options.customerNumber)
      problems.push({ faultCode: 'INVALID_CUSTOMER_NUMBER', explanationText: 'Consignor customer number is not valid', paramValues: [] });
    for (const role of ['consignor', 'consignee'] as const) {
      const party = obj(obj(parties?.[role])?.party);
      const name = text(obj(party?.nameIdentification)?.name);
      if (!name || name.length > 35)
        problems.push({
          faultCode: 'INVALID_NAME',
          explanationText: `${role} name is missing or longer than 35 characters`,
          paramValues: [],
        });
      const address = obj(party?.address);
      const country = text(address?.countryCode) ?? '';
      const postcode = text(address?.postalCode) ?? '';
      if (!/^[A-Z]{2}$/.test(country))
        problems.push({ faultCode: 'INVALID_COUNTRY_CODE', explanationText: `${role} country code is not valid`, paramValues: [] });
      else if (!(POSTCODES[country] ?? /^[A-Z0-9 -]{2,10}$/).test(postcode))
        problems.push({
          faultCode: 'INVALID_POSTAL_CODE',
          explanationText: `Postal code is not valid for country ${country}`,
          paramValues: [{ param: `${role}.postalCode`, value: postcode }],
        });
      if (!text(address?.city)) problems.push({ faultCode: 'INVALID_CITY', explanationText: `${role} city is missing`, paramValues: [] });
      // Streets are checked for length only: a consignment without address lines (a service point delivery) is accepted.
      if (list(address?.streets).some((street) => typeof street !== 'string' || street.length > 35))
        problems.push({ faultCode: 'INVALID_STREET', explanationText: `${role} street is longer than 35 characters`, paramValues: [] });
    }
    const goods = list(shipment.goodsItem);
    if (!goods.length)
      problems.push({ faultCode: 'MISSING_GOODS_ITEM', explanationText: 'At least one goods item is required', paramValues: [] });
    for (const g of goods) {
      const items = list(obj(g)?.items);
      if (!items.length)
        problems.push({ faultCode: 'MISSING_ITEMS', explanationText: 'A goods item needs at least one item', paramValues: [] });
      for (const item of items) {
        const weight = Number(obj(obj(item)?.grossWeight)?.value);
        if (!(weight > 0))
          problems.push({ faultCode: 'INVALID_WEIGHT', explanationText: 'Item gross weight must be above 0', paramValues: [] });
      }
    }
    return problems;
  }

  private pickup(body: unknown): Answer {
    const entries = list(body).map(obj);
    if (!entries.length) return faults(400, [{ faultCode: 'MISSING_ITEM_ID', explanationText: 'At least one item id is required' }]);
    const problems: Fault[] = [];
    entries.forEach((entry, i) => {
      const itemId = text(entry?.itemId) ?? '';
      if (!itemId || itemId.length > 35)
        problems.push({ faultCode: 'INVALID_ITEM_ID', explanationText: `[${i}].itemId is missing or longer than 35 characters` });
      const earliest = text(entry?.earliestPickupDate) ?? '';
      const latest = text(entry?.latestPickupDate) ?? '';
      if (!DATE_TIME.test(earliest) || !DATE_TIME.test(latest))
        problems.push({ faultCode: 'INVALID_PICKUP_DATE', explanationText: `[${i}] pickup dates must be date-times` });
      else if (Date.parse(earliest) >= Date.parse(latest))
        problems.push({ faultCode: 'INVALID_PICKUP_DATE', explanationText: `[${i}].latestPickupDate must be after earliestPickupDate` });
    });
    if (problems.length) return faults(400, problems);
    const byItem = new Map([...this.shipments.values()].filter((s) => !s.deleted).flatMap((s) => s.itemIds.map((id) => [id, s] as const)));
    const idInformation = entries.map((entry) => {
      const itemId = text(entry?.itemId)!;
      const shipment = byItem.get(itemId);
      const fault: Fault | null = !shipment
        ? { faultCode: 'ITEM_NOT_FOUND', explanationText: `No booked item ${itemId}` }
        : !PICKUP_COUNTRIES.has(shipment.consignorCountry)
          ? { faultCode: 'PICKUP_NOT_AVAILABLE', explanationText: `Pickup by item id is not available in ${shipment.consignorCountry}` }
          : null;
      return fault
        ? {
            status: 'FAIL',
            ids: [{ idType: 'itemId', value: itemId }],
            errorResponse: { message: fault.explanationText, compositeFault: { faults: [fault] } },
          }
        : { status: 'OK', ids: [{ idType: 'itemId', value: itemId }] };
    });
    // PostNord's booking ids are 30 upper-case letters and digits.
    const bookingId = newId().replace(/-/g, '').toUpperCase().slice(0, 30);
    if (idInformation.every((i) => i.status === 'OK'))
      this.pickups.set(bookingId, {
        itemIds: entries.map((e) => text(e?.itemId)!),
        earliestPickupDate: text(entries[0]?.earliestPickupDate)!,
        latestPickupDate: text(entries[0]?.latestPickupDate)!,
      });
    return { status: 201, body: { bookingId, idInformation } };
  }

  private instruction(body: unknown): Answer {
    const message = obj(body);
    if (text(message?.updateIndicator) !== 'Deletion')
      return faults(400, [{ faultCode: 'UNSUPPORTED_UPDATE', explanationText: 'Only Deletion is accepted on this resource' }]);
    const id = text(obj(obj(list(message?.shipment)[0])?.shipmentIdentification)?.shipmentId);
    const shipment = id ? this.shipments.get(id) : undefined;
    if (!shipment) return faults(404, [{ faultCode: 'SHIPMENT_NOT_FOUND', explanationText: 'No shipment with that id' }]);
    shipment.deleted = true;
    return { status: 200, body: { status: 'OK', shipmentId: id } };
  }

  private lookup(query: URLSearchParams): Answer {
    if (query.get('customerNumber') !== this.options.customerNumber)
      return faults(400, [{ faultCode: 'INVALID_CUSTOMER_NUMBER', explanationText: 'Customer number is not valid' }]);
    const reference = query.get('referenceValue') ?? '';
    const found = [...this.shipments.values()].filter((s) => s.reference === reference && !s.deleted);
    return {
      status: 200,
      body: {
        TrackingInformationResponse: {
          shipments: found.map((s) => ({ shipmentId: s.id, items: s.itemIds.map((itemId) => ({ itemId })) })),
        },
      },
    };
  }
}

function referenceOf(body: unknown): string | null {
  const shipment = obj(list(obj(body)?.shipment)[0]);
  const cu = list(shipment?.references)
    .map(obj)
    .find((r) => text(r?.referenceType) === 'CU');
  return text(cu?.referenceNo) ?? null;
}
