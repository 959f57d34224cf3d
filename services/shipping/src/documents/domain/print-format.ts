import { DEFAULT_PRINT_FORMAT, PRINT_FORMATS, PrintFormat } from '@freight/reference-data';
import { tooManyLabels, unknownPrintFormat } from './document.errors';

/** `?format=`: one of PRINT_FORMATS (any case); absent → the spec's default, PDF. Anything else is refused, naming the allowed ones. */
export function parsePrintFormat(raw: unknown): PrintFormat {
  if (raw === undefined || raw === '') return DEFAULT_PRINT_FORMAT;
  const value = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  const format = PRINT_FORMATS.find((f) => f === value);
  if (format) return format;
  throw unknownPrintFormat(PRINT_FORMATS.join(', '));
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
    throw tooManyLabels(MAX_LABELS_PER_PRINT);
  }
}
