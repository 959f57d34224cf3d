import { Readable } from 'node:stream';
import { HELD_BODY_MAX_BYTES, heldBody, holdsBody, UPSTREAM_RETRY_DELAY_MS, upstreamRetryDelay } from './proxy';

const UPSTREAM_RETRY_ATTEMPTS = 20;

describe(upstreamRetryDelay.name, () => {
  const refused = { code: 'ECONNREFUSED' };
  const reset = { code: 'ECONNRESET' };
  const json = (headers: Record<string, string> = {}) => ({ 'content-type': 'application/json', 'content-length': '17', ...headers });
  const booking = (headers: Record<string, string> = {}) => ({
    method: 'PUT',
    headers: json({ 'idempotency-key': 'booking-1', ...headers }),
    body: heldBody(Buffer.from('{"orderNos":["1"]}')),
  });

  it('tries a bodiless call again while the service refuses connections (a restart)', () => {
    expect(upstreamRetryDelay({ method: 'GET', headers: {} }, refused, 0, UPSTREAM_RETRY_ATTEMPTS)).toBe(UPSTREAM_RETRY_DELAY_MS);
    expect(upstreamRetryDelay({ method: 'DELETE', headers: {} }, refused, 3, UPSTREAM_RETRY_ATTEMPTS)).toBe(UPSTREAM_RETRY_DELAY_MS);
  });

  it('stops after the last attempt', () => {
    expect(upstreamRetryDelay({ method: 'GET', headers: {} }, refused, UPSTREAM_RETRY_ATTEMPTS, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
    expect(upstreamRetryDelay(booking(), reset, UPSTREAM_RETRY_ATTEMPTS, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
  });

  it('tries a GET or HEAD again after the connection closed before the answer, but no other method without a key (it may have been applied)', () => {
    const closed = { code: 'UND_ERR_SOCKET' };
    expect(upstreamRetryDelay({ method: 'HEAD', headers: {} }, closed, 0, UPSTREAM_RETRY_ATTEMPTS)).toBe(UPSTREAM_RETRY_DELAY_MS);
    expect(upstreamRetryDelay({ method: 'GET', headers: {} }, closed, 0, UPSTREAM_RETRY_ATTEMPTS)).toBe(UPSTREAM_RETRY_DELAY_MS);
    expect(upstreamRetryDelay({ method: 'DELETE', headers: {} }, closed, 0, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
    const unkeyed = { method: 'PUT', headers: json(), body: heldBody(Buffer.from('{"orderNos":["1"]}')) };
    expect(upstreamRetryDelay(unkeyed, closed, 0, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
  });

  it('sends a held or bodiless call again, keyed or not, after a reset or a broken pipe: the service never read it', () => {
    const unkeyed = { method: 'POST', headers: json(), body: heldBody(Buffer.from('{"a":1}')) };
    for (const error of [reset, { code: 'EPIPE' }]) {
      expect(upstreamRetryDelay(unkeyed, error, 0, UPSTREAM_RETRY_ATTEMPTS)).toBe(UPSTREAM_RETRY_DELAY_MS);
      expect(upstreamRetryDelay({ method: 'DELETE', headers: {} }, error, 0, UPSTREAM_RETRY_ATTEMPTS)).toBe(UPSTREAM_RETRY_DELAY_MS);
    }
  });

  it('sends a held body again on a refused connection, keyed or not: nothing reached the service', () => {
    expect(upstreamRetryDelay(booking(), refused, 0, UPSTREAM_RETRY_ATTEMPTS)).toBe(UPSTREAM_RETRY_DELAY_MS);
    const unkeyed = { method: 'POST', headers: json(), body: heldBody(Buffer.from('{"a":1}')) };
    expect(upstreamRetryDelay(unkeyed, refused, 5, UPSTREAM_RETRY_ATTEMPTS)).toBe(UPSTREAM_RETRY_DELAY_MS);
  });

  it('sends a held keyed body again after a reset or a closed socket: the service answers a repeated key with its first answer', () => {
    for (const code of ['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']) {
      expect(upstreamRetryDelay(booking(), { code }, 0, UPSTREAM_RETRY_ATTEMPTS)).toBe(UPSTREAM_RETRY_DELAY_MS);
    }
    // A key on a bodiless call counts the same.
    expect(upstreamRetryDelay({ method: 'POST', headers: { 'idempotency-key': 'k' } }, reset, 0, UPSTREAM_RETRY_ATTEMPTS)).toBe(
      UPSTREAM_RETRY_DELAY_MS,
    );
    expect(upstreamRetryDelay(booking({ 'idempotency-key': '' }), { code: 'UND_ERR_SOCKET' }, 0, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
  });

  it('never sends a streamed body again, keyed or not: the first attempt read it', () => {
    expect(
      upstreamRetryDelay({ method: 'POST', headers: { 'content-length': '17' }, body: {} }, refused, 0, UPSTREAM_RETRY_ATTEMPTS),
    ).toBeNull();
    expect(
      upstreamRetryDelay({ method: 'PUT', headers: { 'transfer-encoding': 'chunked' } }, refused, 0, UPSTREAM_RETRY_ATTEMPTS),
    ).toBeNull();
    expect(upstreamRetryDelay({ method: 'POST', headers: {}, body: Buffer.from('x') }, refused, 0, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
    const upload = { method: 'PUT', headers: json({ 'idempotency-key': 'k' }), body: Readable.from([Buffer.from('%PDF-1.7')]) };
    expect(upstreamRetryDelay(upload, refused, 0, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
    expect(upstreamRetryDelay(upload, reset, 0, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
  });

  it('answers other failures (a timeout, an unparsable answer) at once', () => {
    expect(upstreamRetryDelay({ method: 'GET', headers: {} }, { code: 'UND_ERR_HEADERS_TIMEOUT' }, 0, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
    expect(upstreamRetryDelay({ method: 'GET', headers: {} }, undefined, 0, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
    expect(upstreamRetryDelay(booking(), { code: 'UND_ERR_HEADERS_TIMEOUT' }, 0, UPSTREAM_RETRY_ATTEMPTS)).toBeNull();
  });
});

describe(holdsBody.name, () => {
  it('holds a JSON body of a declared length up to the bound', () => {
    expect(holdsBody({ 'content-type': 'application/json', 'content-length': '18' })).toBe(true);
    expect(holdsBody({ 'content-type': 'application/json; charset=utf-8', 'content-length': String(HELD_BODY_MAX_BYTES) })).toBe(true);
    expect(holdsBody({ 'content-type': 'application/merge-patch+json', 'content-length': '2' })).toBe(true);
  });

  it('streams anything larger, chunked, of no declared length, empty, or not JSON (uploads)', () => {
    expect(holdsBody({ 'content-type': 'application/json', 'content-length': String(HELD_BODY_MAX_BYTES + 1) })).toBe(false);
    expect(holdsBody({ 'content-type': 'application/json', 'transfer-encoding': 'chunked' })).toBe(false);
    expect(holdsBody({ 'content-type': 'application/json', 'content-length': '18', 'transfer-encoding': 'chunked' })).toBe(false);
    expect(holdsBody({ 'content-type': 'application/json' })).toBe(false);
    expect(holdsBody({ 'content-type': 'application/json', 'content-length': '0' })).toBe(false);
    expect(holdsBody({ 'content-type': 'application/json', 'content-length': '1e3' })).toBe(false);
    expect(holdsBody({ 'content-type': 'application/pdf', 'content-length': '800' })).toBe(false);
    expect(holdsBody({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': '800' })).toBe(false);
    expect(holdsBody({ 'content-type': 'application/jsonp', 'content-length': '8' })).toBe(false);
    expect(holdsBody({ 'content-length': '8' })).toBe(false);
  });
});
