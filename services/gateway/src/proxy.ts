import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  ActiveUsers,
  apiKeyOf,
  ApiKeys,
  AppConfig,
  AppLogger,
  bearerToken,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HealthRegistry,
  JwtKeyStore,
  MessageCode,
  negotiateLanguage,
  requestContext,
  translate,
  UserDirectory,
  verifyAccessToken,
} from '@freight/kernel';
import { ApiKeyTokens } from './api-key-tokens';
import { ROUTE_TABLE, ServiceName } from './route-table';
import { gatewayConfig } from './gateway.config';
import { UpstreamPool } from './upstream-pool';

/** The proxy when the gateway registers its routes: the embedded portal, which has none, does not load it. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const httpProxy = (): typeof import('@fastify/http-proxy') => require('@fastify/http-proxy');

const POOLS = new WeakMap<AppConfig, Map<ServiceName, UpstreamPool>>();

/** Each service's replicas (<SERVICE>_URL), one pool per configuration, watched while the gateway runs. */
export function upstreamPools(config: AppConfig): Map<ServiceName, UpstreamPool> {
  let pools = POOLS.get(config);
  if (!pools) {
    const { upstreams, upstreamPollMs, upstreamsFile } = gatewayConfig.of(config);
    pools = new Map();
    for (const service of Object.keys(ROUTE_TABLE) as ServiceName[]) {
      const urls = upstreams[service];
      if (!urls) continue;
      const pool = new UpstreamPool(service, urls);
      pool.watch(upstreamPollMs, async () => {
        const listed = upstreamsFile ? (await readUpstreamsFile(upstreamsFile))[service] : undefined;
        if (listed) await pool.replace(listed);
      });
      pools.set(service, pool);
    }
    POOLS.set(config, pools);
  }
  return pools;
}

/** UPSTREAMS_FILE's lists by service (`SHIPPING_URL=http://a,http://b`); a file that cannot be read changes nothing. */
async function readUpstreamsFile(path: string): Promise<Partial<Record<ServiceName, string[]>>> {
  const text = await readFile(path, 'utf8').catch(() => '');
  const lists: Partial<Record<ServiceName, string[]>> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z]+)_URL=(.+)$/.exec(line.trim());
    const service = match?.[1].toLowerCase() as ServiceName | undefined;
    if (!match || !service || !(service in ROUTE_TABLE)) continue;
    const urls = match[2].split(',').map((url) => url.trim());
    if (urls.every((url) => URL.canParse(url))) lists[service] = urls;
  }
  return lists;
}

/** How long the gateway waits for auth to say whether a token's user exists before letting the signature stand. */
export const USER_CHECK_TIMEOUT_MS = 2000;

/**
 * Asks the auth service, with the caller's own token, whether its user still exists (GET /api/auth/session: 200 while
 * it does, 401 once it is deleted or deactivated). Anything else (auth restarting, slow) says nothing, and the
 * signature stands for that request: a service down must not sign everyone out.
 */
export function authUserDirectory(authUrl: string, authorization: string, logger: AppLogger): UserDirectory {
  return async () => {
    try {
      const res = await fetch(new URL('/api/auth/session', authUrl), {
        headers: { authorization },
        signal: AbortSignal.timeout(USER_CHECK_TIMEOUT_MS),
      });
      await res.arrayBuffer();
      if (res.status === 200) return true;
      if (res.status === 401) return false;
      logger.warn({ service: 'auth', status: res.status }, 'user check answered neither 200 nor 401; the signature stands');
    } catch {
      logger.warn({ service: 'auth' }, 'user check got no answer; the signature stands');
    }
    return undefined;
  };
}

/**
 * Distributed mode: each documented prefix goes to its owning service, same path. A presented
 * token is checked here too, so a forged one never reaches a service, nor one whose user no longer
 * exists (asked of auth, each answer kept ACTIVE_USER_TTL_MS per user); routes without a token pass
 * on, and the service decides whether they are public.
 */
