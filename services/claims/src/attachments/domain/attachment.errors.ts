import { DomainError } from '@freight/kernel/domain';

export const attachmentTooLarge = () =>
  new DomainError('too_large', 'VALIDATION.FILE_TOO_LARGE', {
    fieldErrors: [{ field: 'file', code: 'VALIDATION.FILE_TOO_LARGE' }],
    reason: 'ATTACHMENT.TOO_LARGE',
  });
export const tooManyAttachments = (limit: number) =>
  new DomainError('conflict', 'ATTACHMENT.TOO_MANY', {
    params: { limit },
    fieldErrors: [{ field: 'file', code: 'ATTACHMENT.TOO_MANY', params: { limit } }],
  });
/** Not a document or picture by its bytes, empty, or a name that tries to be a path. */
export const attachmentBadFormat = () =>
  new DomainError('invalid', 'VALIDATION.FORM', {
    fieldErrors: [{ field: 'file', code: 'VALIDATION.INVALID_FORMAT' }],
    reason: 'ATTACHMENT.INVALID_FORMAT',
  });
/** Multipart that cannot be parsed (a part header with control characters, say) is the file's format problem to the member. */
export const malformedUpload = (field: string) =>
  new DomainError('invalid', 'VALIDATION.FORM', {
    fieldErrors: [{ field, code: 'VALIDATION.INVALID_FORMAT' }],
    reason: 'ATTACHMENT.MALFORMED',
  });
export const notMultipart = () => new DomainError('invalid', 'HTTP.UNSUPPORTED_MEDIA_TYPE');
