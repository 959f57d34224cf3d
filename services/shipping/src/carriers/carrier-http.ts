import { CarrierUnavailable } from './carrier-errors';

/** A carrier's answer as its client hands it to the connector: status, parsed body (JSON unless told otherwise), Retry-After. */
export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
  retryAfter: string | null;
}

/**
 * One HTTP exchange with a carrier, for the carrier clients (the only code that does HTTP). Aborted (our
 * time-out), or a connection that failed or broke before the whole answer was read: whether the carrier acted
 * is unknown, so the error says so.
 */
export async function requestCarrier<T = unknown>(
  carrier: string,
  url: URL,
  init: RequestInit,
  signal: AbortSignal,
  parse: (text: string) => T = parseJson as (text: string) => T,
): Promise<HttpAnswer<T>> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal });
    text = await response.text();
  } catch {
    throw new CarrierUnavailable(carrier, signal.aborted ? 'timeout' : 'network', true);
  }
  return { status: response.status, body: parse(text), retryAfter: response.headers.get('retry-after') };
}

/** The answer's JSON, or undefined for an empty or non-JSON body (an HTML error page of a proxy). */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
