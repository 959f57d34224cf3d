import { DomainError, FieldError } from '@freight/kernel/domain';
import { parseKronor } from './kronor';
import { parsePayoutAccount, PayoutAccount } from './payout-account';

const MAX_RESIDUAL_ORE = 1_000_000 * 100;

/** The claim's payout account and residual value as the member typed them, checked together (every problem at once). */
export function checkClaimFields(
  type: string | undefined,
  rawAccount: string | undefined,
  rawResidual: unknown,
): { account?: PayoutAccount; residualOre?: number } {
  const errors: FieldError[] = [];
  let account: PayoutAccount | undefined;
  if (rawAccount !== undefined) {
    account = parsePayoutAccount(type ?? '', rawAccount);
    if (!account) errors.push({ field: 'payoutAccount', code: 'VALIDATION.INVALID_FORMAT' });
  }
  let residualOre: number | undefined;
  if (rawResidual !== undefined && rawResidual !== null && rawResidual !== '') {
    residualOre = parseKronor(rawResidual);
    if (residualOre === undefined) errors.push({ field: 'residualValue', code: 'VALIDATION.INVALID_FORMAT' });
    else if (residualOre > MAX_RESIDUAL_ORE)
      errors.push({ field: 'residualValue', code: 'VALIDATION.MAX', params: { limit: MAX_RESIDUAL_ORE / 100 } });
  }
  if (errors.length) throw DomainError.invalid(errors);
  return { account, residualOre };
}
