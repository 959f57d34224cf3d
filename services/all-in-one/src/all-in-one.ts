import { AuthModule } from '@freight/auth';
import { BillingModule } from '@freight/billing';
import { ClaimsModule } from '@freight/claims';
import { ContactsModule } from '@freight/contacts';
import { ContentModule } from '@freight/content';
import { CustomersModule } from '@freight/customers';
import { registerConsole, registerRateLimit, registerSecurityHeaders } from '@freight/gateway';
import { AppConfig } from '@freight/kernel';
import { EventTransport } from '@freight/messaging';
import { RunningService, setupOpenApi, startService } from '@freight/runtime';
import { ShippingModule } from '@freight/shipping';

export const SERVICE_MODULES = [AuthModule, CustomersModule, ShippingModule, ContactsModule, ClaimsModule, BillingModule, ContentModule];

export interface EmbeddedOptions {
  config: AppConfig;
  transport?: EventTransport;
  listen?: boolean;
  /** After a signal's drain, before the exit. */
  afterShutdown?: () => Promise<void>;
}

/**
 * Every service module and the gateway's edge (rate limits, console, OpenAPI) in one process.
 * Routing is in-process: each service's controllers answer their own /api prefixes directly.
 */
export function startEmbedded({ config, transport, listen, afterShutdown }: EmbeddedOptions): Promise<RunningService> {
  return startService({
    name: 'all-in-one',
    modules: SERVICE_MODULES,
    config,
    keys: 'ensure',
    transport,
    listen,
    afterShutdown,
    configureFastify: async (fastify, cfg) => {
      registerSecurityHeaders(fastify);
      await registerRateLimit(fastify, cfg);
      await registerConsole(fastify, cfg);
    },
    afterCreate: (app) => {
      setupOpenApi(app, 'Frakt API');
    },
  });
}
