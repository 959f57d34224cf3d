import { randomUUID } from 'node:crypto';
import { CarrierUnavailable } from '../carrier-errors';
import { HttpAnswer, requestCarrier } from '../carrier-http';
import type { UpsTokenResponse } from './ups.schemas';

export interface UpsClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Milliseconds since the epoch; injected so tests move time without waiting. */
  now?: () => number;
}

/** The token is renewed this long before it expires (at most a tenth of its life). */
const REFRESH_MARGIN_MS = 5 * 60_000;

/**
 * The only code that talks HTTP to UPS: OAuth client credentials (one token for every call, cached and renewed
 * before it expires, fetched once however many calls wait for it) and the Shipping and Tracking calls with it.
 * A 401 on a call drops the token and tries once more with a new one (UPS ended the token early).
 */
export class UpsClient {
  private token: { value: string; renewAt: number } | null = null;
  private fetching: Promise<string> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: UpsClientOptions) {
    this.now = options.now ?? Date.now;
  }

  async ship(request: unknown, signal: AbortSignal): Promise<HttpAnswer> {
    return this.authorized('POST', '/api/shipments/v2409/ship', request, signal);
  }

  async voidShipment(shipmentId: string, signal: AbortSignal): Promise<HttpAnswer> {
    return this.authorized('DELETE', `/api/shipments/v2409/void/cancel/${encodeURIComponent(shipmentId)}`, undefined, signal);
  }

  async createPickup(request: unknown, signal: AbortSignal): Promise<HttpAnswer> {
    return this.authorized('POST', '/api/pickupcreation/v2409/pickup', request, signal);
  }

  /** Cancel by PRN: CancelBy 02, the PRN in its header. */
  async cancelPickup(prn: string, signal: AbortSignal): Promise<HttpAnswer> {
    return this.authorized('DELETE', '/api/shipments/v2409/pickup/02', undefined, signal, { prn });
  }

  async trackByReference(reference: string, signal: AbortSignal): Promise<HttpAnswer> {
    return this.authorized('GET', `/api/track/v1/reference/details/${encodeURIComponent(reference)}?locale=en_US`, undefined, signal);
  }

  private async authorized(
    method: string,
    path: string,
    body: unknown,
    signal: AbortSignal,
    extraHeaders: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    for (let attempt = 1; ; attempt++) {
      const token = await this.accessToken(signal);
      const answer = await this.send(
        method,
        path,
        signal,
        {
          authorization: `Bearer ${token}`,
          transId: randomUUID().replace(/-/g, ''),
          transactionSrc: 'frakt',
          ...extraHeaders,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body === undefined ? undefined : JSON.stringify(body),
      );
      if (answer.status !== 401 || attempt === 2) return answer;
      if (this.token?.value === token) this.token = null;
    }
  }

  /** The cached token, or a new one (one request however many callers wait). */
  async accessToken(signal: AbortSignal): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    this.fetching ??= this.fetchToken(signal).finally(() => (this.fetching = null));
    return this.fetching;
  }

  private async fetchToken(signal: AbortSignal): Promise<string> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const answer = await this.send(
      'POST',
      '/security/v1/oauth/token',
      signal,
      { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    const token = answer.body as Partial<UpsTokenResponse> | undefined;
    if (answer.status !== 200 || typeof token?.access_token !== 'string') throw new CarrierUnavailable('ups', 'auth', false, answer.status);
    const lifeMs = Math.max(0, Number(token.expires_in) * 1000 || 0);
    this.token = { value: token.access_token, renewAt: this.now() + lifeMs - Math.min(REFRESH_MARGIN_MS, lifeMs / 10) };
    return token.access_token;
  }

  private async send(
    method: string,
    path: string,
    signal: AbortSignal,
    headers: Record<string, string>,
    body?: string,
  ): Promise<HttpAnswer> {
    return requestCarrier(
      'ups',
      new URL(path, this.options.baseUrl),
      { method, headers: { accept: 'application/json', ...headers }, body },
      signal,
    );
  }
}
