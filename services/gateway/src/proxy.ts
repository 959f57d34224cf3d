import fastifyHttpProxy from '@fastify/http-proxy';
import { AppConfig, bearerToken, FastifyInstance, HealthRegistry, JwtKeyStore, negotiateLanguage, requestContext, translate, verifyAccessToken } from '@freight/kernel';
import { ROUTE_TABLE, ServiceName } from './route-table';

/**
 * Distributed mode: each documented prefix goes to its owning service, same path. A presented
 * token is checked here too, so a forged one never reaches a service; routes without a token pass
 * on, and the service decides whether they are public.
 */
export async function registerProxies(fastify: FastifyInstance, config: AppConfig, keys: JwtKeyStore): Promise<void> {
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
            await reply.status(401).send({ statusCode: 401, code: 'AUTH.INVALID_TOKEN', message: translate('AUTH.INVALID_TOKEN', language) });
          }
        },
        replyOptions: {
          rewriteRequestHeaders: (request, headers) => {
            const context = requestContext.current();
            // The service sees the client, not the gateway: its per-address sign-in limits depend on it.
            return { ...headers, 'x-forwarded-for': request.ip, 'x-request-id': request.id as string, 'x-correlation-id': context?.correlationId ?? (request.id as string) };
          },
        },
      });
    }
  }
}

/** The gateway is ready when every service it routes to is. */
export function registerUpstreamHealth(health: HealthRegistry, config: AppConfig): void {
  for (const service of Object.keys(ROUTE_TABLE) as ServiceName[]) {
    const upstream = config.upstreams[service];
    if (!upstream) continue;
    health.register(`upstream:${service}`, async () => {
      const response = await fetch(new URL('/api/health', upstream), { signal: AbortSignal.timeout(1500) });
      if (!response.ok) throw new Error(`status ${response.status}`);
    });
  }
}
