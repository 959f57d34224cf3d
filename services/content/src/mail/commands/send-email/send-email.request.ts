import { DomainError } from '@freight/kernel';

const FORMATS = ['plain', 'html'] as const;

/** senderType as the spec's query parameter: a small positive number, 1 when absent. */
export function senderTypeOf(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 99) throw DomainError.invalid([{ field: 'senderType', code: 'VALIDATION.NOT_A_NUMBER' }]);
  return n === 0 ? 1 : n;
}

export function formatOf(raw: unknown): 'plain' | 'html' {
  if (raw === undefined || raw === '') return 'plain';
  if (!FORMATS.includes(raw as 'plain')) throw DomainError.invalid([{ field: 'formatType', code: 'VALIDATION.INVALID_FORMAT' }]);
  return raw as 'plain' | 'html';
}
