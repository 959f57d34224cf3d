import { APP_CONFIG, AppConfig, SecretBox } from '@freight/kernel';
import { OweWebhooksWhenEvents } from './application/event-handlers/owe-webhooks-when-events';
import { WebhookClock } from './application/webhook-clock';
import { WebhookDispatcher } from './application/webhook-dispatcher';
import { WebhookSecretsAtRest } from './application/webhook-secrets-at-rest';
import { CreateWebhookEndpointHandler } from './commands/create-webhook-endpoint/create-webhook-endpoint.handler';
import { CreateWebhookEndpointHttpController } from './commands/create-webhook-endpoint/create-webhook-endpoint.http.controller';
import { DeleteWebhookEndpointHandler } from './commands/delete-webhook-endpoint/delete-webhook-endpoint.handler';
import { DeleteWebhookEndpointHttpController } from './commands/delete-webhook-endpoint/delete-webhook-endpoint.http.controller';
import { ResendWebhookDeliveryHandler } from './commands/resend-webhook-delivery/resend-webhook-delivery.handler';
import { ResendWebhookDeliveryHttpController } from './commands/resend-webhook-delivery/resend-webhook-delivery.http.controller';
import { CreateWebhooks1780100000200 } from './database/webhooks.migrations';
import { ListWebhookDeliveriesHandler } from './queries/list-webhook-deliveries/list-webhook-deliveries.handler';
import { ListWebhookDeliveriesHttpController } from './queries/list-webhook-deliveries/list-webhook-deliveries.http.controller';
import { ListWebhookEndpointsHandler } from './queries/list-webhook-endpoints/list-webhook-endpoints.handler';
import { ListWebhookEndpointsHttpController } from './queries/list-webhook-endpoints/list-webhook-endpoints.http.controller';

export { WebhookClock } from './application/webhook-clock';
export { WebhookDispatcher } from './application/webhook-dispatcher';
export { WebhookSecretsAtRest } from './application/webhook-secrets-at-rest';
export { WebhookSender } from './application/webhook-sender';
export { verifySignature, SIGNATURE_HEADER } from './domain/webhook-signature';

/** Members' webhooks (issue 28 item 5), for the customers module's wiring. */
export const webhooksMigrations = [CreateWebhooks1780100000200];
export const webhooksControllers = [
  ListWebhookEndpointsHttpController,
  CreateWebhookEndpointHttpController,
  DeleteWebhookEndpointHttpController,
  ListWebhookDeliveriesHttpController,
  ResendWebhookDeliveryHttpController,
];
export const webhooksProviders = [
  WebhookClock,
  WebhookSecretsAtRest,
  { provide: SecretBox, inject: [APP_CONFIG], useFactory: (config: AppConfig) => SecretBox.of(config) },
  WebhookDispatcher,
  OweWebhooksWhenEvents,
  CreateWebhookEndpointHandler,
  DeleteWebhookEndpointHandler,
  ResendWebhookDeliveryHandler,
  ListWebhookEndpointsHandler,
  ListWebhookDeliveriesHandler,
];
