import type { IncomingMessage } from 'node:http';
import { Answer, Failure, SimulatorServer } from '../simulator-server';
import { DefaultStep, localParts, TrackingJourneys } from '../tracking/tracking-journeys';

export interface DhlTrackingSimulatorOptions {
  apiKey: string;
  /** The starter tier's limits: calls a day (UTC) and a second. */
  perDay?: number;
  perSecond?: number;
  now?: () => number;
}

const DHL_DEFAULT_JOURNEY: DefaultStep[] = [
  { code: 'PU', afterMinutes: 120, location: 'STOCKHOLM - SWEDEN', description: 'Shipment picked up' },
  { code: 'AF', afterMinutes: 480, location: 'STOCKHOLM - SWEDEN', description: 'Arrived at DHL Sort Facility' },
  { code: 'WC', afterMinutes: 1200, location: 'GOTHENBURG - SWEDEN', description: 'Shipment is out with courier for delivery' },
  { code: 'OK', afterMinutes: 1440, location: 'GOTHENBURG - SWEDEN', description: 'Delivered' },
];

const STATUS_CODE: Record<string, string> = { PU: 'transit', OK: 'delivered', RT: 'failure', NH: 'failure', BA: 'failure' };

const problem = (status: number, title: string, detail: string, headers?: Record<string, string>): Answer => ({
  status,
  body: { status, title, detail },
  contentType: 'application/problem+json',
  headers,
});

/**
 * DHL's unified Shipment Tracking API (GET /track/shipments?trackingNumber=…, key in the DHL-API-Key header)
 * with its starter tier's limits enforced by the simulator's clock: 429 beyond the calls of the day or of the
 * second, counted in `overLimit` (a client that keeps its budget never sees one).
 */
export class DhlTrackingSimulator extends SimulatorServer {
  readonly journeys: TrackingJourneys;
  /** Calls refused for exceeding the limits. */
  overLimit = 0;
  private readonly now: () => number;
  private readonly perDay: number;
  private readonly perSecond: number;
  private readonly calls: number[] = [];

  constructor(private readonly options: DhlTrackingSimulatorOptions) {
    super('dhl-tracking');
    this.now = options.now ?? Date.now;
    this.perDay = options.perDay ?? 250;
    this.perSecond = options.perSecond ?? 1;
    this.journeys = new TrackingJourneys(DHL_DEFAULT_JOURNEY, this.now);
    this.route('GET', /^\/track\/shipments$/, 'track', (call) => this.track(call.query.get('trackingNumber') ?? ''), {
      reference: () => null,
    });
  }

  shipmentsFor(): number {
    return 0;
  }

  protected authenticate(req: IncomingMessage): Answer | null {
    if (req.headers['dhl-api-key'] !== this.options.apiKey) return problem(401, 'Unauthorized', 'Invalid API key');
    return null;
  }

  protected failureAnswer(failure: Exclude<Failure, { kind: 'hang' | 'slow' | 'booked-then-error' }>): Answer {
    switch (failure.kind) {
      case 'expired-token':
        return problem(401, 'Unauthorized', 'Invalid API key');
      case 'validation':
        return problem(400, 'Bad Request', failure.message ?? 'Invalid tracking number');
      case 'rate-limited':
        return problem(429, 'Too many requests', 'Rate limit exceeded', { 'retry-after': String(failure.retryAfterSeconds) });
      case 'server-error':
        return problem(failure.status, 'Server error', 'Try again later');
    }
  }

  private track(trackingNumber: string): Answer {
    const now = this.now();
    const dayStart = now - (now % 86_400_000);
    const today = this.calls.filter((at) => at >= dayStart);
    const thisSecond = today.filter((at) => at > now - 1000);
    if (today.length >= this.perDay || thisSecond.length >= this.perSecond) {
      this.overLimit += 1;
      return problem(429, 'Too many requests', 'Rate limit exceeded', { 'retry-after': '1' });
    }
    this.calls.push(now);
    const steps = trackingNumber ? this.journeys.visible(trackingNumber) : [];
    if (!steps.length) return problem(404, 'No result found', `No shipment with given tracking number found.`);
    const events = [...steps].reverse().map((step) => ({
      timestamp: localParts(step.at, 60).iso,
      location: { address: { addressLocality: step.location } },
      statusCode: STATUS_CODE[step.code] ?? 'transit',
      status: step.code,
      description: step.description,
    }));
    return { status: 200, body: { shipments: [{ id: trackingNumber, service: 'express', status: events[0], events }] } };
  }
}
