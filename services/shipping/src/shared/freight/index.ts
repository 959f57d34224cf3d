/** The freight vocabulary every shipping slice shares: products and goods, their rules, zones and money. */
export * from './freight.types';
export * from './goods-rules';
export * from './money';
export * from './zones';
