import type { IncomingMessage } from 'node:http';
import { Answer, Failure, SimulatorServer } from '../simulator-server';
import { DefaultStep, TrackingJourneys } from '../tracking/tracking-journeys';

export interface SchenkerTrackingSimulatorOptions {
  username: string;
  password: string;
  now?: () => number;
}

const SCHENKER_DEFAULT_JOURNEY: DefaultStep[] = [
  { code: 'ENT', afterMinutes: 0, location: 'Stockholm', description: 'Booking received' },
  { code: 'COL', afterMinutes: 120, location: 'Stockholm', description: 'Collected' },
  { code: 'DEP', afterMinutes: 480, location: 'Jönköping', description: 'Departed from terminal' },
  { code: 'OFD', afterMinutes: 1200, location: 'Göteborg', description: 'Out for delivery' },
  { code: 'DLV', afterMinutes: 1440, location: 'Göteborg', description: 'Delivered' },
];

/**
 * DB Schenker's Partner Services "Track And Trace Boxes" API (Sweden, Basic auth):
 * GET /Apipartner/TrackAndTraceBoxes/v1/GetParcel?countryCode=SE&referenceType=BARCODE&reference=…, answering an
 * array of parcels with their Events (Name, DisplayName, EventDate, Description, Location), from the scripted
 * journeys; a reference it knows nothing of is an empty array.
 */
export class SchenkerTrackingSimulator extends SimulatorServer {
  readonly journeys: TrackingJourneys;

  constructor(private readonly options: SchenkerTrackingSimulatorOptions) {
    super('schenker-tracking');
    this.journeys = new TrackingJourneys(SCHENKER_DEFAULT_JOURNEY, options.now ?? Date.now);
    this.route('GET', /^\/Apipartner\/TrackAndTraceBoxes\/v1\/GetParcel$/, 'track', (call) => this.track(call.query), {
      reference: () => null,
    });
  }

  shipmentsFor(): number {
    return 0;
  }

  protected authenticate(req: IncomingMessage): Answer | null {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [user, password] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    if (user !== this.options.username || password !== this.options.password) return { status: 401, body: { Message: 'Unauthorized' } };
    return null;
  }

  protected failureAnswer(failure: Exclude<Failure, { kind: 'hang' | 'slow' | 'booked-then-error' }>): Answer {
    switch (failure.kind) {
      case 'expired-token':
        return { status: 401, body: { Message: 'Unauthorized' } };
      case 'validation':
        return { status: 400, body: { Message: failure.message ?? 'The request is invalid.' } };
      case 'rate-limited':
        return { status: 429, body: { Message: 'Too many requests' }, headers: { 'retry-after': String(failure.retryAfterSeconds) } };
      case 'server-error':
        return { status: failure.status, body: { Message: 'An error has occurred.' } };
    }
  }

  private track(query: URLSearchParams): Answer {
    const reference = query.get('reference') ?? '';
    if (!/^[A-Z]{2,3}$/.test(query.get('countryCode') ?? '') || query.get('referenceType') !== 'BARCODE' || !reference)
      return { status: 400, body: { Message: 'countryCode, referenceType BARCODE and reference are required.' } };
    const steps = this.journeys.visible(reference);
    if (!steps.length) return { status: 200, body: [] };
    const events = steps.map((step) => ({
      Name: step.code,
      DisplayName: step.description,
      EventDate: step.at.toISOString(),
      Description: step.description,
      Location: { LocationType: 'Terminal', Name: step.location },
    }));
    return {
      status: 200,
      body: [
        {
          DeliveryService: 'DB SCHENKERparcel',
          References: [{ ReferenceType: 'BARCODE', Value: reference }],
          ParcelState: events[events.length - 1],
          Events: events,
        },
      ],
    };
  }
}
