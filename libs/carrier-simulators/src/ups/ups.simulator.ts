import type { IncomingMessage } from 'node:http';
import { Answer, digits, Failure, labelZpl, newId, SimulatorServer, TINY_GIF } from '../simulator-server';

export interface UpsSimulatorOptions {
  clientId: string;
  clientSecret: string;
  /** The shipper (account) number bookings must name. */
  shipperNumber: string;
  /** Seconds a token lives (UPS: about four hours). */
  tokenSeconds?: number;
}

interface Shipment {
  id: string;
  reference: string | null;
  /** The account it was booked under. */
  shipperNumber: string;
  trackingNumbers: string[];
  voided: boolean;
}

const SERVICES = new Set(['01', '02', '03', '07', '08', '11', '12', '13', '14', '54', '59', '65']);
const PACKAGING = new Set(['01', '02', '03', '04', '21', '24', '25', '30']);

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

const upsError = (status: number, code: string, message: string, headers?: Record<string, string>): Answer => ({
  status,
  body: { response: { errors: [{ code, message }] } },
  headers,
});

/**
 * UPS's OAuth (client credentials) and Shipping API v2409 as documented: ship, void, and the Tracking API's
 * look-up by shipment reference. Validates what UPS validates first (account, parties, service, packages,
 * lengths) and answers 1Z tracking numbers (1Z + the account's six characters + service + eight digits) with
 * a base64 label in the asked format.
 */
export class UpsSimulator extends SimulatorServer {
  private readonly tokens = new Map<string, number>();
  private readonly shipments = new Map<string, Shipment>();
  /** The portal's account and any a test adds (a customer's own agreement): OAuth client and shipper number. */
  private readonly accounts: { clientId: string; clientSecret: string; shipperNumber: string }[];
  /** Pickups by PRN (tests look at what was asked, and whether it was cancelled). */
  readonly pickups = new Map<
    string,
    { accountNumber: string; date: string; readyTime: string; closeTime: string; pieces: number; cancelled: boolean }
  >();
  /** Token requests received (tests count refreshes). */
  tokenRequests = 0;

  constructor(private readonly options: UpsSimulatorOptions) {
    super('ups');
    this.accounts = [{ clientId: options.clientId, clientSecret: options.clientSecret, shipperNumber: options.shipperNumber }];
    this.route('POST', /^\/security\/v1\/oauth\/token$/, 'token', (call) => this.token(call.headers.authorization, call.body), {
      scripted: false,
    });
    this.route('POST', /^\/api\/shipments\/v\d+\/ship$/, 'book', (call) => this.ship(call.body), {
      reference: (body) => referenceOf(body),
    });
    this.route('DELETE', /^\/api\/shipments\/v\d+\/void\/cancel\/([^/]+)$/, 'cancel', (call) => this.void(call.params[0]));
    this.route('POST', /^\/api\/pickupcreation\/v\d+\/pickup$/, 'pickup', (call) => this.createPickup(call.body));
    // Cancel by PRN (CancelBy 02), the PRN in the Prn header, as UPS's Pickup API has it.
    this.route('DELETE', /^\/api\/shipments\/v\d+\/pickup\/(\d{2})$/, 'cancel-pickup', (call) =>
      this.cancelPickup(call.params[0], call.headers.prn),
    );
    this.route('GET', /^\/api\/track\/v1\/reference\/details\/([^/]+)$/, 'lookup', (call) => this.lookup(call.params[0]), {
      reference: (_body, params) => params[0],
    });
  }

  /** Another UPS account (a customer's own agreement): its OAuth client and shipper number work from now on. */
  addAccount(account: { clientId: string; clientSecret: string; shipperNumber: string }): void {
    this.accounts.push(account);
  }

  /** Every issued token stops working (what UPS's expiry looks like to a client holding one). */
  expireTokens(): void {
    this.tokens.clear();
  }

