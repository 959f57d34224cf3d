import { DomainError } from '@freight/kernel/domain';
import type { XlsxRefused } from './xlsx-reader';

/** Too many imports at once in this process (503, try again shortly). */
export const importBusy = () => new DomainError('unavailable', 'HTTP.SERVICE_UNAVAILABLE', { reason: 'IMPORT.BUSY', retryAfterSeconds: 5 });
/** One import at a time per customer (409). */
export const importInProgress = () => new DomainError('conflict', 'IMPORT.IN_PROGRESS', { retryAfterSeconds: 5 });
/** No multipart field `file`, or a body that is not multipart (400). */
export const importFileRequired = () => DomainError.invalid([{ field: 'file', code: 'IMPORT.FILE_REQUIRED' }]);
/** A file that does not start like a zip (400). */
export const importNotXlsx = () => DomainError.invalid([{ field: 'file', code: 'IMPORT.NOT_XLSX' }]);
/** Past the upload limit (413); `field` when the file was read to its end, so the form can point at it. */
export const importFileTooLarge = (field?: 'file') =>
  new DomainError(
    'too_large',
    'VALIDATION.FILE_TOO_LARGE',
    field ? { fieldErrors: [{ field, code: 'VALIDATION.FILE_TOO_LARGE' }] } : undefined,
  );
/** A template without rows (400). */
export const importNoRows = () => DomainError.invalid([{ field: 'file', code: 'IMPORT.NO_ROWS' }]);
/** Unknown, repeated or missing headings (400), each named. */
export const importHeadingProblems = (
  problems: ReadonlyArray<{ code: 'IMPORT.WRONG_HEADING' | 'IMPORT.MISSING_HEADING'; heading: string }>,
) => DomainError.invalid(problems.map((p) => ({ field: 'file', code: p.code, params: { heading: p.heading } })));

/** What the isolated reader refused, as the client's error. */
export function importRefusal(error: XlsxRefused, maxRows: number): DomainError {
  switch (error.problem) {
    case 'NOT_XLSX':
      return new DomainError('invalid', 'IMPORT.NOT_XLSX', { fieldErrors: [{ field: 'file', code: 'IMPORT.NOT_XLSX' }] });
    case 'UNPACKED_TOO_LARGE':
      return new DomainError('too_large', 'IMPORT.UNPACKED_TOO_LARGE', {
        fieldErrors: [{ field: 'file', code: 'IMPORT.UNPACKED_TOO_LARGE' }],
      });
    case 'TOO_COMPLEX':
    case 'TOO_SLOW':
      return new DomainError('too_large', 'IMPORT.TOO_COMPLEX', { fieldErrors: [{ field: 'file', code: 'IMPORT.TOO_COMPLEX' }] });
    case 'BAD_REFERENCE':
      return DomainError.invalid([{ field: 'file', code: 'IMPORT.BAD_REFERENCE' }]);
    case 'TOO_MANY_ROWS':
      return new DomainError('too_large', 'IMPORT.TOO_MANY_ROWS', {
        params: { limit: maxRows },
        fieldErrors: [{ field: 'file', code: 'IMPORT.TOO_MANY_ROWS', params: { limit: maxRows } }],
      });
  }
}
