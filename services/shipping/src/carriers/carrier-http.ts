import http from 'node:http';
import https from 'node:https';
import { CarrierUnavailable } from './carrier-errors';

/** A carrier's answer as its client hands it to the connector: status, parsed body (JSON unless told otherwise), Retry-After. */
export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
  retryAfter: string | null;
}

/** What a carrier client sends: the carriers' APIs take a method, plain headers and a text body (JSON, a form, SOAP). */
export interface CarrierRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** Far above any label set a carrier answers with; past it the answer is not read on (the carrier's state is unknown). */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

// Connections kept between calls, per protocol: node's own client costs a third of fetch's CPU per call (issue 30
// profile of `book`: fetch was 15 % of a booking's busy time, two carrier calls each).
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/**
 * One HTTP exchange with a carrier, for the carrier clients (the only code that does HTTP). Aborted (our
 * time-out), or a connection that failed or broke before the whole answer was read: whether the carrier acted
 * is unknown, so the error says so.
 */
export async function requestCarrier<T = unknown>(
  carrier: string,
  url: URL,
  request: CarrierRequest,
  signal: AbortSignal,
  parse: (text: string) => T = parseJson as (text: string) => T,
): Promise<HttpAnswer<T>> {
  let answer: { status: number; text: string; retryAfter: string | null };
  try {
    answer = await exchange(url, request, signal);
  } catch {
    throw new CarrierUnavailable(carrier, signal.aborted ? 'timeout' : 'network', true);
  }
  return { status: answer.status, body: parse(answer.text), retryAfter: answer.retryAfter };
}

function exchange(url: URL, { method, headers, body }: CarrierRequest, signal: AbortSignal) {
  return new Promise<{ status: number; text: string; retryAfter: string | null }>((resolve, reject) => {
    const protocol = url.protocol === 'https:' ? https : http;
    const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
    const sent = body === undefined ? undefined : Buffer.from(body, 'utf8');
    const outgoing = protocol.request(
      url,
      { method, agent, signal, headers: sent ? { ...headers, 'content-length': String(sent.length) } : headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) incoming.destroy(new Error('answer too large'));
          else chunks.push(chunk);
        });
        incoming.on('error', reject);
        // A connection closed before the answer's end: `aborted` says so and no 'end' comes.
        incoming.on('close', () => {
          if (!incoming.complete) reject(new Error('answer cut short'));
        });
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            retryAfter: headerValue(incoming.headers['retry-after']),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(sent);
  });
}

const headerValue = (value: string | string[] | undefined): string | null => (Array.isArray(value) ? value.join(', ') : (value ?? null));

/** The answer's JSON, or undefined for an empty or non-JSON body (an HTML error page of a proxy). */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
