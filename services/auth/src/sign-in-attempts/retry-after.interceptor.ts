import { CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';
import { SignInRateLimitedError } from './domain/sign-in-rate-limited.error';

/**
 * HTTP side of a rate limit: the same catalogue error, plus the Retry-After header (RFC 9110
 * §10.2.3) that the kernel's error filter copies from an HttpException's `headers`.
 */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => (error instanceof SignInRateLimitedError ? toHttp(error) : error))));
  }
}

function toHttp(error: SignInRateLimitedError): HttpException {
  const exception = new HttpException({ code: error.code }, HttpStatus.TOO_MANY_REQUESTS, { cause: error });
  return Object.assign(exception, { headers: { 'Retry-After': String(error.retryAfterSeconds) } });
}
