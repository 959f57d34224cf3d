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
    const basic = Buffer.from(`${this.options.username}:${this.options.password}`).toString('base64');
    const base = this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`;
    return requestCarrier(
      'dhl-express',
      new URL('shipments', base),
      {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Basic ${basic}` },
        body: JSON.stringify(request),
      },
      signal,
    );
  }
}
