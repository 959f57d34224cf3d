import { HttpAnswer, requestCarrier } from '../carrier-http';

export interface DhlTrackingOptions {
  /** DHL's unified Shipment Tracking API (not MyDHL's host). */
  baseUrl: string;
  apiKey: string;
}

/** DHL's unified Shipment Tracking API, express service (the key in the DHL-API-Key header). */
export class DhlExpressTrackingClient {
  constructor(private readonly options: DhlTrackingOptions) {}

  track(trackingNumber: string, signal: AbortSignal): Promise<HttpAnswer> {
    const url = new URL('/track/shipments', this.options.baseUrl);
    url.searchParams.set('trackingNumber', trackingNumber);
    url.searchParams.set('service', 'express');
    return requestCarrier(
      'dhl',
      url,
      { method: 'GET', headers: { accept: 'application/json', 'DHL-API-Key': this.options.apiKey } },
      signal,
    );
  }
}
