import { arrayOf, bool, int, objectOf } from '@freight/runtime';
import type { BlockReason } from './application/credit-control';

export interface CreditControlResult {
  changed: { customerId: number; blocked: boolean; reason: BlockReason | null }[];
}

export const CREDIT_CONTROL_SCHEMA = objectOf<CreditControlResult>({
  changed: {
    ...arrayOf(
      objectOf<CreditControlResult['changed'][number]>({
        customerId: int,
        blocked: bool,
        reason: { type: 'string', nullable: true, enum: ['CREDIT_LIMIT', 'OVERDUE', null] },
      }),
    ),
    description: 'The customers whose block changed',
  },
});
