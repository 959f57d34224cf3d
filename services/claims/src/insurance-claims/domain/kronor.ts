/** Kronor as typed ("1250", "1250.5", "1 250,50", or a number) to öre; undefined when it is not an amount. */
export function parseKronor(raw: unknown): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.replace(/[\s\u00a0]/g, '') : undefined;
  const match = text === undefined ? null : /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Öre as the wire's decimal string with two decimals. */
export const kronorText = (ore: number): string => `${Math.trunc(ore / 100)}.${String(ore % 100).padStart(2, '0')}`;
