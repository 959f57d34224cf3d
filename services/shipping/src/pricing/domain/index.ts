/** The pricing domain: pure functions over the types of pricing.types.ts (no NestJS, no I/O). */
export * from './pricing.types';
export * from './money';
export * from './goods-rules';
export * from './insurance';
export * from './zones';
export * from './option-format';
export * from './reasons';
export * from './price-consignment';
export * from './service-options';
