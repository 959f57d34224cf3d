import { HttpAnswer, requestCarrier } from '../carrier-http';

export interface DhlExpressClientOptions {
  baseUrl: string;
  username: string;
  password: string;
}

/** The only code that talks HTTP to DHL Express (MyDHL API, Basic auth). */
export class DhlExpressClient {
  constructor(private readonly options: DhlExpressClientOptions) {}

  async createShipment(request: unknown, signal: AbortSignal): Promise<HttpAnswer> {
    return this.send('POST', 'shipments', signal, request);
  }

  async createPickup(request: unknown, signal: AbortSignal): Promise<HttpAnswer> {
    return this.send('POST', 'pickups', signal, request);
  }

  /** MyDHL cancels a pickup by its dispatch confirmation number, naming who asks and why. */
  async cancelPickup(dispatchConfirmationNumber: string, signal: AbortSignal): Promise<HttpAnswer> {
    const query = new URLSearchParams({ requestorName: 'Frakt', reason: 'not needed' });
    return this.send('DELETE', `pickups/${encodeURIComponent(dispatchConfirmationNumber)}?${query}`, signal);
  }

  private send(method: string, path: string, signal: AbortSignal, body?: unknown): Promise<HttpAnswer> {
    const basic = Buffer.from(`${this.options.username}:${this.options.password}`).toString('base64');
    const base = this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`;
    return requestCarrier(
      'dhl-express',
      new URL(path, base),
      {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Basic ${basic}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      signal,
    );
  }
}
