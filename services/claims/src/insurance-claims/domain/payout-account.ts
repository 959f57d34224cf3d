export type PayoutAccountType = 'bankgiro' | 'plusgiro';

export interface PayoutAccount {
  type: PayoutAccountType;
  /** Digits only, as stored. */
  digits: string;
  /** As shown: bankgiro NNN-NNNN or NNNN-NNNN, plusgiro NNNNNN-N. */
  formatted: string;
}

const LENGTHS: Record<PayoutAccountType, [number, number]> = { bankgiro: [7, 8], plusgiro: [2, 8] };

/** Modulus 10 (Luhn) over the whole number, the check digit last: what Bankgirot and Plusgirot both use. */
export function mod10Valid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function formatPayoutAccount(type: PayoutAccountType, digits: string): string {
  if (type === 'bankgiro') return `${digits.slice(0, -4)}-${digits.slice(-4)}`;
  return `${digits.slice(0, -1)}-${digits.slice(-1)}`;
}

/** A bankgiro or plusgiro number as typed (spaces and hyphens allowed); undefined when it is not a valid one. */
export function parsePayoutAccount(type: string, raw: string): PayoutAccount | undefined {
  if (type !== 'bankgiro' && type !== 'plusgiro') return undefined;
  if (!/^[\d\s-]+$/.test(raw)) return undefined;
  const digits = raw.replace(/[\s-]/g, '');
  const [min, max] = LENGTHS[type];
  if (digits.length < min || digits.length > max || !mod10Valid(digits)) return undefined;
  return { type, digits, formatted: formatPayoutAccount(type, digits) };
}
