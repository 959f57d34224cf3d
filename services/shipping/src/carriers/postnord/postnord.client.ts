import { HttpAnswer, requestCarrier } from '../carrier-http';

export interface PostNordClientOptions {
  baseUrl: string;
  apiKey: string;
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

  /** Books the pickup of booked items by their ids (PostNord's domestic pickup in SE, DK and FI). */
  pickup(items: unknown, signal: AbortSignal): Promise<HttpAnswer> {
    return this.send('POST', '/rest/shipment/v3/pickups/ids', {}, signal, items);
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
    return requestCarrier(
      'postnord',
      url,
      {
        method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      signal,
    );
  }
}
