import { AppConfig, AppLogger, createLogger, HealthRegistry } from '@freight/kernel';
import { RunningService, startService } from '@freight/runtime';
import { registerConsole } from '../src/edge';
import { registerProxies, registerUpstreamHealth } from '../src/proxy';

/**
 * The gateway as main.ts starts it, for tests in front of fake services: its proxies and upstream health, and
 * the console's routes when asked. Without main.ts's rate limit and headers, which tests of their own cover.
 */
export function startTestGateway(
  config: AppConfig,
  options: { logger?: AppLogger; console?: boolean; health?: boolean } = {},
): Promise<RunningService> {
  const logger = options.logger ?? createLogger('error', 'gateway');
  return startService({
    name: 'gateway',
    modules: [],
    config,
    logger,
    keys: 'load',
    messaging: false,
    parseJson: false,
    configureFastify: async (fastify, cfg, keys) => {
      await registerProxies(fastify, cfg, keys, logger);
      if (options.console) await registerConsole(fastify, cfg);
    },
    afterCreate: (app, cfg) => {
      if (options.health !== false) registerUpstreamHealth(app.get(HealthRegistry), cfg);
    },
  });
}
