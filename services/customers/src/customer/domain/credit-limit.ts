import { DomainError } from '@freight/kernel/domain';
import { fail, oreFromKronor, Parsed, sek } from './kronor';

/** Ten million kronor: above any credit a freight portal grants, and well inside the bigint column. */
export const MAX_CREDIT_LIMIT_ORE = 1_000_000_000;

/**
 * A customer's credit limit in kronor (a JSON number or a decimal text), stored in öre. 0 removes the limit:
 * billing's credit control then blocks only for overdue invoices.
 */
export function parseCreditLimit(value: unknown): string {
  const parsed: Parsed<bigint> = value === undefined || value === null || value === '' ? fail('VALIDATION.REQUIRED') : oreFromKronor(value);
  if (!parsed.ok) throw DomainError.invalid([{ field: 'creditLimit', ...parsed.problem }]);
  if (parsed.value < 0n) throw DomainError.invalid([{ field: 'creditLimit', code: 'VALIDATION.MIN', params: { limit: 0 } }]);
  if (parsed.value > BigInt(MAX_CREDIT_LIMIT_ORE))
    throw DomainError.invalid([{ field: 'creditLimit', code: 'VALIDATION.MAX', params: { limit: sek(MAX_CREDIT_LIMIT_ORE) } }]);
  return parsed.value.toString();
}
