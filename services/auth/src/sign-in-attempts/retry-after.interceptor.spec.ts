import { CallHandler, ExecutionContext } from '@nestjs/common';
import { DomainError, renderError } from '@freight/kernel';
import { firstValueFrom, throwError } from 'rxjs';
import { SignInRateLimitedError } from './domain/sign-in-rate-limited.error';
import { RetryAfterInterceptor } from './retry-after.interceptor';

const failWith = (error: unknown) =>
  firstValueFrom(new RetryAfterInterceptor().intercept({} as ExecutionContext, { handle: () => throwError(() => error) } as CallHandler)).then(
    () => {
      throw new Error('expected a failure');
    },
    (thrown: unknown) => thrown,
  );

describe(RetryAfterInterceptor.name, () => {
  it('renders a sign-in rate limit as 429 with Retry-After and the catalogue text', async () => {
    const rendered = renderError(await failWith(new SignInRateLimitedError(840)), 'sv');

    expect(rendered).toEqual({
      status: 429,
      body: { statusCode: 429, code: 'HTTP.RATE_LIMITED', message: 'För många förfrågningar. Vänta en stund och försök igen.' },
      headers: { 'Retry-After': '840' },
      unexpected: false,
    });
  });

  it('lets every other error through untouched', async () => {
    const other = new DomainError('unauthenticated', 'AUTH.INVALID_CREDENTIALS');

    expect(await failWith(other)).toBe(other);
  });
});
