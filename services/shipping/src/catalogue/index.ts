import { CatalogueCache } from './cache/catalogue.cache';
import { catalogueMigrations as migrations } from './database/catalogue.migrations';

/** The catalogue (products, options, tariffs) every slice reads from memory, for the shipping module's wiring. */
export const catalogueMigrations = [...migrations];
export const catalogueProviders = [CatalogueCache];
