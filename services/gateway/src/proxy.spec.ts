import { UPSTREAM_RETRY_DELAY_MS, upstreamRetryDelay } from './proxy';

const UPSTREAM_RETRY_ATTEMPTS = 20;

describe(upstreamRetryDelay.name, () => {
  const refused = { code: 'ECONNREFUSED' };
  const reset = { code: 'ECONNRESET' };

  it('tries a bodiless call again while the service refuses connections (a restart)', () => {
    expect(upstreamRetryDelay({ method: 'GET', headers: {} }, refused, 0, UPSTREAM_RETRY_ATTEMPTS)).toBe(UPSTREAM_RETRY_DELAY_MS);
    expect(upstreamRetryDelay({ method: 'DELETE', headers: {} }, refused, 3, UPSTREAM_RETRY_ATTEMPTS)).toBe(UPSTREAM_RETRY_DELAY_MS);
  });

  it('stops after the last attempt', () => {
    expect(upstreamRetryDelay({ method: 'GET', headers: {} }, refused, UPSTREAM_RETRY_ATTEMPTS, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
  });

  it('tries a GET or HEAD again after a reset, but no other method (it may have been applied)', () => {
    expect(upstreamRetryDelay({ method: 'HEAD', headers: {} }, reset, 0, UPSTREAM_RETRY_ATTEMPTS)).toBe(UPSTREAM_RETRY_DELAY_MS);
    expect(upstreamRetryDelay({ method: 'GET', headers: {} }, { code: 'UND_ERR_SOCKET' }, 0, UPSTREAM_RETRY_ATTEMPTS)).toBe(
      UPSTREAM_RETRY_DELAY_MS,
    );
    expect(upstreamRetryDelay({ method: 'DELETE', headers: {} }, reset, 0, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
  });

  it('never sends a call with a body again: the streamed body was read by the first attempt', () => {
    expect(
      upstreamRetryDelay({ method: 'POST', headers: { 'content-length': '17' }, body: {} }, refused, 0, UPSTREAM_RETRY_ATTEMPTS),
    ).toBeNull();
    expect(
      upstreamRetryDelay({ method: 'PUT', headers: { 'transfer-encoding': 'chunked' } }, refused, 0, UPSTREAM_RETRY_ATTEMPTS),
    ).toBeNull();
    expect(upstreamRetryDelay({ method: 'POST', headers: {}, body: Buffer.from('x') }, refused, 0, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
  });

  it('answers other failures (a timeout, an unparsable answer) at once', () => {
    expect(upstreamRetryDelay({ method: 'GET', headers: {} }, { code: 'UND_ERR_HEADERS_TIMEOUT' }, 0, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
    expect(upstreamRetryDelay({ method: 'GET', headers: {} }, undefined, 0, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
  });
});
