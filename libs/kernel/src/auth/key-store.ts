import { createPublicKey, generateKeyPairSync, KeyObject, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const JWT_ALGORITHM = 'RS256' as const;

/**
 * Public keys by key id for verification, and the signing key where this process signs (auth).
 * Layout of a key directory: signing.key (PKCS#8 PEM), signing.kid, public/<kid>.pem (SPKI PEM);
 * keeping retired public keys in public/ lets tokens signed before a rotation verify until they expire.
 */
export class JwtKeyStore {
  private constructor(
    private readonly publicKeys: ReadonlyMap<string, KeyObject>,
    private readonly signing: { kid: string; key: string } | undefined,
  ) {}

  static load(dir: string): JwtKeyStore {
    const publicDir = join(dir, 'public');
    // Parsed once: handing PEM text to the verifier re-parses it on every request (a fifth of a token check).
    const keys = new Map<string, KeyObject>();
    if (existsSync(publicDir)) {
      for (const file of readdirSync(publicDir).filter((f) => f.endsWith('.pem'))) {
        keys.set(file.slice(0, -4), createPublicKey(readFileSync(join(publicDir, file), 'utf8')));
      }
    }
    const keyFile = join(dir, 'signing.key');
    const kidFile = join(dir, 'signing.kid');
    const signing =
      existsSync(keyFile) && existsSync(kidFile)
        ? { kid: readFileSync(kidFile, 'utf8').trim(), key: readFileSync(keyFile, 'utf8') }
        : undefined;
    if (keys.size === 0) throw new Error(`No public keys found under ${publicDir}`);
    return new JwtKeyStore(keys, signing);
  }

  /** Creates a key directory with one fresh RSA key pair unless it already holds one. */
  static ensure(dir: string): JwtKeyStore {
    if (!existsSync(join(dir, 'signing.kid'))) {
      const kid = randomBytes(6).toString('hex');
      const { publicKey, privateKey } = generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      mkdirSync(join(dir, 'public'), { recursive: true });
      writeFileSync(join(dir, 'signing.key'), privateKey, { mode: 0o600 });
      writeFileSync(join(dir, 'signing.kid'), kid);
      writeFileSync(join(dir, 'public', `${kid}.pem`), publicKey);
    }
    return JwtKeyStore.load(dir);
  }

  publicKey(kid: string | undefined): KeyObject | undefined {
    return kid === undefined ? undefined : this.publicKeys.get(kid);
  }

  signingKey(): { kid: string; key: string } {
    if (!this.signing) throw new Error('This process has no signing key (signing.key and signing.kid)');
    return this.signing;
  }
}
