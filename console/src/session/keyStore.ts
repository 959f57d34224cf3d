/**
 * Where the AES-GCM key that encrypts the stored user lives.
 *
 * Choice: a non-extractable CryptoKey kept in IndexedDB (CryptoKey objects are structured-
 * cloneable, so IndexedDB can hold them without ever exposing the key bytes).
 * - Unlike raw key material in sessionStorage, a script can never read or exfiltrate the key:
 *   it can only ask the browser to use it, in this origin, while the page is open. Anything
 *   copied out of localStorage (backups, another profile, a leaked disk image) is useless.
 * - Unlike sessionStorage (per tab, gone when the tab closes) the key is shared by all tabs of
 *   the origin and survives a restart, so opening the portal in a new tab keeps the session as
 *   the spec's "stored locally under key user" implies.
 * If IndexedDB is unavailable (some private modes) a memory store is used instead: the record
 * then cannot be decrypted after a reload and the user simply signs in again.
 *
 * Tests inject MemoryKeyStore; the interface is all the session code depends on.
 */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  set(key: CryptoKey): Promise<void>;
  delete(): Promise<void>;
}

export class MemoryKeyStore implements KeyStore {
  private key: CryptoKey | undefined;

  async get() {
    return this.key;
  }

  async set(key: CryptoKey) {
    this.key = key;
  }

  async delete() {
    this.key = undefined;
  }
}

const DB_NAME = 'frakt';
const STORE = 'keys';
const KEY_ID = 'session';

/**
 * A request's success is not the commit: the transaction can still abort, and a page unloaded
 * before it commits (a reload right after sign-in) loses the write. So an operation settles when
 * its transaction completes; writes ask for strict durability (flushed to disk, not only handed to
 * the OS), since the key is written once per sign-in and losing it loses the session.
 */
const completed = <T>(transaction: IDBTransaction, request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    transaction.oncomplete = () => resolve(request.result);
    transaction.onabort = () => reject(transaction.error ?? request.error ?? new Error('IndexedDB transaction aborted'));
    transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('IndexedDB transaction failed'));
  });

export class IndexedDbKeyStore implements KeyStore {
  private db: Promise<IDBDatabase> | undefined;

  constructor(private readonly factory: IDBFactory) {}

  private open() {
    this.db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = this.factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('IndexedDB blocked'));
    });
    return this.db;
  }

  private async run<T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>) {
    const db = await this.open();
    const transaction = db.transaction(STORE, mode, mode === 'readwrite' ? { durability: 'strict' } : undefined);
    return completed(transaction, op(transaction.objectStore(STORE)));
  }

  async get() {
    const value = await this.run('readonly', (store) => store.get(KEY_ID));
    return value instanceof CryptoKey ? value : undefined;
  }

  async set(key: CryptoKey) {
    await this.run('readwrite', (store) => store.put(key, KEY_ID));
  }

  async delete() {
    await this.run('readwrite', (store) => store.delete(KEY_ID));
  }
}

/** IndexedDB when it works, memory otherwise (see the comment at the top). */
export class FallbackKeyStore implements KeyStore {
  private fallback: KeyStore | undefined;

  constructor(
    private readonly primary: KeyStore | undefined,
    private readonly memory: KeyStore = new MemoryKeyStore(),
  ) {}

  private async use<T>(op: (store: KeyStore) => Promise<T>): Promise<T> {
    if (this.fallback || !this.primary) return op(this.fallback ?? this.memory);
    try {
      return await op(this.primary);
    } catch {
      this.fallback = this.memory;
      return op(this.memory);
    }
  }

  get() {
    return this.use((store) => store.get());
  }

  set(key: CryptoKey) {
    return this.use((store) => store.set(key));
  }

  delete() {
    return this.use((store) => store.delete());
  }
}

export const createBrowserKeyStore = (): KeyStore =>
  new FallbackKeyStore(typeof indexedDB === 'undefined' ? undefined : new IndexedDbKeyStore(indexedDB));
