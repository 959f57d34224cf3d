import { MessageCode, MessageParams } from '../i18n/messages';

/** What went wrong, in domain words; the HTTP layer maps each kind to a status once. */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'unprocessable'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable';

export interface FieldError {
  field: string;
  code: MessageCode;
  params?: MessageParams;
}

/** What an error carries besides its kind and message code. */
export interface DomainErrorOptions {
  params?: MessageParams;
  fieldErrors?: FieldError[];
  /** Stable machine code when it differs from the message code, e.g. ORDER.ALREADY_BOOKED. */
  reason?: string;
  /** For limits: when the caller may try again (rendered as Retry-After). */
  retryAfterSeconds?: number;
}

/**
 * Expected failures carry a stable code from the message catalogue; the caller's language is
 * chosen when the error is rendered, not when it is raised.
 */
export class DomainError extends Error {
  readonly params: MessageParams;
  readonly fieldErrors: FieldError[];
  /** The stable machine code answered as `code`: the message code unless the options name another. */
  readonly reason: string;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: ErrorKind,
    readonly code: MessageCode,
    options: DomainErrorOptions = {},
  ) {
    super(options.reason ?? code);
    this.name = 'DomainError';
    this.params = options.params ?? {};
    this.fieldErrors = options.fieldErrors ?? [];
    this.reason = options.reason ?? code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  static notFound(reason?: string): DomainError {
    return new DomainError('not_found', 'HTTP.NOT_FOUND', { reason });
  }

  static invalid(fieldErrors: FieldError[]): DomainError {
    return new DomainError('invalid', 'VALIDATION.FORM', { fieldErrors });
  }
}

export const httpStatusOf: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  // A link that was good and has expired (a data export after its seven days).
  gone: 410,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};
