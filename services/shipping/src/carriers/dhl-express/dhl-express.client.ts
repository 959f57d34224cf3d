import { CarrierUnavailable } from '../carrier-errors';

export interface DhlExpressClientOptions {
  baseUrl: string;
  username: string;
  password: string;
}

export interface HttpAnswer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/** The only code that talks HTTP to DHL Express (MyDHL API, Basic auth). */
export class DhlExpressClient {
  constructor(private readonly options: DhlExpressClientOptions) {}

  async createShipment(request: unknown, signal: AbortSignal): Promise<HttpAnswer> {
    const basic = Buffer.from(`${this.options.username}:${this.options.password}`).toString('base64');
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL('shipments', this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Basic ${basic}` },
        body: JSON.stringify(request),
        signal,
      });
      text = await response.text();
    } catch {
      throw new CarrierUnavailable('dhl-express', signal.aborted ? 'timeout' : 'network', true);
    }
    return { status: response.status, body: parseJson(text), retryAfter: response.headers.get('retry-after') };
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
