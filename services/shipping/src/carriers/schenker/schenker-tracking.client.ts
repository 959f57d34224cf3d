import { HttpAnswer, requestCarrier } from '../carrier-http';

export interface SchenkerTrackingOptions {
  /** DB Schenker's Partner Services API (`…/Apipartner`), not eSchenker's booking host. */
  baseUrl: string;
  username: string;
  password: string;
}

/** DB Schenker's Partner Services Track And Trace Boxes API (Basic auth), by the parcel's barcode in Sweden. */
export class SchenkerTrackingClient {
  constructor(private readonly options: SchenkerTrackingOptions) {}

  track(barcode: string, signal: AbortSignal): Promise<HttpAnswer> {
    const base = this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`;
    const url = new URL('TrackAndTraceBoxes/v1/GetParcel', base);
    url.searchParams.set('countryCode', 'SE');
    url.searchParams.set('referenceType', 'BARCODE');
    url.searchParams.set('reference', barcode);
    const basic = Buffer.from(`${this.options.username}:${this.options.password}`).toString('base64');
    return requestCarrier(
      'schenker',
      url,
      { method: 'GET', headers: { accept: 'application/json', authorization: `Basic ${basic}` } },
      signal,
    );
  }
}
