import { Answer } from '../simulator-server';
import { DefaultStep, localParts, TrackingJourneys } from '../tracking/tracking-journeys';
import { UpsSimulator, UpsSimulatorOptions } from './ups.simulator';

const UPS_DEFAULT_JOURNEY: DefaultStep[] = [
  { code: 'M', afterMinutes: 0, location: 'Stockholm', description: 'Shipper created a label, UPS has not received the package yet.' },
  { code: 'P', afterMinutes: 120, location: 'Stockholm', description: 'Pickup Scan' },
  { code: 'I', afterMinutes: 480, location: 'Jönköping', description: 'Arrived at Facility' },
  { code: 'O', afterMinutes: 1200, location: 'Göteborg', description: 'Out For Delivery Today' },
  { code: 'D', afterMinutes: 1440, location: 'Göteborg', description: 'DELIVERED' },
];

/**
 * UPS with the Tracking API's look-up by tracking number (GET /api/track/v1/details/{inquiryNumber}), answering
 * the scripted journeys: activities newest first, each with its status type, local date and time and the GMT
 * ones, as UPS documents them.
 */
export class UpsTrackingSimulator extends UpsSimulator {
  readonly journeys: TrackingJourneys;

  constructor(options: UpsSimulatorOptions & { now?: () => number }) {
    super(options);
    this.journeys = new TrackingJourneys(UPS_DEFAULT_JOURNEY, options.now ?? Date.now);
    this.route('GET', /^\/api\/track\/v1\/details\/([^/]+)$/, 'track', (call) => this.track(call.params[0]), {
      reference: (_body, params) => params[0],
    });
  }

  private track(inquiryNumber: string): Answer {
    const steps = this.journeys.visible(inquiryNumber);
    if (!steps.length)
      return { status: 404, body: { response: { errors: [{ code: 'TW0001', message: 'Tracking Information Not Found' }] } } };
    const activity = [...steps].reverse().map((step) => {
      const local = localParts(step.at, 60);
      const gmt = localParts(step.at, 0);
      return {
        location: { address: { city: step.location, countryCode: 'SE' } },
        status: { type: step.code, description: step.description, code: step.code },
        date: local.date,
        time: local.time,
        gmtDate: gmt.date,
        gmtTime: `${gmt.time.slice(0, 2)}:${gmt.time.slice(2, 4)}:${gmt.time.slice(4, 6)}`,
        gmtOffset: '+01:00',
      };
    });
    return {
      status: 200,
      body: { trackResponse: { shipment: [{ inquiryNumber, package: [{ trackingNumber: inquiryNumber, activity }] }] } },
    };
  }
}
