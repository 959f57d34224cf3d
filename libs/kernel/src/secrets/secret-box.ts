import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { KEY_BYTES, secretKeysProblems } from './secret-keys';

export { secretKeysProblems } from './secret-keys';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A sealed value: `sb1.<key id>.<iv>.<ciphertext and tag>`, both base64url; text, so it fits the columns secrets had. */
const SEALED = /^sb1\.([0-9a-z]{1,32})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22,})$/;
export class SecretBoxError extends Error {}

/**
 * Secrets kept at rest (webhook signing secrets, customers' carrier credentials): AES-256-GCM under a key named by
 * its id in every sealed value, so keys rotate: put a new key first in SECRETS_KEYS, keep the old ones after it, and
 * values sealed under them still open (and are sealed again under the new key where their owner does so, `stale`).
 * A context (the table, column and row) is bound in as additional data, so a value copied to another row does not open.
 */
export class SecretBox {
  private constructor(
    private readonly keys: ReadonlyMap<string, Buffer>,
    readonly currentKeyId: string,
  ) {}

  /** From SECRETS_KEYS (see secretKeysProblems). */
  static parse(spec: string): SecretBox {
    const problems = secretKeysProblems(spec);
    if (problems.length) throw new SecretBoxError(problems.join('; '));
    const keys = new Map<string, Buffer>();
    for (const entry of spec.split(',')) {
      const [id, key] = entry.trim().split(':');
      keys.set(id, Buffer.from(key, 'base64'));
    }
    return new SecretBox(keys, keys.keys().next().value as string);
  }

  /** The embedded default, like the JWT keys: DATA_DIR/secrets/keys, generated once (mode 0600) and kept. */
  static ensure(dir: string): SecretBox {
    const file = join(dir, 'keys');
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true });
      // Written whole, then linked in place (fails if there): services of one stack sharing DATA_DIR start together,
      // and the first key in place is everyone's; none ever reads a half-written file.
      const draft = join(dir, `keys.${process.pid}.${randomBytes(4).toString('hex')}`);
      writeFileSync(draft, `${randomBytes(4).toString('hex')}:${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
      try {
        linkSync(draft, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        unlinkSync(draft);
      }
    }
    return SecretBox.parse(readFileSync(file, 'utf8').trim().split('\n').join(','));
  }

  /**
   * SECRETS_KEYS when set; otherwise, outside production, DATA_DIR's generated key. Production without it refuses to
   * start the service that keeps secrets: replicas of one service must share their keys.
   */
  static of(config: AppConfig): SecretBox {
    let box = BOXES.get(config);
    if (!box) {
      if (config.secretKeys) box = SecretBox.parse(config.secretKeys);
      else if (config.nodeEnv === 'production') throw new SecretBoxError('SECRETS_KEYS is required in production (see .env.example)');
      else box = SecretBox.ensure(join(resolve(config.dataDir), 'secrets'));
      BOXES.set(config, box);
    }
    return box;
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.keys.get(this.currentKeyId)!, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `sb1.${this.currentKeyId}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  /** The plain value; throws for a value not sealed here, under an unknown key, changed, or sealed for another context. */
  open(sealed: string, context: string): string {
    const match = SEALED.exec(sealed);
    if (!match) throw new SecretBoxError('not a sealed value');
    const key = this.keys.get(match[1]);
    if (!key) throw new SecretBoxError(`no key ${match[1]} in SECRETS_KEYS`);
    const bytes = Buffer.from(match[3], 'base64url');
    if (bytes.length < TAG_BYTES) throw new SecretBoxError('not a sealed value');
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(match[2], 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('the sealed value does not open (changed, or sealed for another row)');
    }
  }

  static isSealed(value: string): boolean {
    return SEALED.test(value);
  }

  /** Sealed under a key other than the current one: worth sealing again (rotation). */
  stale(sealed: string): boolean {
    return SEALED.exec(sealed)?.[1] !== this.currentKeyId;
  }
}

const BOXES = new WeakMap<AppConfig, SecretBox>();

/** A secret as it may be shown: its last four characters at most, and only when it is long enough to keep the rest. */
export function maskSecret(value: string): string {
  return value.length >= 12 ? `••••${value.slice(-4)}` : '••••';
}
