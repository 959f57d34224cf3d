import { MessageCode, MessageParams } from '../i18n/messages';

/** What went wrong, in domain words; the HTTP layer maps each kind to a status once. */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable';

export interface FieldError {
  field: string;
  code: MessageCode;
  params?: MessageParams;
}

/**
 * Expected failures carry a stable code from the message catalogue; the caller's language is
 * chosen when the error is rendered, not when it is raised.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: MessageCode,
    readonly params: MessageParams = {},
    readonly fieldErrors: FieldError[] = [],
    /** Stable machine code when it differs from the message code, e.g. ORDER.ALREADY_BOOKED. */
    readonly reason?: string,
    /** For limits: when the caller may try again (rendered as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(reason ?? code);
    this.name = 'DomainError';
  }

  static notFound(reason?: string): DomainError {
    return new DomainError('not_found', 'HTTP.NOT_FOUND', {}, [], reason);
  }

  static invalid(fieldErrors: FieldError[]): DomainError {
    return new DomainError('invalid', 'VALIDATION.FORM', {}, fieldErrors);
  }
}

export const httpStatusOf: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};
