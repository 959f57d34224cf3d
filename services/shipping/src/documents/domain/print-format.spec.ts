import { DomainError } from '@freight/kernel';
import { assertLabelBound, MAX_LABELS_PER_PRINT, parsePrintFormat } from './print-format';

describe(parsePrintFormat.name, () => {
  it('takes the four formats in any case and PDF when absent', () => {
    expect(['pdf', 'PDF_A6', 'zpl', 'ZPL_300', undefined, ''].map(parsePrintFormat)).toEqual([
      'PDF',
      'PDF_A6',
      'ZPL',
      'ZPL_300',
      'PDF',
      'PDF',
    ]);
  });

  it('refuses anything else, naming the allowed formats', () => {
    try {
      parsePrintFormat('PNG');
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).params).toEqual({ allowed: 'PDF, PDF_A6, ZPL, ZPL_300' });
      expect((error as DomainError).kind).toBe('invalid');
    }
  });
});

describe(assertLabelBound.name, () => {
  it('lets a call print up to the bound and refuses more as too large', () => {
    expect(() => assertLabelBound(MAX_LABELS_PER_PRINT)).not.toThrow();
    expect(() => assertLabelBound(MAX_LABELS_PER_PRINT + 1)).toThrow(
      expect.objectContaining({ kind: 'too_large', reason: 'DOCUMENT.TOO_MANY_LABELS' }),
    );
  });
});
