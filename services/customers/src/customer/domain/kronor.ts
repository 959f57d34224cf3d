import { FieldError } from '@freight/kernel/domain';

type Problem = Omit<FieldError, 'field'>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: Problem };

export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const fail = (code: FieldError['code'], params?: FieldError['params']): Parsed<never> => ({
  ok: false,
  problem: params ? { code, params } : { code },
});

/** Spec section 5's decimal format: digits with an optional one or two decimals, dot or comma. */
const DECIMAL = /^([+-]?)(\d+)(?:[.,](\d+))?$/;

function oreFromText(text: string): Parsed<bigint> {
  const match = DECIMAL.exec(text);
  if (!match) return fail('VALIDATION.NOT_A_NUMBER');
  const [, sign, whole, decimals = ''] = match;
  if (decimals.length > 2) return fail('VALIDATION.INVALID_FORMAT');
  const ore = BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0'));
  return ok(sign === '-' ? -ore : ore);
}

function oreFromNumber(value: number): Parsed<bigint> {
  if (!Number.isFinite(value)) return fail('VALIDATION.NOT_A_NUMBER');
  const cents = value * 100;
  const rounded = Math.round(cents);
  // 1234.56 * 100 is 123456.00000000001 in binary floating point; a third decimal is off by far more.
  if (Math.abs(cents - rounded) > 1e-6 * Math.max(1, Math.abs(cents))) return fail('VALIDATION.INVALID_FORMAT');
  return ok(BigInt(rounded));
}

/** An amount in kronor as the client sends it (a JSON number, or a decimal text with dot or comma), in öre. */
export function oreFromKronor(value: unknown): Parsed<bigint> {
  if (typeof value === 'number') return oreFromNumber(value);
  if (typeof value === 'string') return oreFromText(value.trim());
  return fail('VALIDATION.NOT_A_NUMBER');
}

/** Limits are shown in whole kronor, the unit the client sends. */
export const sek = (ore: number): number => ore / 100;