export async function registerProxies(fastify: FastifyInstance, config: AppConfig, keys: JwtKeyStore, logger: AppLogger): Promise<void> {
  const { upstreamWaitMs } = gatewayConfig.of(config);
  const users = new ActiveUsers();
  const attempts = Math.ceil(upstreamWaitMs / UPSTREAM_RETRY_DELAY_MS);
  const pools = upstreamPools(config);
  const auth = pools.get('auth');
  const keyTokens = new ApiKeyTokens(() => auth?.pick(), logger);
  // Calls per key per minute, counted where every key's call passes (each replica of the gateway for its own).
  const apiKeys = new ApiKeys();
  fastify.addHook('onClose', async () => pools.forEach((pool) => pool.stop()));
  streamTextBodies(fastify);
  const fastifyHttpProxy = httpProxy();
  for (const [service, prefixes] of Object.entries(ROUTE_TABLE) as [ServiceName, readonly string[]][]) {
    const pool = pools.get(service);
    if (!pool) throw new Error(`${service.toUpperCase()}_URL is required for the gateway`);
    for (const prefix of prefixes) {
      await fastify.register(fastifyHttpProxy, {
        // Each call's replica comes from getUpstream; a retry may go to another (retryDelay).
        upstream: '',
        prefix,
        rewritePrefix: prefix,
        http2: false,
        preHandler: async (request, reply) => {
          const authorization = request.headers.authorization;
          const key = apiKeyOf(authorization);
          const token = key ? await keyTokens.token(key) : (bearerToken(request) ?? '');
          if (token === undefined) return refuse(request, reply, 503, 'HTTP.SERVICE_UNAVAILABLE', UPSTREAM_RETRY_AFTER_SECONDS);
          const principal = authorization && token ? verifyAccessToken(token, keys, config) : undefined;
          // An exchanged key's user was checked by the exchange itself, just now.
          if (
            authorization &&
            (!principal ||
              (!key && auth && !(await users.isActive(principal.userId, authUserDirectory(auth.pick(), authorization, logger)))))
          )
            return refuse(request, reply, 401, 'AUTH.INVALID_TOKEN');
          if (principal?.apiKey) {
            const retryAfterSeconds = apiKeys.take(principal.apiKey.id);
            if (retryAfterSeconds !== undefined) return refuse(request, reply, 429, 'HTTP.RATE_LIMITED', retryAfterSeconds);
          }
          // The service behind sees the token, never the key.
          if (key) request.headers.authorization = `Bearer ${token}`;
          await holdBody(request, reply);
        },
        replyOptions: {
          getUpstream: () => pool.pick(),
          // A restarting or draining service: see upstreamRetryDelay.
          retriesCount: attempts,
          retryDelay: ({ err, req, attempt }) => {
            const call = req as unknown as UpstreamCall & { url: URL };
            const delay = upstreamRetryDelay(call, err as { code?: string } | null, attempt, attempts);
            if (delay === null) return null;
            // The failed attempt consumed (or broke) its copy of a held body: the next one sends the same bytes afresh.
            call.body = rewind(call.body);
            // The replica that refused or broke off is left out; the call goes to another one at once when one is ready.
            const failed = call.url.origin;
            pool.leaveOut(failed);
            if (!pool.hasOtherReady(failed)) return delay;
            call.url = new URL(`${call.url.pathname}${call.url.search}`, pool.pick(failed));
            return 1;
          },
          onError: (reply, { error }) => upstreamFailed(reply as unknown as FastifyReply, service, error, logger),
          rewriteRequestHeaders: (request, headers) => {
            const context = requestContext.current();
            // The service sees the client, not the gateway: its per-address sign-in limits depend on it.
            return {
              ...headers,
              'x-forwarded-for': request.ip,
              'x-request-id': request.id as string,
              'x-correlation-id': context?.correlationId ?? (request.id as string),
            };
          },
        },
      });
    }
  }
}

/** The error shape, in the caller's language, with Retry-After when the caller may try again later. */
async function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: MessageCode,
  retryAfterSeconds?: number,
): Promise<void> {
  const language = negotiateLanguage(request.headers['accept-language']);
  if (retryAfterSeconds !== undefined) void reply.header('retry-after', String(retryAfterSeconds));
  await reply.status(status).send({ statusCode: status, code, message: translate(code, language) });
}

/**
 * Fastify's own text/plain parser reads a body whole into a string, under the 1 MB body limit, before a proxy
 * sees it: a BgMax file of a few MB was refused 413 here, and bytes that are not UTF-8 (a Latin-1 file) were
 * changed. Without it, text/plain falls to each proxy's catch-all parser, which hands on the client's stream
 * as it arrives, as for every other type but small JSON (holdBody); the service behind bounds and checks it.
 * The gateway's own routes (health, metrics, console) take no text body.
 */
