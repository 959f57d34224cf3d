export * from './billing.module';
export * from './billing.messages';
export * from './billing.config';
