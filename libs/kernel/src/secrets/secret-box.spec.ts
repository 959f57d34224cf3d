import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import { maskSecret, SecretBox, secretKeysProblems } from './secret-box';

const key = () => randomBytes(32).toString('base64');
const SECRET = 'whsec_0123456789abcdefghij';

describe(SecretBox.name, () => {
  const old = `k1:${key()}`;
  const current = `k2:${key()}`;

  it('seals so the stored text holds neither the secret nor any part of it, and opens it again', () => {
    const box = SecretBox.parse(current);
    const sealed = box.seal(SECRET, 'webhook_endpoints.secret:1');
    expect(sealed).toMatch(/^sb1\.k2\./);
    expect(sealed).not.toContain(SECRET.slice(0, 8));
    expect(Buffer.from(sealed.split('.')[3], 'base64url').toString('latin1')).not.toContain('whsec');
    expect(box.open(sealed, 'webhook_endpoints.secret:1')).toBe(SECRET);
    // A fresh IV each time: equal secrets do not look equal at rest.
    expect(box.seal(SECRET, 'webhook_endpoints.secret:1')).not.toBe(sealed);
  });

  it('opens values sealed under an older key after a rotation, seals under the new one, and says which are stale', () => {
    const before = SecretBox.parse(old).seal(SECRET, 'ctx');
    const rotated = SecretBox.parse(`${current},${old}`);
    expect(rotated.open(before, 'ctx')).toBe(SECRET);
    expect(rotated.stale(before)).toBe(true);
    const after = rotated.seal(SECRET, 'ctx');
    expect(after).toMatch(/^sb1\.k2\./);
    expect(rotated.stale(after)).toBe(false);
    // Without the old key it no longer opens.
    expect(() => SecretBox.parse(current).open(before, 'ctx')).toThrow(/no key k1/);
  });

  it('refuses a changed value, another row, and text that was never sealed', () => {
    const box = SecretBox.parse(current);
    const sealed = box.seal(SECRET, 'row:1');
    expect(() => box.open(sealed, 'row:2')).toThrow();
    // One character of the tag changed, always to another one (the character looked at is the one replaced).
    const at = sealed.length - 2;
    const flipped = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    expect(flipped).not.toBe(sealed);
    expect(() => box.open(flipped, 'row:1')).toThrow();
    expect(() => box.open(SECRET, 'row:1')).toThrow(/not a sealed value/);
    expect(SecretBox.isSealed(sealed)).toBe(true);
    expect(SecretBox.isSealed(SECRET)).toBe(false);
  });

  it('generates one key under DATA_DIR/secrets outside production and keeps it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'frakt-secrets-'));
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const sealed = SecretBox.of(config).seal(SECRET, 'ctx');
    const file = join(dataDir, 'secrets', 'keys');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).not.toContain(SECRET);
    expect(SecretBox.of(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir })).open(sealed, 'ctx')).toBe(SECRET);
  });

  it('requires SECRETS_KEYS in production, and checks its form without echoing it', () => {
    expect(() => SecretBox.of(loadConfig({ NODE_ENV: 'production' }))).toThrow(/SECRETS_KEYS is required/);
    expect(SecretBox.of(loadConfig({ NODE_ENV: 'production', SECRETS_KEYS: current })).currentKeyId).toBe('k2');
    const short = `k3:${randomBytes(16).toString('base64')}`;
    expect(secretKeysProblems(short)).toEqual(['SECRETS_KEYS entry 1 must be <key id: a-z0-9>:<32 random bytes, base64>']);
    expect(secretKeysProblems(`${current},${current}`)).toEqual(['SECRETS_KEYS names a key id twice']);
    expect(() => loadConfig({ SECRETS_KEYS: short })).toThrow(/SECRETS_KEYS entry 1/);
  });
});

describe(maskSecret.name, () => {
  it('shows at most the last four characters of a long secret, nothing of a short one', () => {
    expect(maskSecret('0123456789abcdef')).toBe('••••cdef');
    expect(maskSecret('short')).toBe('••••');
  });
});