function streamTextBodies(fastify: FastifyInstance): void {
  if (fastify.hasContentTypeParser('text/plain')) fastify.removeContentTypeParser('text/plain');
}

/** Between attempts at a service that refuses connections; UPSTREAM_WAIT_MS bounds them all (5 s by default). */
export const UPSTREAM_RETRY_DELAY_MS = 250;

/**
 * The largest body the gateway holds so it can send it again: JSON (every API body but uploads, which are PDFs
 * or multipart and stream through) whose Content-Length says at most this. Bounded per request, never chunked.
 */
export const HELD_BODY_MAX_BYTES = 64 * 1024;

/** One upstream attempt as reply-from describes it to retryDelay (its headers after rewriteRequestHeaders). */
export interface UpstreamCall {
  method: string;
  headers?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Failures that prove the service never read the request: a refused connection; a reset (RST), which a Node
 * service sends only for a connection it closes with unread data in it (one in its accept queue, or counted idle
 * as it drains); a broken pipe (the request met a socket already closed). The gateway sends one request at a time
 * per connection (no pipelining), so the only unread data a reset can drop is this request.
 */
const UNREAD_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);
/** The connection closed while the answer was awaited: the service may have read the request and acted on it. */
const CLOSED_CODES = new Set(['UND_ERR_SOCKET']);

/**
 * Whether to try an upstream call again, and after how long (null: answer the error). A call the service never
 * read goes again if its body can: none, or one the gateway holds (holdBody). A connection closed before the
 * answer may come after the service acted, so only a GET or HEAD, or a call with an Idempotency-Key (the service
 * answers a repeat with the first answer, as for a client's retry), goes again. A streamed body (an upload, a
 * large or chunked one) never does: its bytes went with the first attempt.
 */
export function upstreamRetryDelay(
  call: UpstreamCall,
  error: { code?: string } | null | undefined,
  attempt: number,
  attempts: number,
): number | null {
  if (!error || attempt >= attempts) return null;
  if (hasBody(call) && heldBytes(call.body) === undefined) return null;
  const code = error.code ?? '';
  if (UNREAD_CODES.has(code)) return UPSTREAM_RETRY_DELAY_MS;
  if (CLOSED_CODES.has(code) && (call.method === 'GET' || call.method === 'HEAD' || isKeyed(call.headers))) return UPSTREAM_RETRY_DELAY_MS;
  return null;
}

function hasBody({ headers = {}, body }: UpstreamCall): boolean {
  if (headers['transfer-encoding']) return true;
  const length = headers['content-length'];
  if (length !== undefined && length !== '0' && length !== 0) return true;
  return body !== undefined && body !== null && body !== '';
}

function isKeyed(headers: Record<string, unknown> = {}): boolean {
  const key = headers['idempotency-key'];
  return typeof key === 'string' && key.length > 0;
}

/** Whether the gateway holds this request's body: JSON, a declared length of 1 byte to HELD_BODY_MAX_BYTES, not chunked. */
export function holdsBody(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers['transfer-encoding'] !== undefined) return false;
  const length = headers['content-length'];
  if (typeof length !== 'string' || !/^\d{1,6}$/.test(length)) return false;
  const bytes = Number(length);
  if (bytes === 0 || bytes > HELD_BODY_MAX_BYTES) return false;
  const type = headers['content-type'];
  return typeof type === 'string' && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type);
}

/** The bytes behind each held body's stream: reply-from sends a stream as it is, where it would re-serialize a Buffer as JSON. */
const HELD = new WeakMap<object, Buffer>();

/** A stream of held bytes that a retry can send again (rewind). */
export function heldBody(bytes: Buffer): Readable {
  const stream = Readable.from([bytes], { objectMode: false });
  HELD.set(stream, bytes);
  return stream;
}

function heldBytes(body: unknown): Buffer | undefined {
  return typeof body === 'object' && body !== null ? HELD.get(body) : undefined;
}

function rewind(body: unknown): unknown {
  const bytes = heldBytes(body);
  return bytes === undefined ? body : heldBody(bytes);
}

