import { randomUUID } from 'node:crypto';
import { HttpAnswer, requestCarrier } from '../carrier-http';
import { UpsClient, UpsClientOptions } from './ups.client';

/** UPS's Tracking API by tracking number, with the same OAuth token handling as the shipping calls (UpsClient's). */
export class UpsTrackingClient {
  private readonly auth: UpsClient;

  constructor(private readonly options: UpsClientOptions) {
    this.auth = new UpsClient(options);
  }

  async track(trackingNumber: string, signal: AbortSignal): Promise<HttpAnswer> {
    const url = new URL(`/api/track/v1/details/${encodeURIComponent(trackingNumber)}?locale=en_US`, this.options.baseUrl);
    const token = await this.auth.accessToken(signal);
    const headers = {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      transId: randomUUID().replace(/-/g, ''),
      transactionSrc: 'frakt',
    };
    return requestCarrier('ups', url, { method: 'GET', headers }, signal);
  }
}
