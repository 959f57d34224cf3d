export * from './shipping.module';
export { CatalogueCache } from './freight-services/catalogue-cache/catalogue.cache';
export { NightlyPurge } from './purge';
export { signWebhookBody } from './carrier-status';
