import type { Language } from '@freight/kernel';

/** Öre as the wire's decimal string with two decimals: 123450 (or the database's bigint text "123450") → "1234.50". */
export function amount(ore: number | string): string {
  const value = typeof ore === 'number' ? BigInt(Math.round(Math.abs(ore))) * (ore < 0 ? -1n : 1n) : BigInt(ore);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A catalogue text in the caller's language, Swedish where it has none. */
export const text = (localized: Readonly<Record<Language, string>>, language: Language): string => localized[language] ?? localized.sv;
