export { WebhooksCard } from './WebhooksCard';
export { webhookDeliveriesResource, webhooksResource } from './resource';
export { webhookMessages } from './messages';
