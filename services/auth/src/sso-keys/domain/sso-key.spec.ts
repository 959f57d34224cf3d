import { hashSsoKey, isSsoKeyExpired, isSsoKeyRedeemable, newSsoKey, SSO_KEY_TTL_SECONDS, ssoKeyExpiry, ssoKeyPath } from './sso-key';

const issuedAt = new Date('2025-03-01T12:00:00.000Z');
const at = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

describe('SSO keys', () => {
  it('expire ten minutes after they are issued', () => {
    expect(SSO_KEY_TTL_SECONDS).toBe(600);
    expect(ssoKeyExpiry(issuedAt)).toEqual(at(600));
  });

  it('are 256 random bits in base64url, never the same twice', () => {
    const a = newSsoKey(issuedAt);
    const b = newSsoKey(issuedAt);

    expect(a.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.key, 'base64url')).toHaveLength(32);
    expect(a.key).not.toBe(b.key);
    expect(a.expiresAt).toEqual(at(600));
  });

  it('are stored as their SHA-256 in base64url, not as themselves', () => {
    const { key, hash } = newSsoKey(issuedAt);

    expect(hash).toBe(hashSsoKey(key));
    expect(hash).not.toBe(key);
    expect(hashSsoKey('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });

  describe(isSsoKeyExpired.name, () => {
    const expiresAt = at(600);

    it('is valid right after issue and a millisecond before expiry', () => {
      expect(isSsoKeyExpired(expiresAt, issuedAt)).toBe(false);
      expect(isSsoKeyExpired(expiresAt, new Date(expiresAt.getTime() - 1))).toBe(false);
    });

    it('has expired at the expiry instant and after it', () => {
      expect(isSsoKeyExpired(expiresAt, expiresAt)).toBe(true);
      expect(isSsoKeyExpired(expiresAt, at(3600))).toBe(true);
    });
  });

  describe(isSsoKeyRedeemable.name, () => {
    it('redeems an unused key before its expiry', () => {
      expect(isSsoKeyRedeemable({ expiresAt: at(600), usedAt: null }, at(599))).toBe(true);
    });

    it('never redeems a used key, even before its expiry', () => {
      expect(isSsoKeyRedeemable({ expiresAt: at(600), usedAt: at(10) }, at(11))).toBe(false);
    });

    it('never redeems an expired key', () => {
      expect(isSsoKeyRedeemable({ expiresAt: at(600), usedAt: null }, at(600))).toBe(false);
    });
  });

  it('link to the console SSO route', () => {
    expect(ssoKeyPath('k3y')).toBe('/sso/k3y');
  });
});
