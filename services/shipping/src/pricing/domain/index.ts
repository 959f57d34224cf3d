/** The pricing domain: pure functions over the freight types of shared/freight (no NestJS, no I/O). */
export * from '../../shared/freight/freight.types';
export * from '../../shared/freight/money';
export * from '../../shared/freight/goods-rules';
export * from './insurance';
export * from '../../shared/freight/zones';
export * from './option-format';
export * from './reasons';
export * from './price-consignment';
export * from './service-options';
export * from './transaction-fee';
