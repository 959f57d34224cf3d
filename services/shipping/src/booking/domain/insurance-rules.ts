import { validateGoodsValue } from '../../pricing/domain/insurance';
import type { Reason } from '../../shared/freight/freight.types';

/**
 * Insurance at booking (spec sections 5 and 9): the goods value is mandatory when insured and lies
 * within SEK 1 000 – 1 000 000. The pricing domain's check, with codes that say what they are about:
 * in a booking's error list a bare "Obligatoriskt fält" would not say which field.
 */
export function checkInsurance(insured: boolean, goodsValueOre: number | null | undefined): Reason[] {
  if (!insured) return [];
  const [problem] = validateGoodsValue(goodsValueOre ?? undefined);
  if (!problem) return [];
  switch (problem.code) {
    case 'VALIDATION.MIN':
      return [{ code: 'BOOKING.GOODS_VALUE_MIN', params: problem.params }];
    case 'VALIDATION.MAX':
      return [{ code: 'BOOKING.GOODS_VALUE_MAX', params: problem.params }];
    default:
      return [{ code: 'BOOKING.GOODS_VALUE_REQUIRED' }];
  }
}
