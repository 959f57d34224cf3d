import { HttpException } from '@nestjs/common';
import { Language } from '../context/request-context';
import { isMessageCode, MessageCode, translate } from '../i18n/messages';
import { DomainError, httpStatusOf } from './domain-error';

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: { field: string; code: string; message: string }[];
}

export interface RenderedError {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
  /** True for failures the caller could not have caused; those are logged with their stack. */
  unexpected: boolean;
}

const codeForStatus: Record<number, MessageCode> = {
  400: 'HTTP.BAD_REQUEST',
  401: 'AUTH.UNAUTHENTICATED',
  403: 'AUTH.FORBIDDEN',
  404: 'HTTP.NOT_FOUND',
  405: 'HTTP.METHOD_NOT_ALLOWED',
  413: 'HTTP.PAYLOAD_TOO_LARGE',
  415: 'HTTP.UNSUPPORTED_MEDIA_TYPE',
  429: 'HTTP.RATE_LIMITED',
  503: 'HTTP.SERVICE_UNAVAILABLE',
};

/** Fastify's own failures (body parsing, size limits) come as errors with a code and a status. */
const fastifyCodes: Record<string, MessageCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'HTTP.MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'HTTP.MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'HTTP.PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'HTTP.UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'HTTP.BAD_REQUEST',
};

function domain(error: DomainError, language: Language): RenderedError {
  const status = httpStatusOf[error.kind];
  const body: ErrorBody = { statusCode: status, code: error.reason ?? error.code, message: translate(error.code, language, error.params) };
  if (error.fieldErrors.length) {
    body.errors = error.fieldErrors.map((f) => ({ field: f.field, code: f.code, message: translate(f.code, language, f.params) }));
  }
  const headers =
    error.retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) };
  return headers ? { status, body, headers, unexpected: false } : { status, body, unexpected: false };
}

/** One error shape for every failure, in the caller's language. */
export function renderError(error: unknown, language: Language, path?: string): RenderedError {
  if (error instanceof DomainError) return domain(error, language);

  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse() as { code?: string; message?: unknown } | string;
    const explicit =
      typeof response === 'object' && typeof response.code === 'string' && isMessageCode(response.code) ? response.code : undefined;
    const isRouteMiss =
      status === 404 && typeof response === 'object' && typeof response.message === 'string' && response.message.startsWith('Cannot ');
    const code: MessageCode =
      explicit ?? (isRouteMiss ? 'HTTP.ROUTE_NOT_FOUND' : (codeForStatus[status] ?? (status >= 500 ? 'ERROR.UNDEFINED' : 'ERROR.GENERIC')));
    const headers = (error as HttpException & { headers?: Record<string, string> }).headers;
    return {
      status,
      body: { statusCode: status, code, message: translate(code, language, { path: path ?? '' }) },
      headers,
      unexpected: status >= 500,
    };
  }

  const candidate = error as { statusCode?: unknown; code?: unknown } | null;
  if (candidate && typeof candidate.statusCode === 'number' && candidate.statusCode >= 400 && candidate.statusCode < 500) {
    const status = candidate.statusCode;
    const code =
      (typeof candidate.code === 'string' && fastifyCodes[candidate.code]) ||
      (error instanceof SyntaxError ? 'HTTP.MALFORMED_JSON' : (codeForStatus[status] ?? 'HTTP.BAD_REQUEST'));
    return { status, body: { statusCode: status, code, message: translate(code, language) }, unexpected: false };
  }

  if (isDataException(error)) {
    // A value PostgreSQL could not take (a date that does not exist, a number out of range): the caller's
    // input got past a check that should have caught it. 400, and logged so the check gets written.
    const body: ErrorBody = {
      statusCode: 400,
      code: 'VALIDATION.INVALID_FORMAT',
      message: translate('VALIDATION.INVALID_FORMAT', language),
    };
    return { status: 400, body, unexpected: true };
  }

  if (isDatabaseUnavailable(error)) {
    const body: ErrorBody = { statusCode: 503, code: 'HTTP.SERVICE_UNAVAILABLE', message: translate('HTTP.SERVICE_UNAVAILABLE', language) };
    return { status: 503, body, headers: { 'Retry-After': '1' }, unexpected: true };
  }

  return {
    status: 500,
    body: { statusCode: 500, code: 'ERROR.UNDEFINED', message: translate('ERROR.UNDEFINED', language) },
    unexpected: true,
  };
}

// PostgreSQL's SQLSTATEs for a session cut short by the server's own bounds or by load: the work did not
// happen and may be retried, which is what a 503 with Retry-After says.
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '25P03', '53300', '53400', '08000', '08003', '08006']);
const SESSION_CUT_SOCKET_CODES = new Set(['EPIPE', 'ECONNRESET']);
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /^Connection terminated/i,
  /Client has encountered a connection error/i,
];

/** A pool that could not hand out a connection in time, or a session the server ended: not the caller's fault. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const candidate = error as { code?: unknown; message?: unknown; driverError?: { code?: unknown; message?: unknown } } | null;
  if (!candidate || typeof candidate !== 'object') return false;
  const code = candidate.driverError?.code ?? candidate.code;
  if (typeof code === 'string' && UNAVAILABLE_SQLSTATES.has(code)) return true;
  // A statement (TypeORM's QueryFailedError names it) whose socket the server had closed: the session was ended
  // under it (idle_in_transaction_session_timeout while a slow upload held the transaction), its work rolled back.
  if (typeof code === 'string' && SESSION_CUT_SOCKET_CODES.has(code) && 'query' in candidate) return true;
  const message = candidate.driverError?.message ?? candidate.message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/** SQLSTATE class 22, data exception: the statement was fine, a value in it was not. */
export function isDataException(error: unknown): boolean {
  const code = (error as { driverError?: { code?: unknown } } | null)?.driverError?.code;
  return typeof code === 'string' && code.startsWith('22');
}
