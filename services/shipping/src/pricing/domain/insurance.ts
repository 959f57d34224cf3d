import {
  INSURANCE_MAX_GOODS_VALUE_ORE,
  INSURANCE_MIN_GOODS_VALUE_ORE,
  INSURANCE_MIN_PREMIUM_ORE,
  INSURANCE_RATE_BASIS_POINTS,
} from '@freight/reference-data';
import { percentOfOre } from '../../shared/freight/money';
import type { Reason } from '../../shared/freight/freight.types';

/**
 * Transport insurance (spec sections 5 and 9): the premium is 0.75 % of the goods value, at least
 * SEK 65; the goods value is required when insurance is chosen and lies within SEK 1 000 – 1 000 000.
 */

/** The premium in öre: 0.75 % of the goods value (rounded half up to whole öre), never under 6 500 öre. */
export function insurancePremiumOre(goodsValueOre: number): number {
  const value = Number.isFinite(goodsValueOre) && goodsValueOre > 0 ? goodsValueOre : 0;
  return Math.max(INSURANCE_MIN_PREMIUM_ORE, percentOfOre(value, INSURANCE_RATE_BASIS_POINTS));
}

/** The limits as the messages show them, in whole SEK. */
const MIN_LIMIT = String(INSURANCE_MIN_GOODS_VALUE_ORE / 100);
const MAX_LIMIT = String(INSURANCE_MAX_GOODS_VALUE_ORE / 100);

/**
 * What is wrong with the goods value of an insured consignment: nothing (`[]`), or one reason —
 * missing → VALIDATION.REQUIRED; not a whole number of öre → VALIDATION.NOT_A_NUMBER;
 * under SEK 1 000 → VALIDATION.MIN {limit: '1000'}; over SEK 1 000 000 → VALIDATION.MAX {limit: '1000000'}.
 */
export function validateGoodsValue(goodsValueOre: number | undefined): Reason[] {
  if (goodsValueOre === undefined || goodsValueOre === null) return [{ code: 'VALIDATION.REQUIRED' }];
  if (typeof goodsValueOre !== 'number' || !Number.isInteger(goodsValueOre)) return [{ code: 'VALIDATION.NOT_A_NUMBER' }];
  if (goodsValueOre < INSURANCE_MIN_GOODS_VALUE_ORE) return [{ code: 'VALIDATION.MIN', params: { limit: MIN_LIMIT } }];
  if (goodsValueOre > INSURANCE_MAX_GOODS_VALUE_ORE) return [{ code: 'VALIDATION.MAX', params: { limit: MAX_LIMIT } }];
  return [];
}
