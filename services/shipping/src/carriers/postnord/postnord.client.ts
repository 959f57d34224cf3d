import { CarrierUnavailable } from '../carrier-errors';

export interface PostNordClientOptions {
  baseUrl: string;
  apiKey: string;
}

export interface HttpAnswer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/**
 * The only code that talks HTTP to PostNord. The API key travels as the `apikey` query parameter, as PostNord
 * asks: these URLs are never logged.
 */
export class PostNordClient {
  constructor(private readonly options: PostNordClientOptions) {}

  labels(instruction: unknown, format: 'pdf' | 'zpl', signal: AbortSignal): Promise<HttpAnswer> {
    return this.send(
      'POST',
      `/rest/shipment/v3/edi/labels/${format}`,
      { paperSize: 'A6', rotate: '0', multiPDF: 'false' },
      signal,
      instruction,
    );
  }

  instruction(instruction: unknown, signal: AbortSignal): Promise<HttpAnswer> {
    return this.send('POST', '/rest/shipment/v3/edi', {}, signal, instruction);
  }

  findByReference(customerNumber: string, reference: string, signal: AbortSignal): Promise<HttpAnswer> {
    return this.send(
      'GET',
      '/rest/shipment/v5/trackandtrace/findByReference.json',
      { customerNumber, referenceValue: reference, locale: 'en' },
      signal,
    );
  }

  private async send(
    method: string,
    path: string,
    query: Record<string, string>,
    signal: AbortSignal,
    body?: unknown,
  ): Promise<HttpAnswer> {
    const url = new URL(path, this.options.baseUrl);
    url.searchParams.set('apikey', this.options.apiKey);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      text = await response.text();
    } catch {
      throw new CarrierUnavailable('postnord', signal.aborted ? 'timeout' : 'network', true);
    }
    return { status: response.status, body: parseJson(text), retryAfter: response.headers.get('retry-after') };
  }
}

/** The answer's JSON, or undefined for an empty or non-JSON body (an HTML error page of a proxy). */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