  shipmentsFor(reference: string): number {
    return [...this.shipments.values()].filter((s) => s.reference === reference).length;
  }

  shipment(id: string): Shipment | undefined {
    return this.shipments.get(id);
  }

  protected authenticate(req: IncomingMessage, operation: string): Answer | null {
    if (operation === 'token') return null;
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expires = bearer ? this.tokens.get(bearer) : undefined;
    if (!bearer || expires === undefined || expires <= Date.now()) return upsError(401, '250002', 'Invalid Authentication Information.');
    if (!text(req.headers.transid) || String(req.headers.transid).length > 32)
      return upsError(400, '10001', 'Missing or invalid transId header');
    return null;
  }

  protected failureAnswer(failure: Exclude<Failure, { kind: 'hang' | 'slow' | 'booked-then-error' }>): Answer {
    switch (failure.kind) {
      case 'expired-token':
        this.tokens.clear();
        return upsError(401, '250002', 'Invalid Authentication Information.');
      case 'validation':
        return upsError(400, '120202', failure.message ?? 'Missing or invalid ship to StateProvinceCode');
      case 'rate-limited':
        return upsError(429, '10429', 'Too Many Requests', { 'retry-after': String(failure.retryAfterSeconds) });
      case 'server-error':
        return failure.status === 503
          ? upsError(
              503,
              '10503',
              'Service Unavailable',
              failure.retryAfterSeconds ? { 'retry-after': String(failure.retryAfterSeconds) } : undefined,
            )
          : upsError(500, '10500', 'Internal Server Error');
    }
  }

  private token(authorization: string | undefined, body: unknown): Answer {
    this.tokenRequests += 1;
    const basic = /^Basic (.+)$/.exec(authorization ?? '')?.[1];
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    if (!this.accounts.some((a) => a.clientId === id && a.clientSecret === secret)) return upsError(401, '10401', 'ClientId is Invalid');
    if (!/(^|&)grant_type=client_credentials(&|$)/.test(String(body ?? ''))) return upsError(400, '10400', 'Invalid/Missing grant_type');
    const seconds = this.options.tokenSeconds ?? 14399;
    const token = Buffer.from(newId()).toString('base64url');
    this.tokens.set(token, Date.now() + seconds * 1000);
    return {
      status: 200,
      body: {
        token_type: 'Bearer',
        issued_at: String(Date.now()),
        client_id: id,
        access_token: token,
        expires_in: String(seconds),
        status: 'approved',
      },
    };
  }

