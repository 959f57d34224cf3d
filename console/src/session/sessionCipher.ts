import type { KeyStore } from './keyStore';

/** The shape written to localStorage: never the plain session. */
export interface EncryptedRecord {
  v: 1;
  alg: 'AES-GCM';
  iv: string;
  data: string;
}

export interface SessionCipher {
  encrypt(plaintext: string): Promise<EncryptedRecord>;
  /** Throws when the key is gone or the record was tampered with. */
  decrypt(record: EncryptedRecord): Promise<string>;
  /** Forgets the key: every record written so far becomes unreadable. */
  forgetKey(): Promise<void>;
}

export const isEncryptedRecord = (value: unknown): value is EncryptedRecord => {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return v.v === 1 && v.alg === 'AES-GCM' && typeof v.iv === 'string' && typeof v.data === 'string';
};

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

const ALGORITHM = { name: 'AES-GCM', length: 256 } as const;
const IV_BYTES = 12;

export const createSessionCipher = (keyStore: KeyStore, cryptoApi: Crypto = globalThis.crypto): SessionCipher => {
  const subtle = cryptoApi.subtle;
  // One key lookup or creation at a time, so two concurrent writes never create two keys.
  let pending: Promise<CryptoKey | undefined> | undefined;

  const key = (create: boolean): Promise<CryptoKey | undefined> => {
    const previous = pending ?? Promise.resolve(undefined);
    const next = previous
      .catch(() => undefined)
      .then(async () => {
        const existing = await keyStore.get();
        if (existing || !create) return existing;
        const generated = await subtle.generateKey(ALGORITHM, false, ['encrypt', 'decrypt']);
        await keyStore.set(generated);
        return generated;
      });
    pending = next;
    return next;
  };

  return {
    async encrypt(plaintext) {
      const cryptoKey = await key(true);
      if (!cryptoKey) throw new Error('No session key');
      const iv = cryptoApi.getRandomValues(new Uint8Array(IV_BYTES));
      const data = await subtle.encrypt({ name: 'AES-GCM', iv }, cryptoKey, new TextEncoder().encode(plaintext));
      return { v: 1, alg: 'AES-GCM', iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
    },
    async decrypt(record) {
      const cryptoKey = await key(false);
      if (!cryptoKey) throw new Error('No session key');
      const plain = await subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(record.iv) }, cryptoKey, fromBase64(record.data));
      return new TextDecoder().decode(plain);
    },
    async forgetKey() {
      const previous = pending ?? Promise.resolve(undefined);
      pending = previous
        .catch(() => undefined)
        .then(async () => {
          await keyStore.delete();
          return undefined;
        });
      await pending;
    },
  };
};
