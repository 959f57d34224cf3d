export * from './shipping.module';
export * from './shipping.messages';
export * from './shipping.config';
export { CatalogueCache } from './catalogue/cache/catalogue.cache';
export { DEMO_CONSIGNMENT_MAX, DemoPurge, NightlyPurge } from './purge';
export { ApplyCarrierStatusCommand, ApplyCarrierStatusesCommand, signWebhookBody } from './carrier-status';
export type { ApplyResult } from './carrier-status';
