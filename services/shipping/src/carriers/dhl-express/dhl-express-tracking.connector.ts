import type { CarrierTrackingConnector, TrackedEvent } from '../tracking/carrier-tracking.port';
import { trackingBody } from '../tracking/tracking-answer';
import { DhlExpressTrackingClient, DhlTrackingOptions } from './dhl-express-tracking.client';
import { fromDhlExpressTrack } from './dhl-express-tracking.mapper';

export class DhlExpressTrackingConnector implements CarrierTrackingConnector {
  readonly name = 'dhl-tracking';
  private readonly client: DhlExpressTrackingClient;

  constructor(options: DhlTrackingOptions) {
    this.client = new DhlExpressTrackingClient(options);
  }

  async track(trackingNumber: string, signal: AbortSignal): Promise<TrackedEvent[]> {
    const body = trackingBody('dhl', await this.client.track(trackingNumber, signal), (a) => a.status === 404);
    return body === null ? [] : fromDhlExpressTrack(body);
  }
}
