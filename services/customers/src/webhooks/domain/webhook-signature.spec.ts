import { createHmac } from 'node:crypto';
import { signatureHeader, verifySignature } from './webhook-signature';

describe('webhook signatures', () => {
  const secret = 'whsec_test';
  const at = new Date('2026-11-27T12:00:00Z');
  const body = '{"id":"evt_1","type":"order.booked"}';

  it('signs "timestamp.body" with HMAC-SHA256 in a Stripe-style header', () => {
    const header = signatureHeader(secret, at, body);
    const t = at.getTime() / 1000;
    expect(header).toBe(`t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`);
  });

  it('verifies its own signature, and refuses another body, another secret, a stale timestamp and a changed one', () => {
    const header = signatureHeader(secret, at, body);
    expect(verifySignature(secret, header, body, at)).toBe(true);
    expect(verifySignature(secret, header, `${body} `, at)).toBe(false);
    expect(verifySignature('whsec_other', header, body, at)).toBe(false);
    expect(verifySignature(secret, header, body, new Date(at.getTime() + 301_000))).toBe(false);
    expect(verifySignature(secret, header.replace(/t=\d+/, `t=${at.getTime() / 1000 + 1}`), body, at)).toBe(false);
    expect(verifySignature(secret, undefined, body, at)).toBe(false);
    expect(verifySignature(secret, 't=x,v1=zz', body, at)).toBe(false);
  });
});
