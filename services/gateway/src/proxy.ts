import fastifyHttpProxy from '@fastify/http-proxy';
import {
  AppConfig,
  AppLogger,
  bearerToken,
  FastifyInstance,
  FastifyReply,
  HealthRegistry,
  JwtKeyStore,
  negotiateLanguage,
  requestContext,
  translate,
  verifyAccessToken,
} from '@freight/kernel';
import { ROUTE_TABLE, ServiceName } from './route-table';

/**
 * Distributed mode: each documented prefix goes to its owning service, same path. A presented
 * token is checked here too, so a forged one never reaches a service; routes without a token pass
 * on, and the service decides whether they are public.
 */
export async function registerProxies(fastify: FastifyInstance, config: AppConfig, keys: JwtKeyStore, logger: AppLogger): Promise<void> {
  const attempts = Math.ceil(config.upstreamWaitMs / UPSTREAM_RETRY_DELAY_MS);
  for (const [service, prefixes] of Object.entries(ROUTE_TABLE) as [ServiceName, readonly string[]][]) {
    const upstream = config.upstreams[service];
    if (!upstream) throw new Error(`${service.toUpperCase()}_URL is required for the gateway`);
    for (const prefix of prefixes) {
      await fastify.register(fastifyHttpProxy, {
        upstream,
        prefix,
        rewritePrefix: prefix,
        http2: false,
        preHandler: async (request, reply) => {
          if (!request.headers.authorization) return;
          if (!verifyAccessToken(bearerToken(request) ?? '', keys, config)) {
            const language = negotiateLanguage(request.headers['accept-language']);
            await reply
              .status(401)
              .send({ statusCode: 401, code: 'AUTH.INVALID_TOKEN', message: translate('AUTH.INVALID_TOKEN', language) });
          }
        },
        replyOptions: {
          // A restarting or draining service: see upstreamRetryDelay.
          retriesCount: attempts,
          retryDelay: ({ err, req, attempt }) => upstreamRetryDelay(req as never, err as { code?: string } | null, attempt, attempts),
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

/** Between attempts at a service that refuses connections; UPSTREAM_WAIT_MS bounds them all (5 s by default). */
export const UPSTREAM_RETRY_DELAY_MS = 250;

/**
 * Whether to try an upstream call again, and after how long (null: answer the error). Only calls without a body:
 * the gateway streams bodies, and a stream read by the failed attempt would go again empty. A refused
 * connection delivered nothing; a reset under a GET or HEAD (a replica closing its connections) is safe to
 * repeat. Anything else answers 503/502 with Retry-After, and the client decides (a booking's Idempotency-Key
 * makes trying again safe).
 */
export function upstreamRetryDelay(
  call: { method: string; headers?: Record<string, unknown>; body?: unknown },
  error: { code?: string } | null | undefined,
  attempt: number,
  attempts: number,
): number | null {
  if (!error || attempt >= attempts || hasBody(call)) return null;
  const code = error.code ?? '';
  if (code === 'ECONNREFUSED') return UPSTREAM_RETRY_DELAY_MS;
  if ((call.method === 'GET' || call.method === 'HEAD') && (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET'))
    return UPSTREAM_RETRY_DELAY_MS;
  return null;
}

function hasBody({ headers = {}, body }: { headers?: Record<string, unknown>; body?: unknown }): boolean {
  if (headers['transfer-encoding']) return true;
  const length = headers['content-length'];
  if (length !== undefined && length !== '0' && length !== 0) return true;
  return body !== undefined && body !== null && body !== '';
}

/** Seconds a client should wait before trying again when a service is down (a restart takes a few). */
export const UPSTREAM_RETRY_AFTER_SECONDS = 5;

/** reply-from's error for a failed upstream call: a status, a code, and the underlying message (internal addresses). */
interface ProxyError {
  statusCode?: number;
  code?: string;
  message?: string;
}

/**
 * A service not reached (refused, no address, connect timeout: nothing happened there) answers 503; one that
 * broke off or answered nonsense, 502. Both in the error shape with Retry-After; the address stays in the log.
 */
export function upstreamFailed(reply: FastifyReply, service: string, error: ProxyError, logger: AppLogger): void {
  const reason = `${error.code ?? ''} ${error.message ?? ''}`;
  const unreachable = error.statusCode === 503 || /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|CONNECT_TIMEOUT|ConnectTimeout/i.test(reason);
  const status = unreachable ? 503 : 502;
  const code = unreachable ? 'HTTP.SERVICE_UNAVAILABLE' : 'HTTP.BAD_GATEWAY';
  logger.warn(
    { upstream: service, status, reason: reason.trim(), method: reply.request.method, route: reply.request.routeOptions.url },
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
  for (const service of Object.keys(ROUTE_TABLE) as ServiceName[]) {
    const upstream = config.upstreams[service];
    if (!upstream) continue;
    health.register(
      `upstream:${service}`,
      async () => {
        const response = await fetch(new URL('/api/health/ready', upstream), { signal: AbortSignal.timeout(1500) });
        if (!response.ok) throw new Error(`status ${response.status}`);
      },
      'detail',
    );
  }
}