  private ship(body: unknown): Answer {
    const request = obj(obj(body)?.ShipmentRequest);
    const shipment = obj(request?.Shipment);
    if (!shipment) return upsError(400, '120001', 'Missing or invalid ShipmentRequest');
    const shipper = obj(shipment.Shipper);
    const shipperNumber = text(shipper?.ShipperNumber);
    if (!this.accounts.some((a) => a.shipperNumber === shipperNumber)) return upsError(400, '120100', 'Missing or invalid shipper number');
    for (const [role, code] of [
      ['Shipper', '1201'],
      ['ShipTo', '1202'],
    ] as const) {
      const party = obj(shipment[role]);
      const problem = partyProblem(party);
      if (problem)
        return upsError(400, `${code}${problem.code}`, `Missing or invalid ${role === 'ShipTo' ? 'ship to' : 'shipper'} ${problem.field}`);
    }
    const service = text(obj(shipment.Service)?.Code);
    if (!service || !SERVICES.has(service)) return upsError(400, '121210', 'Invalid or missing service code');
    const packages = list(shipment.Package);
    if (!packages.length || packages.length > 200) return upsError(400, '120541', 'Invalid number of packages');
    for (const item of packages) {
      const p = obj(item);
      const packaging = text(obj(p?.Packaging)?.Code);
      if (!packaging || !PACKAGING.has(packaging)) return upsError(400, '120533', 'Missing or invalid packaging type');
      const weight = Number(text(obj(p?.PackageWeight)?.Weight));
      if (!Number.isFinite(weight) || weight <= 0) return upsError(400, '120538', 'Missing or invalid package weight');
      if (weight > 70) return upsError(400, '120539', 'Package exceeds the maximum weight of 70 KGS');
    }
    const format = text(obj(obj(request?.LabelSpecification)?.LabelImageFormat)?.Code) ?? 'GIF';
    const account = shipperNumber!.padEnd(6, '0').slice(0, 6).toUpperCase();
    const trackingNumbers = packages.map(() => `1Z${account}${service}${digits(8)}`);
    const id = trackingNumbers[0];
    this.shipments.set(id, { id, reference: referenceOf(body), shipperNumber: shipperNumber!, trackingNumbers, voided: false });
    const packageResults = trackingNumbers.map((trackingNumber) => ({
      TrackingNumber: trackingNumber,
      ShippingLabel: { ImageFormat: { Code: format }, GraphicImage: format === 'ZPL' ? labelZpl(trackingNumber) : TINY_GIF },
    }));
    return {
      status: 200,
      body: {
        ShipmentResponse: {
          Response: {
            ResponseStatus: { Code: '1', Description: 'Success' },
            TransactionReference: obj(request?.Request)?.TransactionReference ?? {},
          },
          ShipmentResults: {
            ShipmentIdentificationNumber: id,
            BillingWeight: { UnitOfMeasurement: { Code: 'KGS', Description: 'Kilograms' }, Weight: '1.0' },
            // UPS answers one package as an object, several as an array.
            PackageResults: packageResults.length === 1 ? packageResults[0] : packageResults,
          },
        },
      },
    };
  }

  private void(id: string): Answer {
    const shipment = this.shipments.get(id);
    if (!shipment) return upsError(400, '190117', 'No shipment found within the allowed void period');
    if (shipment.voided) return upsError(400, '190101', 'The shipment has already been voided');
    shipment.voided = true;
    return {
      status: 200,
      body: {
        VoidShipmentResponse: {
          Response: { ResponseStatus: { Code: '1', Description: 'Success' } },
          SummaryResult: { Status: { Code: '1', Description: 'Voided' } },
        },
      },
    };
  }

  /** Pickup creation (PickupCreationRequest): the account's pickup on a date between ready and close time; answers a PRN. */
  private createPickup(body: unknown): Answer {
    const request = obj(obj(body)?.PickupCreationRequest);
    if (!request) return upsError(400, '9510113', 'Missing or invalid PickupCreationRequest');
    if (!['Y', 'N'].includes(text(request.RatePickupIndicator) ?? '')) return upsError(400, '9510121', 'Invalid RatePickupIndicator');
    const accountNumber = text(obj(obj(request.Shipper)?.Account)?.AccountNumber);
    if (!this.accounts.some((a) => a.shipperNumber === accountNumber)) return upsError(400, '9510132', 'Invalid Shipper Account Number');
    const info = obj(request.PickupDateInfo);
    const [date, ready, close] = [text(info?.PickupDate), text(info?.ReadyTime), text(info?.CloseTime)];
    if (!date || !/^\d{8}$/.test(date)) return upsError(400, '9510114', 'Invalid PickupDate');
    if (!ready || !close || !/^([01]\d|2[0-3])[0-5]\d$/.test(ready) || !/^([01]\d|2[0-3])[0-5]\d$/.test(close) || ready >= close)
      return upsError(400, '9510115', 'Invalid ReadyTime or CloseTime');
    const problem = pickupAddressProblem(obj(request.PickupAddress));
    if (problem) return upsError(400, '9510116', `Missing or invalid ${problem}`);
    if (!['Y', 'N'].includes(text(request.AlternateAddressIndicator) ?? ''))
      return upsError(400, '9510117', 'Invalid AlternateAddressIndicator');
    const pieces = list(request.PickupPiece);
    if (!pieces.length || pieces.some((p) => !text(obj(p)?.ServiceCode) || !/^\d{1,3}$/.test(text(obj(p)?.Quantity) ?? '')))
      return upsError(400, '9510118', 'Missing or invalid PickupPiece');
    if (text(request.PaymentMethod) !== '01') return upsError(400, '9510119', 'Invalid PaymentMethod');
    const prn = `29${digits(6)}${newId()
      .replace(/[^A-Z0-9]/gi, '')
      .slice(0, 3)
      .toUpperCase()}`;
    const quantity = pieces.reduce<number>((n, p) => n + Number(text(obj(p)?.Quantity)), 0);
    this.pickups.set(prn, { accountNumber: accountNumber!, date, readyTime: ready, closeTime: close, pieces: quantity, cancelled: false });
    return {
      status: 200,
      body: { PickupCreationResponse: { Response: { ResponseStatus: { Code: '1', Description: 'Success' } }, PRN: prn } },
    };
  }

