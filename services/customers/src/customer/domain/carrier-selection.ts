import { DomainError, FieldError } from '@freight/kernel/domain';
import { findCarrier } from '@freight/reference-data';

/** One carrier in a customer's selection. Kept when switched off, so "switched off" differs from "never offered". */
export interface CarrierChoice {
  code: number;
  active: boolean;
}

export interface RequestedCarrier {
  code: number;
  /** Left out means chosen. */
  active?: boolean;
}

/**
 * The customer's complete carrier list as the client sends it back. Codes must be known carriers,
 * each at most once; a carrier the portal no longer offers (71, 210) may stay listed but is never active.
 * `path` prefixes field names, e.g. `carriers.2.code`.
 */
export function selectCarriers(requested: readonly RequestedCarrier[], path = 'carriers'): CarrierChoice[] {
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  const choices = requested.map(({ code, active }, index) => {
    const carrier = findCarrier(code);
    if (!carrier || seen.has(code)) errors.push({ field: `${path}.${index}.code`, code: 'VALIDATION.INVALID_FORMAT' });
    seen.add(code);
    return { code, active: (active ?? true) && carrier?.active === true };
  });
  if (errors.length) throw DomainError.invalid(errors);
  return choices;
}

export function sameCarriers(a: readonly CarrierChoice[], b: readonly CarrierChoice[]): boolean {
  return a.length === b.length && a.every((choice, i) => choice.code === b[i].code && choice.active === b[i].active);
}
