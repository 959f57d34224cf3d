import { createHmac } from 'node:crypto';
import { signWebhookBody, verifyWebhookSignature } from './webhook-signature';

describe(verifyWebhookSignature.name, () => {
  const secret = 'frakt-dev-webhook-131';
  const body = '{"consignment_no":"1Z999","status":"PICKUP","event_id":"e-1","occurred_at":"2025-06-10T10:00:00+02:00"}';
  const good = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  it('signs as sha256=<hex HMAC-SHA256 of the body>', () => {
    expect(signWebhookBody(secret, body)).toBe(good);
  });

  it('accepts the signature of exactly these bytes, in either hex case and prefix case', () => {
    expect(verifyWebhookSignature(secret, body, good)).toBe(true);
    expect(verifyWebhookSignature(secret, Buffer.from(body), good)).toBe(true);
    expect(verifyWebhookSignature(secret, body, good.toUpperCase())).toBe(true);
  });

  it.each([
    ['another body', body.replace('PICKUP', 'DELIVERED'), good],
    ['a re-serialised body (whitespace counts)', body.replace(':', ': '), good],
    ['another secret', body, signWebhookBody('frakt-dev-webhook-116', body)],
    ['no header', body, undefined],
    ['two headers', body, [good, good]],
    ['no prefix', body, good.slice('sha256='.length)],
    ['another algorithm', body, good.replace('sha256', 'sha1')],
    ['a truncated digest', body, good.slice(0, -2)],
    ['non-hex digits', body, `${good.slice(0, -1)}g`],
    ['no body', undefined, good],
  ])('refuses %s', (_, b, header) => {
    expect(verifyWebhookSignature(secret, b, header)).toBe(false);
  });
});
