import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, LookupFunction } from 'node:net';
import { isPublicAddress } from '../domain/target-address';

/** How long a receiver has to answer; past it the attempt counts as failed and is retried later. */
export const SEND_TIMEOUT_MS = 10_000;
/** A receiver's answer is read this far only (and thrown away): it is the status that counts. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** What one attempt came to: the receiver's status, or why there was none (a code, never the receiver's text). */
export interface SendOutcome {
  ok: boolean;
  status?: number;
  error?: 'FORBIDDEN_ADDRESS' | 'UNRESOLVED' | 'REDIRECT_NOT_FOLLOWED' | 'TIMEOUT' | 'CONNECTION' | 'BAD_URL';
}

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Posts a signed body to a member's endpoint. Where private targets are denied, the host's name is resolved
 * here, every address it resolves to must be public (a name answering one public and one private address is
 * refused: which one a connection would use is not ours to choose), and the connection goes to the address
 * that was checked (the request's own lookup answers it), so a second resolution cannot swap in another
 * (DNS rebinding). A redirect is an answer, never followed: it would lead to a target nobody checked.
 */
export class WebhookSender {
  constructor(
    private readonly allowPrivateTargets: boolean,
    private readonly resolve: Resolve = systemResolve,
  ) {}

  /** Whether `url` may be delivered to now: its addresses, checked as a delivery would check them. */
  async target(url: string): Promise<{ url: URL; address: string; family: number } | SendOutcome> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return { ok: false, error: 'BAD_URL' };
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { ok: false, error: 'BAD_URL' };
    const hostname = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: { address: string; family: number }[];
    if (isIP(hostname)) addresses = [{ address: hostname, family: isIP(hostname) }];
    else {
      try {
        addresses = await this.resolve(hostname);
      } catch {
        return { ok: false, error: 'UNRESOLVED' };
      }
    }
    if (addresses.length === 0) return { ok: false, error: 'UNRESOLVED' };
    if (!this.allowPrivateTargets && addresses.some(({ address }) => !isPublicAddress(address)))
      return { ok: false, error: 'FORBIDDEN_ADDRESS' };
    return { url: parsed, ...addresses[0] };
  }

  async send(url: string, body: string, headers: Record<string, string>): Promise<SendOutcome> {
    const target = await this.target(url);
    if ('ok' in target) return target;
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if ((options as { all?: boolean }).all)
        (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
      else callback(null, target.address, target.family);
    };
    const request = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<SendOutcome>((resolve) => {
      const req = request(
        target.url,
        {
          method: 'POST',
          lookup: pinned,
          // A fresh connection per attempt: a pooled one could have been opened to an address checked under another rule.
          agent: false,
          timeout: SEND_TIMEOUT_MS,
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'Frakt-Webhooks/1',
            ...headers,
          },
        },
        (res: IncomingMessage) => {
          let read = 0;
          res.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) res.destroy();
          });
          const status = res.statusCode ?? 0;
          const done = () =>
            resolve(
              status >= 200 && status < 300
                ? { ok: true, status }
                : { ok: false, status, ...(status >= 300 && status < 400 ? { error: 'REDIRECT_NOT_FOLLOWED' as const } : {}) },
            );
          res.on('end', done);
          res.on('close', done);
          res.on('error', done);
        },
      );
      req.on('timeout', () => {
        req.destroy();
        resolve({ ok: false, error: 'TIMEOUT' });
      });
      req.on('error', () => resolve({ ok: false, error: 'CONNECTION' }));
      req.end(body);
    });
  }
}
