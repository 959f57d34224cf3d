export * from './billing.module';
export * from './billing.messages';
