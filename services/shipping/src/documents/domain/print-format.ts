import { DEFAULT_PRINT_FORMAT, PRINT_FORMATS, PrintFormat } from '@freight/reference-data';
import { DomainError } from '@freight/kernel/domain';

/** `?format=`: one of PRINT_FORMATS (any case); absent → the spec's default, PDF. Anything else is refused, naming the allowed ones. */
export function parsePrintFormat(raw: unknown): PrintFormat {
  if (raw === undefined || raw === '') return DEFAULT_PRINT_FORMAT;
  const value = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  const format = PRINT_FORMATS.find((f) => f === value);
  if (format) return format;
  const params = { allowed: PRINT_FORMATS.join(', ') };
  throw new DomainError('invalid', 'DOCUMENT.UNKNOWN_FORMAT', {
    params: params,
    fieldErrors: [{ field: 'format', code: 'DOCUMENT.UNKNOWN_FORMAT', params }],
  });
}

export interface RenderedDocument {
  body: Buffer;
  contentType: string;
  /** The file name's extension; ZPL downloads, a PDF opens inline. */
  extension: 'pdf' | 'zpl';
}

/** One print call renders at most this many labels: a bound on the work (and the SSCCs) one request can ask for. */
export const MAX_LABELS_PER_PRINT = 1000;

export function assertLabelBound(packages: number): void {
  if (packages > MAX_LABELS_PER_PRINT) {
    throw new DomainError('too_large', 'DOCUMENT.TOO_MANY_LABELS', { params: { limit: MAX_LABELS_PER_PRINT } });
  }
}
