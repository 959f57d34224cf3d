import { ArgumentsHost, Catch, ExceptionFilter, Inject } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestContext } from '../context/request-context';
import { negotiateLanguage } from '../i18n/language';
import { APP_LOGGER, AppLogger } from '../logging/logger';
import { renderError } from './render-error';

@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(@Inject(APP_LOGGER) private readonly logger: AppLogger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const language = requestContext.current()?.language ?? negotiateLanguage(request.headers['accept-language']);
    const rendered = renderError(error, language, request.url.split('?')[0]);
    if (rendered.unexpected) this.logger.error({ err: error, url: request.url }, 'unexpected failure');
    if (rendered.headers) reply.headers(rendered.headers);
    void reply.status(rendered.status).send(rendered.body);
  }
}