  private cancelPickup(cancelBy: string, prnHeader: string | string[] | undefined): Answer {
    const prn = typeof prnHeader === 'string' ? prnHeader : undefined;
    if (cancelBy !== '02' || !prn) return upsError(400, '9510151', 'Invalid CancelBy or missing PRN');
    const pickup = this.pickups.get(prn);
    if (!pickup || pickup.cancelled) return upsError(400, '9510152', 'No pickup found for the PRN, or it is already cancelled');
    pickup.cancelled = true;
    return {
      status: 200,
      body: { PickupCancelResponse: { Response: { ResponseStatus: { Code: '1', Description: 'Success' } }, PickupType: '01' } },
    };
  }

  private lookup(reference: string): Answer {
    const found = [...this.shipments.values()].filter((s) => s.reference === reference && !s.voided);
    if (!found.length) return upsError(404, 'TW0001', 'Tracking Information Not Found');
    return {
      status: 200,
      body: {
        trackResponse: {
          shipment: found.map((s) => ({
            inquiryNumber: reference,
            package: s.trackingNumbers.map((trackingNumber) => ({
              trackingNumber,
              referenceNumber: [{ type: 'SHIPMENT', number: reference }],
            })),
          })),
        },
      },
    };
  }
}

function pickupAddressProblem(address: Json | undefined): string | null {
  if (!address) return 'PickupAddress';
  for (const [field, max] of [
    ['CompanyName', 27],
    ['ContactName', 22],
    ['AddressLine', 73],
    ['City', 50],
    ['PostalCode', 9],
  ] as const) {
    const value = text(address[field]);
    if (!value || value.length > max) return `PickupAddress.${field}`;
  }
  if (!/^[A-Z]{2}$/.test(text(address.CountryCode) ?? '')) return 'PickupAddress.CountryCode';
  if (!text(obj(address.Phone)?.Number)) return 'PickupAddress.Phone.Number';
  return null;
}

function referenceOf(body: unknown): string | null {
  const shipment = obj(obj(obj(body)?.ShipmentRequest)?.Shipment);
  const first = obj(list(shipment?.ReferenceNumber)[0]);
  return text(first?.Value) ?? null;
}

function partyProblem(party: Json | undefined): { code: string; field: string } | null {
  if (!party) return { code: '00', field: 'address' };
  const name = text(party.Name);
  if (!name || name.length > 35) return { code: '01', field: 'name' };
  const address = obj(party.Address);
  const lines = list(address?.AddressLine).map(text);
  if (!lines.length || lines.some((l) => l === undefined || l.length > 35)) return { code: '02', field: 'address line' };
  const city = text(address?.City);
  if (!city || city.length > 30) return { code: '03', field: 'city' };
  const postcode = text(address?.PostalCode);
  if (!postcode || postcode.length > 9) return { code: '04', field: 'postal code' };
  if (!/^[A-Z]{2}$/.test(text(address?.CountryCode) ?? '')) return { code: '05', field: 'country code' };
  return null;
}
