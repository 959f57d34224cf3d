import { createLogger, HealthRegistry, loadConfig } from '@freight/kernel';
import { baseDocument, mergeDocuments, setupOpenApi, startService } from '@freight/runtime';
import { OpenAPIObject } from '@nestjs/swagger';
import { registerConsole, registerRateLimit, registerSecurityHeaders } from './edge';
import { registerProxies, registerUpstreamHealth, upstreamPools } from './proxy';
import { ROUTE_TABLE, ServiceName } from './route-table';

/** Distributed mode: the gateway as its own process in front of the services. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'gateway');
  let merged: OpenAPIObject | undefined;
  await startService({
    name: 'gateway',
    modules: [],
    config,
    logger,
    keys: 'load',
    messaging: false,
    parseJson: false,
    configureFastify: async (fastify, cfg, keys) => {
      registerSecurityHeaders(fastify);
      await registerRateLimit(fastify, cfg);
      await registerProxies(fastify, cfg, keys, logger);
      await registerConsole(fastify, cfg);
    },
    afterCreate: (app, cfg) => {
      registerUpstreamHealth(app.get(HealthRegistry), cfg);
      setupOpenApi(app, 'Frakt API', () => merged);
    },
  });
  const refreshDocs = async () => {
    const parts = await Promise.all(
      (Object.keys(ROUTE_TABLE) as ServiceName[]).map(async (service) => {
        const upstream = upstreamPools(config).get(service)?.pick();
        const response = upstream ? await fetch(new URL('/api/docs-json', upstream)).catch(() => undefined) : undefined;
        return response?.ok ? ((await response.json()) as OpenAPIObject) : undefined;
      }),
    );
    merged = mergeDocuments(
      baseDocument('Frakt API') as OpenAPIObject,
      parts.filter((p): p is OpenAPIObject => Boolean(p)),
    );
  };
  void refreshDocs();
  setInterval(() => void refreshDocs(), 30_000).unref();
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
