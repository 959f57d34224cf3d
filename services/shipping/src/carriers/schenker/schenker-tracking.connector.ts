import type { CarrierTrackingConnector, TrackedEvent } from '../tracking/carrier-tracking.port';
import { trackingBody } from '../tracking/tracking-answer';
import { SchenkerTrackingClient, SchenkerTrackingOptions } from './schenker-tracking.client';
import { fromSchenkerTrack } from './schenker-tracking.mapper';

export class SchenkerTrackingConnector implements CarrierTrackingConnector {
  readonly name = 'schenker-tracking';
  private readonly client: SchenkerTrackingClient;

  constructor(options: SchenkerTrackingOptions) {
    this.client = new SchenkerTrackingClient(options);
  }

  async track(barcode: string, signal: AbortSignal): Promise<TrackedEvent[]> {
    // An unknown barcode is an empty array; a 404 means the same.
    const body = trackingBody('schenker', await this.client.track(barcode, signal), (a) => a.status === 404);
    return body === null ? [] : fromSchenkerTrack(body);
  }
}
