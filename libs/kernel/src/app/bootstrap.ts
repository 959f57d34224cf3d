import { randomUUID } from 'node:crypto';
import { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { auditStateChangingRoutes } from '../audit/audited-routes';
import { AppConfig } from '../config/app-config';
import { requestContext } from '../context/request-context';
import { DomainError } from '../errors/domain-error';
import { renderError } from '../errors/render-error';
import { negotiateLanguage } from '../i18n/language';
import { KernelModule } from '../kernel.module';
import { AppLogger, NestPinoLogger } from '../logging/logger';
import { DEFAULT_JSON_LIMITS, findJsonShapeProblem, hasForbiddenCharacters } from '../http/json-limits';

export const API_PREFIX = 'api';
const REQUEST_ID = /^[\w.:-]{8,128}$/;

/** Routes whose bodies are a few fields: a bigger body is refused before it is read whole. */
const SMALL_BODY_ROUTES = [`/${API_PREFIX}/auth/`];
export const SMALL_BODY_LIMIT_BYTES = 8 * 1024;

export interface HttpAppOptions {
  logger: AppLogger;
  trustProxy?: boolean | number | string;
  bodyLimitBytes?: number;
  /** False for the distributed gateway: it streams bodies to the services untouched (and its proxy brings its own parser). */
  parseJson?: boolean;
  /** Lets the gateway register proxies, static files and rate limits before Nest's routes. */
  configureFastify?: (fastify: FastifyInstance) => Promise<void> | void;
}

/**
 * Every process builds its HTTP app here, so request ids, language, error shape and body limits
 * are the same whether a service runs alone or inside the embedded process.
 */
export async function createHttpApp(rootModule: Type<unknown> | DynamicModule, options: HttpAppOptions): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: options.bodyLimitBytes ?? 1024 * 1024,
    trustProxy: options.trustProxy ?? 'loopback',
    // The spec's paths are written both ways (/consignment/template/, /agreementno/1/?supplierId=).
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    logger: false,
    // While closing, a request on a connection still open is served (with Connection: close), not refused with 503.
    return503OnClosing: false,
  });
  const fastify = adapter.getInstance();

  fastify.addHook('onRequest', (request, reply, done) => {
    const correlation = request.headers['x-correlation-id'];
    const context = requestContext.fresh({
      requestId: request.id,
      correlationId: typeof correlation === 'string' && REQUEST_ID.test(correlation) ? correlation : request.id,
      language: negotiateLanguage(request.headers['accept-language']),
    });
    void reply.header('x-request-id', context.requestId);
    requestContext.run(context, done);
  });

  // A NUL or a lone surrogate in the path or query (raw, or escaped in a JSON filter) would reach PostgreSQL,
  // which refuses it (500): refused here instead.
  // Answered here: before routing, Nest's error filter does not see what a hook raises.
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!hasForbiddenUrl(request.url)) return done();
    const rendered = renderError(
      new DomainError('invalid', 'VALIDATION.INVALID_FORMAT'),
      negotiateLanguage(request.headers['accept-language']),
    );
    void reply.status(rendered.status).send(rendered.body);
  });
  fastify.addHook('onRoute', (route) => {
    if (route.bodyLimit === undefined && SMALL_BODY_ROUTES.some((prefix) => route.url.startsWith(prefix)))
      route.bodyLimit = SMALL_BODY_LIMIT_BYTES;
  });

  // Nest maps parser failures to a bare 400; our own JSON parser raises the catalogue's error instead.
  if (options.parseJson !== false) registerJsonParser(fastify);

  if (options.configureFastify) await options.configureFastify(fastify);

  await auditStateChangingRoutes(rootModule, KernelModule);
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    logger: new NestPinoLogger(options.logger),
    bufferLogs: false,
    // Our JSON parser (above) stays; Nest would register its own on top.
    bodyParser: false,
    abortOnError: false,
  });
  // No enableShutdownHooks: signals are the runtime's (startService), which drains before closing.
  app.setGlobalPrefix(API_PREFIX);
  return app;
}

export async function listen(app: INestApplication, config: AppConfig, logger: AppLogger): Promise<string> {
  await app.listen(config.port, config.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  logger.info({ url }, 'listening');
  return url;
}

/** A request whose route has @RouteConfig({ rawBody: true }): the JSON body's text exactly as received. */
export type RawBodyRequest = FastifyRequest & { rawBody?: string };

function hasForbiddenUrl(url: string): boolean {
  if (/%00/i.test(url)) return true;
  if (!url.includes('%') && !url.includes('\\')) return false;
  try {
    return hasForbiddenCharacters(decodeURIComponent(url));
  } catch {
    // Not UTF-8 once decoded (an encoded lone surrogate among others): Fastify answers it; nothing to add.
    return false;
  }
}

function registerJsonParser(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // Signed webhooks verify the body as sent; only routes that ask (@RouteConfig({ rawBody: true })) keep them.
    if ((request.routeOptions.config as { rawBody?: boolean } | undefined)?.rawBody) (request as RawBodyRequest).rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    // Shape bounds before parsing: a key flood or deep nesting would cost the validation pipe seconds.
    if (findJsonShapeProblem(text, DEFAULT_JSON_LIMITS)) {
      return done(new DomainError('invalid', 'VALIDATION.INVALID_FORMAT'), undefined);
    }
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new DomainError('invalid', 'HTTP.MALFORMED_JSON'), undefined);
    }
  });
}
