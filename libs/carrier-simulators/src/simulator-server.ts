import { randomUUID } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What a simulator can be told to do instead of answering normally. */
export type Failure =
  /** An access token the carrier no longer accepts: 401 in the carrier's own error shape. */
  | { kind: 'expired-token' }
  /** A validation error in the carrier's own format (the request itself is fine). */
  | { kind: 'validation'; message?: string }
  /** 429 with Retry-After (seconds). */
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** 500 or 503 (503 with Retry-After when given). */
  | { kind: 'server-error'; status: 500 | 503; retryAfterSeconds?: number }
  /** Never answers (until the simulator closes or `release()` is called). */
  | { kind: 'hang' }
  /** Answers normally after `ms`. */
  | { kind: 'slow'; ms: number }
  /** Books normally but answers 500: the outcome is unknown to the caller, the shipment exists. */
  | { kind: 'booked-then-error' };

/** One request a simulator received, after authentication. */
export interface Received {
  operation: string;
  method: string;
  path: string;
  /** The shipper's reference the request names (booking and look-up calls), else null. */
  reference: string | null;
  body: unknown;
  at: Date;
}

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  contentType?: string;
}

/** A route's handler: the parsed JSON body, the query, the path's captures. */
export type Handler = (call: { body: unknown; query: URLSearchParams; params: string[]; headers: IncomingMessage['headers'] }) => Answer;

interface Route {
  method: string;
  pattern: RegExp;
  operation: string;
  /** Routes that need no scripted failure applied (the token endpoint has its own). */
  scripted: boolean;
  handle: Handler;
  reference?: (body: unknown, params: string[]) => string | null;
  /** Further condition to take the route (a SOAP service's one path: the SOAPAction header names the operation). */
  match?: (headers: IncomingMessage['headers']) => boolean;
}

/**
 * The HTTP side every carrier simulator shares: routes, scripted failures (once, n times or until cleared),
 * what was received, and a close that also ends hanging requests. Listens on 127.0.0.1 only.
 */
export abstract class SimulatorServer {
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly hanging = new Set<ServerResponse>();
  private readonly routes: Route[] = [];
  private readonly script: Array<{ operation: string | null; failure: Failure }> = [];
  private persistent: { operation: string | null; failure: Failure } | null = null;
  readonly received: Received[] = [];
  private url = '';

  protected constructor(readonly name: string) {
    this.server = createServer((req, res) => void this.dispatch(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  /** Listens on 127.0.0.1 (port 0: any free port); the base URL then is `baseUrl`. */
  async listen(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  get baseUrl(): string {
    return this.url;
  }

  async close(): Promise<void> {
    this.release();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next `times` calls of `operation` (any operation when null) fail so. */
  failNext(failure: Failure, times = 1, operation: string | null = null): void {
    for (let i = 0; i < times; i++) this.script.push({ operation, failure });
  }

  /** Every call of `operation` (any when null) fails so until `recover()`. */
  failAlways(failure: Failure, operation: string | null = null): void {
    this.persistent = { operation, failure };
  }

  recover(): void {
    this.persistent = null;
    this.script.length = 0;
  }

  /** Ends hanging requests by destroying their connections (what a carrier's timeout looks like). */
  release(): void {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
  }

  /** How many booking calls named `reference` (created shipments only: calls that were refused or failed before booking do not count). */
  abstract shipmentsFor(reference: string): number;

  protected route(
    method: string,
    pattern: RegExp,
    operation: string,
    handle: Handler,
    options: Partial<Pick<Route, 'scripted' | 'reference' | 'match'>> = {},
  ): void {
    this.routes.push({
      method,
      pattern,
      operation,
      handle,
      scripted: options.scripted ?? true,
      reference: options.reference,
      match: options.match,
    });
  }

  /** Null when the caller may go on; else the carrier's 401 answer. `body` for carriers whose credentials travel in it (SOAP). */
  protected abstract authenticate(req: IncomingMessage, operation: string, body: unknown): Answer | null;

  /** The failure's answer in the carrier's own format. */
  protected abstract failureAnswer(failure: Exclude<Failure, { kind: 'hang' | 'slow' | 'booked-then-error' }>, operation: string): Answer;

  private takeFailure(operation: string): Failure | null {
    const index = this.script.findIndex((s) => s.operation === null || s.operation === operation);
    if (index >= 0) return this.script.splice(index, 1)[0].failure;
    if (this.persistent && (this.persistent.operation === null || this.persistent.operation === operation)) return this.persistent.failure;
    return null;
  }

  private async dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const raw = await readBody(req);
    const route = this.routes.find((r) => r.method === req.method && r.pattern.test(url.pathname) && (r.match?.(req.headers) ?? true));
    if (!route) return send(res, { status: 404, body: { message: `no such resource: ${req.method} ${url.pathname}` } });
    const params = route.pattern.exec(url.pathname)!.slice(1).map(decodeURIComponent);
    let body: unknown = undefined;
    if (raw.length) {
      const type = req.headers['content-type'] ?? '';
      if (type.includes('json')) {
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          return send(res, this.failureAnswer({ kind: 'validation', message: 'Malformed JSON' }, route.operation));
        }
      } else body = raw.toString('utf8');
    }
    const denied = this.authenticate(req, route.operation, body);
    if (denied) return send(res, denied);
    let failure = route.scripted ? this.takeFailure(route.operation) : null;
    if (failure?.kind === 'expired-token') return send(res, this.failureAnswer(failure, route.operation));
    this.received.push({
      operation: route.operation,
      method: req.method ?? '',
      path: url.pathname,
      reference: route.reference?.(body, params) ?? null,
      body,
      at: new Date(),
    });
    if (failure?.kind === 'hang') {
      this.hanging.add(res);
      res.on('close', () => this.hanging.delete(res));
      return;
    }
    if (failure?.kind === 'slow') {
      const ms = failure.ms;
      await new Promise((resolve) => setTimeout(resolve, ms));
      failure = null;
    }
    if (failure && failure.kind !== 'booked-then-error') return send(res, this.failureAnswer(failure, route.operation));
    const answer = route.handle({ body, query: url.searchParams, params, headers: req.headers });
    if (failure?.kind === 'booked-then-error') return send(res, this.failureAnswer({ kind: 'server-error', status: 500 }, route.operation));
    send(res, answer);
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, answer: Answer): void {
  if (res.destroyed) return;
  const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    'content-type': answer.contentType ?? 'application/json',
    'content-length': Buffer.byteLength(text),
    ...answer.headers,
  });
  res.end(text);
}

/** Random digits (identifiers only: not security). */
export function digits(n: number): string {
  let text = '';
  for (let i = 0; i < n; i++) text += Math.floor(Math.random() * 10);
  return text;
}

export const newId = () => randomUUID();

/** A one-page PDF naming the label's identifier, as base64 (a label the simulator can answer without a renderer). */
export function labelPdf(text: string): string {
  const content = `BT /F1 18 Tf 20 120 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1').toString('base64');
}

/** A 4×6 in ZPL label naming the identifier, as base64. */
export function labelZpl(text: string): string {
  return Buffer.from(`^XA^FO50,50^A0N,40,40^FD${text}^FS^FO50,120^BCN,100,Y,N,N^FD${text}^FS^XZ`, 'utf8').toString('base64');
}

/** A 1×1 GIF, as base64: the shape of UPS's GIF labels. */
export const TINY_GIF = 'R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==';
