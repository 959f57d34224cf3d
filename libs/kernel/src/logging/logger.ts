import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { requestContext } from '../context/request-context';

export const APP_LOGGER = Symbol('APP_LOGGER');
export type AppLogger = Logger;

/** Every line carries the request and correlation ids of the work it belongs to, HTTP or event. */
export function createLogger(level: string, service: string): AppLogger {
  return pino({
    level,
    base: { service },
    mixin() {
      const ctx = requestContext.current();
      return ctx ? { reqId: ctx.requestId, corrId: ctx.correlationId } : {};
    },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: loggableError },
  });
}

/**
 * What of an error may reach the log: its kind, code, the statement's text and the stack frames. Never a
 * statement's parameters, a database message or detail (they quote the values: addresses, e-mails).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const { driverError, query, code } = error as Error & { driverError?: { code?: unknown }; query?: unknown; code?: unknown };
  const sqlstate = driverError?.code ?? (isDatabaseError(error) ? code : undefined);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  if (sqlstate !== undefined || driverError) {
    return {
      type: error.constructor.name,
      code: sqlstate,
      query: typeof query === 'string' ? query.slice(0, 2000) : undefined,
      stack: frames,
    };
  }
  return {
    type: error.constructor.name,
    code: typeof code === 'string' ? code : undefined,
    message: error.message.slice(0, 500),
    stack: frames,
  };
}

const isDatabaseError = (error: Error) => 'severity' in error && 'routine' in error;

/** Lets Nest's own messages go through the same pino logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: AppLogger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
