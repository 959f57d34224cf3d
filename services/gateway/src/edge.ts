import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { AppConfig, FastifyInstance, negotiateLanguage, renderError } from '@freight/kernel';
import { NotFoundException } from '@nestjs/common';

/** Per client address, in front of everything but health (orchestrators poll it). */
export async function registerRateLimit(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  await fastify.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => request.url.startsWith('/api/health'),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, code: 'HTTP.RATE_LIMITED', ttl: context.ttl }),
  });
}

export function consoleDirectory(config: AppConfig): string {
  return config.consoleDir ?? resolve(__dirname, '../../../console/dist');
}

/**
 * The console's built files at /, and its client-side routes (/shipment/price, /sso/KEY...) answered
 * with index.html. Unknown /api paths still get the JSON 404.
 */
export async function registerConsole(fastify: FastifyInstance, config: AppConfig): Promise<boolean> {
  const root = consoleDirectory(config);
  if (!existsSync(join(root, 'index.html'))) return false;
  await fastify.register(fastifyStatic, { root, wildcard: false, index: ['index.html'], cacheControl: true, maxAge: '1h' });
  fastify.get('/*', (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) {
      const rendered = renderError(new NotFoundException(`Cannot GET ${path}`), negotiateLanguage(request.headers['accept-language']), path);
      return reply.status(rendered.status).send(rendered.body);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  });
  return true;
}
