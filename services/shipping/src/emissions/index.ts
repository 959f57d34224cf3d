/** Climate impact per offer and booking (issue 33): the pure calculation and its wire shape. */
export * from './domain/emission-factors';
export * from './domain/estimate-emission';
export * from './domain/emission-text';
export * from './emission.response';
export { EMISSION_SCHEMA } from './emission.openapi';
