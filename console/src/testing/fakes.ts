import type { Session } from '../session/session';
import type { KeyValueStorage } from '../session/sessionStore';

/** A Map-backed stand-in for window.localStorage. */
export class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();

  getItem(key: string) {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string) {
    this.items.set(key, value);
  }

  removeItem(key: string) {
    this.items.delete(key);
  }
}

export const aSession = (overrides: Partial<Session> = {}): Session => ({
  id: 4711,
  userId: 17,
  customerId: 4711,
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresIn: 900,
  demo: false,
  testUser: false,
  ...overrides,
});

type Listener = (() => void) | null;

class FakeRequest<T> {
  result: T | undefined;
  error: DOMException | null = null;
  onsuccess: Listener = null;
  onerror: Listener = null;
  onupgradeneeded: Listener = null;
  onblocked: Listener = null;
}

/** One transaction: its writes reach the "disk" only when it commits. */
class FakeTransaction {
  oncomplete: Listener = null;
  onabort: Listener = null;
  onerror: Listener = null;
  error: DOMException | null = null;
  readonly writes: [string, unknown][] = [];
  private pendingRequests = 0;
  private ended = false;

  constructor(
    private readonly idb: FakeIndexedDb,
    readonly mode: IDBTransactionMode,
    readonly options: IDBTransactionOptions | undefined,
  ) {}

  objectStore() {
    const request = <T>(run: () => T) => {
      const req = new FakeRequest<T>();
      this.pendingRequests++;
      setTimeout(() => {
        req.result = run();
        req.onsuccess?.();
        this.pendingRequests--;
        if (this.pendingRequests === 0) this.idb.requestsDone(this);
      }, 0);
      return req;
    };
    return {
      get: (key: string) => request(() => this.idb.disk.get(key)),
      put: (value: unknown, key: string) => request(() => void this.writes.push([key, value])),
      delete: (key: string) => request(() => void this.writes.push([key, undefined])),
    };
  }

  commit() {
    if (this.ended) return;
    this.ended = true;
    for (const [key, value] of this.writes) {
      if (value === undefined) this.idb.disk.delete(key);
      else this.idb.disk.set(key, value);
    }
    this.oncomplete?.();
  }

  abort() {
    if (this.ended) return;
    this.ended = true;
    this.error = new DOMException('The transaction was aborted', 'AbortError');
    this.onabort?.();
  }
}

/**
 * Just enough of IDBFactory for the key store, with the part that matters made visible: a
 * request succeeds before its transaction commits. With `holdWrites` a read-write transaction
 * commits only when the test says so (what a reload in between would lose); read-only ones
 * commit once their requests are done. The disk survives "reloads" (new stores on this factory).
 */
export class FakeIndexedDb {
  readonly disk = new Map<string, unknown>();
  /** Read-write transactions whose requests succeeded, not yet committed. */
  readonly uncommitted: FakeTransaction[] = [];
  readonly transactions: FakeTransaction[] = [];

  constructor(private readonly holdWrites = false) {}

  private held: Array<() => void> = [];

  requestsDone(transaction: FakeTransaction) {
    if (this.holdWrites && transaction.mode === 'readwrite') {
      this.uncommitted.push(transaction);
      this.held.splice(0).forEach((resolve) => resolve());
    } else transaction.commit();
  }

  /**
   * Resolves once a read-write transaction's requests have succeeded and its commit is held: a test commits or
   * aborts after this, not after a fixed wait that a busy machine can outlast (the crypto calls before the write).
   */
  writeHeld(): Promise<void> {
    if (this.uncommitted.length) return Promise.resolve();
    return new Promise((resolve) => this.held.push(resolve));
  }

  commitAll() {
    this.uncommitted.splice(0).forEach((transaction) => transaction.commit());
  }

  abortAll() {
    this.uncommitted.splice(0).forEach((transaction) => transaction.abort());
  }

  open(): IDBOpenDBRequest {
    const request = new FakeRequest<unknown>();
    const db = {
      createObjectStore: () => undefined,
      transaction: (_store: string, mode: IDBTransactionMode, options?: IDBTransactionOptions) => {
        const transaction = new FakeTransaction(this, mode, options);
        this.transactions.push(transaction);
        return transaction;
      },
    };
    setTimeout(() => {
      request.result = db;
      request.onsuccess?.();
    }, 0);
    return request as unknown as IDBOpenDBRequest;
  }

  asFactory() {
    return this as unknown as IDBFactory;
  }
}
