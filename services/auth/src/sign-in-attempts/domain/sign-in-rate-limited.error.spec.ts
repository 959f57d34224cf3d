import { DomainError, renderError } from '@freight/kernel';
import { SignInRateLimitedError } from './sign-in-rate-limited.error';

describe(SignInRateLimitedError.name, () => {
  it('renders as 429 with Retry-After and the catalogue text', () => {
    expect(renderError(new SignInRateLimitedError(840), 'sv')).toEqual({
      status: 429,
      body: { statusCode: 429, code: 'HTTP.RATE_LIMITED', message: 'För många förfrågningar. Vänta en stund och försök igen.' },
      headers: { 'Retry-After': '840' },
      unexpected: false,
    });
  });

  it('is an ordinary domain error for everything else', () => {
    expect(new SignInRateLimitedError(1)).toBeInstanceOf(DomainError);
  });
});
