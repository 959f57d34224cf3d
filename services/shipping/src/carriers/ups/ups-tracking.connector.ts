import type { CarrierTrackingConnector, TrackedEvent } from '../tracking/carrier-tracking.port';
import { trackingBody } from '../tracking/tracking-answer';
import type { UpsClientOptions } from './ups.client';
import { UpsTrackingClient } from './ups-tracking.client';
import { fromUpsTrack } from './ups-tracking.mapper';

export class UpsTrackingConnector implements CarrierTrackingConnector {
  readonly name = 'ups-tracking';
  private readonly client: UpsTrackingClient;

  constructor(options: UpsClientOptions) {
    this.client = new UpsTrackingClient(options);
  }

  async track(trackingNumber: string, signal: AbortSignal): Promise<TrackedEvent[]> {
    // UPS answers 404 with TW0001 (or 400 with it, depending on the number's form) for a number it has no events for yet.
    const body = trackingBody('ups', await this.client.track(trackingNumber, signal), (a) => a.status === 404);
    return body === null ? [] : fromUpsTrack(body);
  }
}
