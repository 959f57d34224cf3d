import { HttpAnswer, requestCarrier } from '../carrier-http';
import { SCHENKER_BOOKING_PATH, SchenkerOperation } from './schenker.schemas';
import { readSoapAnswer, soapEnvelope, SoapAnswer } from './schenker.soap';

export interface SchenkerClientOptions {
  /** `https://<eschenker host>`; the service's path is added. */
  baseUrl: string;
}

/**
 * The only code that talks HTTP to eSchenker's booking service: one SOAP 1.1 POST per operation, its SOAPAction
 * the operation's. The answer's body is the read SOAP answer (undefined when it was not SOAP: a proxy's page).
 */
export class SchenkerClient {
  constructor(private readonly options: SchenkerClientOptions) {}

  call(operation: SchenkerOperation, payload: object, signal: AbortSignal): Promise<HttpAnswer<SoapAnswer | undefined>> {
    return requestCarrier(
      'schenker',
      new URL(SCHENKER_BOOKING_PATH, this.options.baseUrl),
      {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          accept: 'text/xml',
          soapaction: `"http://www.schenker.com/Booking/v1_1/${operation}"`,
        },
        body: soapEnvelope(operation, payload),
      },
      signal,
      readSoapAnswer,
    );
  }
}
