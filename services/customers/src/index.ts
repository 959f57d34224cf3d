export * from './customers.module';
export * from './customers.config';
export * from './customers.messages';
export { DemoInsightsSeed } from './insights/seed/demo-insights.seed';
export { WebhookClock, WebhookDispatcher, WebhookSecretsAtRest, WebhookSender, verifySignature, SIGNATURE_HEADER } from './webhooks';
