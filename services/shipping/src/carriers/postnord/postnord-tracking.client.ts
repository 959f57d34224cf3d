import { HttpAnswer, requestCarrier } from '../carrier-http';

export interface PostNordTrackingOptions {
  baseUrl: string;
  apiKey: string;
}

/** PostNord's track and trace by item or shipment identifier (the key as the `apikey` query parameter, as PostNord wants it). */
export class PostNordTrackingClient {
  constructor(private readonly options: PostNordTrackingOptions) {}

  track(identifier: string, signal: AbortSignal): Promise<HttpAnswer> {
    const url = new URL('/rest/shipment/v5/trackandtrace/findByIdentifier.json', this.options.baseUrl);
    url.searchParams.set('apikey', this.options.apiKey);
    url.searchParams.set('id', identifier);
    url.searchParams.set('locale', 'en');
    return requestCarrier('postnord', url, { method: 'GET', headers: { accept: 'application/json' } }, signal);
  }
}
