import { DomainError } from '@freight/kernel/domain';

/**
 * The period an SIE 4I export covers: `from` and `to` both given, in order, within one calendar year, the file's
 * fiscal year (#RAR). Anything else is refused on `from` when it is missing, else on `to`.
 */
export function sieExportPeriod(period: { from: string | null; to: string | null }): { from: string; to: string } {
  const { from, to } = period;
  if (!from || !to || to < from || from.slice(0, 4) !== to.slice(0, 4))
    throw DomainError.invalid([{ field: !from ? 'from' : 'to', code: 'VALIDATION.INVALID_FORMAT' }]);
  return { from, to };
}
