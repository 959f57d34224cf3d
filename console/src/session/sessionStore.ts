import { toSession, type Session, type TokenPair } from './session';
import { isEncryptedRecord, type SessionCipher } from './sessionCipher';

/** The part of window.localStorage the store uses (tests pass a Map-backed fake). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SessionStore {
  /** Reads and decrypts the stored user; discards anything that is not a readable encrypted record. */
  load(): Promise<Session | null>;
  /** The session known in memory (after load/save), synchronously. */
  current(): Session | null;
  /**
   * Encrypts and stores the user; it becomes current() only once stored. The route guard leaves
   * the sign-in screen as soon as there is a session, and a reload from there must find it.
   */
  save(session: Session): Promise<void>;
  /** Keeps the user, replaces the tokens after a refresh. */
  updateTokens(tokens: TokenPair): Promise<void>;
  /** Removes the stored user; forgetKey also drops the encryption key (logout). */
  clear(options?: { forgetKey?: boolean }): Promise<void>;
  subscribe(listener: () => void): () => void;
}

export const USER_STORAGE_KEY = 'user';

export const createSessionStore = ({
  storage,
  cipher,
  storageKey = USER_STORAGE_KEY,
}: {
  storage: KeyValueStorage;
  cipher: SessionCipher;
  storageKey?: string;
}): SessionStore => {
  let session: Session | null = null;
  const listeners = new Set<() => void>();
  // Storage operations run one after the other: a logout that follows a login
  // must not be overtaken by the login's (slower, encrypted) write.
  let queue: Promise<unknown> = Promise.resolve();
  // Bumped by every save and clear: a save whose write finishes after a later clear (or save)
  // must not publish its session over the newer state.
  let generation = 0;
  const enqueue = <T>(op: () => Promise<T>): Promise<T> => {
    const run = queue.catch(() => undefined).then(op);
    queue = run;
    return run;
  };

  const set = (next: Session | null) => {
    if (next === session) return;
    session = next;
    listeners.forEach((listener) => listener());
  };

  const discard = () => {
    storage.removeItem(storageKey);
    return null;
  };

  const read = async (): Promise<Session | null> => {
    const raw = storage.getItem(storageKey);
    if (!raw) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return discard();
    }
    // A plain record (from an older client, or planted by hand) carrying an access token
    // is never trusted: it is removed. Any other non-encrypted value is useless and removed too.
    if (!isEncryptedRecord(parsed)) return discard();
    try {
      return toSession(JSON.parse(await cipher.decrypt(parsed))) ?? discard();
    } catch {
      // Key lost (logout in another tab, cleared site data) or record tampered with.
      return discard();
    }
  };

  const write = async (value: Session) => {
    const record = await cipher.encrypt(JSON.stringify(value));
    // A clear() queued after this write runs after it, so the write cannot resurrect a session.
    storage.setItem(storageKey, JSON.stringify(record));
  };

  return {
    load: () =>
      enqueue(async () => {
        const loaded = await read();
        set(loaded);
        return loaded;
      }),
    current: () => session,
    save: (value) => {
      const mine = ++generation;
      return enqueue(async () => {
        try {
          await write(value);
        } finally {
          // Published even when the write failed, as before: signed in for this page only.
          if (generation === mine) set(value);
        }
      });
    },
    updateTokens: (tokens) => {
      if (!session) return Promise.resolve();
      const next: Session = {
        ...session,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken ?? session.refreshToken,
        expiresIn: tokens.expiresIn ?? session.expiresIn,
      };
      set(next);
      return enqueue(() => write(next));
    },
    clear: ({ forgetKey = false } = {}) => {
      generation++;
      set(null);
      return enqueue(async () => {
        storage.removeItem(storageKey);
        if (forgetKey) await cipher.forgetKey();
      });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
