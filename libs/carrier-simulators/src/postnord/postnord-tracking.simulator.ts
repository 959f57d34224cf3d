import { Answer } from '../simulator-server';
import { DefaultStep, TrackingJourneys } from '../tracking/tracking-journeys';
import { PostNordSimulator, PostNordSimulatorOptions } from './postnord.simulator';

const POSTNORD_DEFAULT_JOURNEY: DefaultStep[] = [
  { code: 'INFORMED', afterMinutes: 0, location: 'Stockholm', description: 'The shipment has been pre-notified by the sender' },
  { code: 'COLLECTED', afterMinutes: 120, location: 'Stockholm', description: 'The shipment item has been collected' },
  { code: 'EN_ROUTE', afterMinutes: 480, location: 'Jönköping', description: 'The shipment item is under transportation' },
  {
    code: 'AVAILABLE_FOR_DELIVERY',
    afterMinutes: 1200,
    location: 'Göteborg',
    description: 'The shipment item is available at the service point',
  },
  { code: 'DELIVERED', afterMinutes: 1440, location: 'Göteborg', description: 'The shipment item has been delivered' },
];

/** The event statuses PostNord itself uses; a scripted event code outside them travels as an event code of EN_ROUTE. */
const STATUSES = new Set([
  'CREATED',
  'INFORMED',
  'EN_ROUTE',
  'AVAILABLE_FOR_DELIVERY',
  'DELIVERED',
  'DELIVERY_IMPOSSIBLE',
  'DELIVERY_REFUSED',
  'DELAYED',
  'EXPECTED_DELAY',
  'STOPPED',
  'RETURNED',
  'OTHER',
]);

const stockholmWall = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * PostNord with track and trace (GET /rest/shipment/v5/trackandtrace/findByIdentifier.json?id=…), answering the
 * scripted journeys: each event with its status, event code and Stockholm wall time without an offset, as
 * PostNord answers.
 */
export class PostNordTrackingSimulator extends PostNordSimulator {
  readonly journeys: TrackingJourneys;

  constructor(options: PostNordSimulatorOptions & { now?: () => number }) {
    super(options);
    this.journeys = new TrackingJourneys(POSTNORD_DEFAULT_JOURNEY, options.now ?? Date.now);
    this.route(
      'GET',
      /^\/rest\/shipment\/v5\/trackandtrace\/findByIdentifier\.json$/,
      'track',
      (call) => this.track(call.query.get('id') ?? ''),
      {
        reference: () => null,
      },
    );
  }

  private track(id: string): Answer {
    const steps = id ? this.journeys.visible(id) : [];
    const events = steps.map((step) => ({
      eventCode: step.code,
      status: STATUSES.has(step.code) ? step.code : 'EN_ROUTE',
      eventDescription: step.description,
      eventTime: stockholmWall.format(step.at).replace(' ', 'T'),
      location: { displayName: step.location, city: step.location, countryCode: 'SE' },
    }));
    return {
      status: 200,
      body: { TrackingInformationResponse: { shipments: events.length ? [{ shipmentId: id, items: [{ itemId: id, events }] }] : [] } },
    };
  }
}
