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
  });
}

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
