import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { AppConfig, FastifyInstance, negotiateLanguage, renderError } from '@freight/kernel';
import { NotFoundException } from '@nestjs/common';
import { gatewayConfig } from './gateway.config';

/**
 * The console is built to need only its own origin: scripts and connections to 'self'; styles inline as
 * well, since MUI's emotion injects <style> elements at run time; images also as data: URLs.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** On every answer, /api and console alike; HSTS only when the request came over TLS (directly or via a trusted proxy). */
export function registerSecurityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
}

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
  return gatewayConfig.of(config).consoleDir ?? resolve(__dirname, '../../../console/dist');
}

/** Paths orchestrators and scrapers probe by habit; this portal answers /api/health/*, /metrics, never these. */
const OPERATIONAL_PATHS = new Set([
  '/healthz',
  '/readyz',
  '/livez',
  '/health',
  '/ready',
  '/live',
  '/status',
  '/metrics',
  '/actuator',
  '/actuator/health',
  '/actuator/prometheus',
]);

/**
 * The console's built files at /, and its client-side routes (/shipment/price, /sso/KEY...) answered
 * with index.html. Unknown /api paths still get the JSON 404.
 */
export async function registerConsole(fastify: FastifyInstance, config: AppConfig): Promise<boolean> {
  const root = consoleDirectory(config);
  if (!existsSync(join(root, 'index.html'))) return false;
  await fastify.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    cacheControl: false,
    // The console build writes .br and .gz beside each text asset (console/scripts/precompress.mjs).
    preCompressed: true,
    // Hashed assets never change under their name; index.html names the current ones, so it is revalidated.
    setHeaders: (reply, path) =>
      void reply.header('cache-control', /index\.html(\.br|\.gz)?$/.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable'),
  });
  fastify.get('/*', (request, reply) => {
    const path = request.url.split('?')[0];
    // An operational path a probe or scraper might try must not get the console's HTML with 200.
    if (path === '/api' || path.startsWith('/api/') || OPERATIONAL_PATHS.has(path.replace(/\/+$/, ''))) {
      const rendered = renderError(
        new NotFoundException(`Cannot GET ${path}`),
        negotiateLanguage(request.headers['accept-language']),
        path,
      );
      return reply.status(rendered.status).send(rendered.body);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  });
  return true;
}
