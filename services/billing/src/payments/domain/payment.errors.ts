import { DomainError } from '@freight/kernel/domain';

/** A BgMax file past the upload limit (413, the field named). */
export const bgMaxTooLarge = () =>
  new DomainError('too_large', 'VALIDATION.FILE_TOO_LARGE', { fieldErrors: [{ field: 'file', code: 'VALIDATION.FILE_TOO_LARGE' }] });
/** Not a BgMax file, or not sent as text/plain; `detail` says what was wrong (400). */
export const bgMaxInvalid = (detail: string) => new DomainError('invalid', 'BILL.BGMAX_INVALID', { params: { detail } });
