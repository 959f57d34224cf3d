export * from './customers.module';
export * from './customers.config';
export * from './customers.messages';
export { WebhookClock, WebhookDispatcher, WebhookSecretsAtRest, WebhookSender, verifySignature, SIGNATURE_HEADER } from './webhooks';
