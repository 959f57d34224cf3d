import type { CarrierTrackingConnector, TrackedEvent } from '../tracking/carrier-tracking.port';
import { trackingBody } from '../tracking/tracking-answer';
import { PostNordTrackingClient, PostNordTrackingOptions } from './postnord-tracking.client';
import { fromPostNordTrack } from './postnord-tracking.mapper';

export class PostNordTrackingConnector implements CarrierTrackingConnector {
  readonly name = 'postnord-tracking';
  private readonly client: PostNordTrackingClient;

  constructor(options: PostNordTrackingOptions) {
    this.client = new PostNordTrackingClient(options);
  }

  async track(identifier: string, signal: AbortSignal): Promise<TrackedEvent[]> {
    // PostNord answers an unknown identifier with 200 and no shipments; a 404 means the same.
    const body = trackingBody('postnord', await this.client.track(identifier, signal), (a) => a.status === 404);
    return body === null ? [] : fromPostNordTrack(body);
  }
}
