export * from './shipping.module';
export { CatalogueCache } from './freight-services/catalogue-cache/catalogue.cache';