/**
 * Reads a small JSON body into memory (holdsBody) in place of the client's stream, so a call that meets a
 * restarting or draining service can go again with the same bytes (a carrier's signature covers them).
 * HTTP framing stops the read at the declared Content-Length.
 */
async function holdBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const source = request.body;
  if (!holdsBody(request.headers) || !(source instanceof Readable)) return;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of source) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  } catch {
    // The client broke its upload off; nothing went upstream.
    const language = negotiateLanguage(request.headers['accept-language']);
    await reply.status(400).send({ statusCode: 400, code: 'HTTP.BAD_REQUEST', message: translate('HTTP.BAD_REQUEST', language) });
    return;
  }
  request.body = heldBody(Buffer.concat(chunks));
}

/** Seconds a client should wait before trying again when a service is down (a restart takes a few). */
export const UPSTREAM_RETRY_AFTER_SECONDS = 5;

/** reply-from's error for a failed upstream call: a status, a code, and the underlying message (internal addresses). */
interface ProxyError {
  statusCode?: number;
  code?: string;
  message?: string;
}

/** The error's text without the internal addresses it names (URLs, host:port, IP addresses): the service's name says which. */
export const withoutAddresses = (text: string): string =>
  text.replace(/(?:https?:\/\/)?(?:\[[0-9a-f:.]+\]|[\w.-]+):\d{1,5}\b/gi, '<address>').replace(/\b\d{1,3}(?:\.\d{1,3}){3}\b/g, '<address>');

/**
 * A service not reached (refused, no address, connect timeout: nothing happened there) answers 503; one that
 * broke off or answered nonsense, 502. Both in the error shape with Retry-After; the log names the service, not its address.
 */
export function upstreamFailed(reply: FastifyReply, service: string, error: ProxyError, logger: AppLogger): void {
  const reason = `${error.code ?? ''} ${error.message ?? ''}`;
  const unreachable = error.statusCode === 503 || /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|CONNECT_TIMEOUT|ConnectTimeout/i.test(reason);
  const status = unreachable ? 503 : 502;
  const code = unreachable ? 'HTTP.SERVICE_UNAVAILABLE' : 'HTTP.BAD_GATEWAY';
  logger.warn(
    {
      upstream: service,
      status,
      reason: withoutAddresses(reason.trim()),
      method: reply.request.method,
      route: reply.request.routeOptions.url,
    },
    'upstream service failed',
  );
  const language = negotiateLanguage(reply.request.headers['accept-language']);
  void reply
    .status(status)
    .header('retry-after', String(UPSTREAM_RETRY_AFTER_SECONDS))
    .header('content-type', 'application/json; charset=utf-8')
    .send({ statusCode: status, code, message: translate(code, language) });
}

/**
 * Each service's readiness as detail: the gateway itself is ready while it runs (a service down answers 503 on
 * its own routes; the rest of the portal works), so a service's outage never takes the gateway out of rotation.
 */
export function registerUpstreamHealth(health: HealthRegistry, config: AppConfig): void {
  health.register('gateway', async () => undefined);
  for (const [service, pool] of upstreamPools(config)) {
    health.register(
      `upstream:${service}`,
      async () => {
        const problems = (await Promise.all(pool.urls.map(replicaProblem))).filter((p): p is string => p !== undefined);
        if (!problems.length) return;
        const replicas = pool.urls.length > 1 ? `${pool.urls.length - problems.length} of ${pool.urls.length} replicas up; ` : '';
        throw new Error(`${replicas}${[...new Set(problems)].join('; ')}`);
      },
      'detail',
    );
  }
}

/**
 * What one replica misses, from its whole report rather than readiness alone: a service that serves without
 * Kafka is degraded, and so is the portal. undefined when it is ok.
 */
async function replicaProblem(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(new URL('/api/health', url), { signal: AbortSignal.timeout(1500) });
    const report = (await response.json().catch(() => ({}))) as { status?: string; checks?: Record<string, string> };
    if (!response.ok) return `status ${response.status}`;
    if (report.status !== 'degraded') return undefined;
    const down = Object.entries(report.checks ?? {}).filter(([, state]) => state !== 'up');
    return down.map(([check]) => check).join(', ') || 'degraded';
  } catch (error) {
    return withoutAddresses((error as Error).message);
  }
}
