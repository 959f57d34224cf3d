import { describe, expect, it, jest } from '@jest/globals';
import { aSession, FakeIndexedDb, MemoryStorage } from '../testing/fakes';
import { createAuthProvider } from './authProvider';
import { FallbackKeyStore, IndexedDbKeyStore, MemoryKeyStore } from './keyStore';
import type { Session } from './session';
import { createSessionCipher } from './sessionCipher';
import { createSessionStore } from './sessionStore';

const aKey = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

/** Whether the promise settles within `ms`: asked once the write is held, so "no" is the answer whatever the machine's load. */
const settlesWithin = async (promise: Promise<unknown>, ms = 50) => {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, ms));
  return settled;
};

describe(IndexedDbKeyStore.name, () => {
  it('settles a write only once its transaction has committed, durably', async () => {
    const idb = new FakeIndexedDb(true);
    const store = new IndexedDbKeyStore(idb.asFactory());
    const key = await aKey();

    const saving = store.set(key);
    await idb.writeHeld();
    expect(await settlesWithin(saving)).toBe(false);
    // The put request succeeded long ago; only the commit is missing.
    expect(idb.uncommitted).toHaveLength(1);
    expect(idb.disk.size).toBe(0);

    idb.commitAll();
    await expect(saving).resolves.toBeUndefined();
    expect(idb.transactions[idb.transactions.length - 1].options).toEqual({ durability: 'strict' });
    await expect(new IndexedDbKeyStore(idb.asFactory()).get()).resolves.toBe(key);
  });

  it('fails a write whose transaction aborts after its request succeeded', async () => {
    const idb = new FakeIndexedDb(true);
    const store = new IndexedDbKeyStore(idb.asFactory());
    const saving = store.set(await aKey());
    await idb.writeHeld();
    idb.abortAll();
    await expect(saving).rejects.toMatchObject({ name: 'AbortError' });
    await expect(store.get()).resolves.toBeUndefined();
  });

  it('falls back to memory when the write aborts, so sign-in still works for this page', async () => {
    const idb = new FakeIndexedDb(true);
    const memory = new MemoryKeyStore();
    const store = new FallbackKeyStore(new IndexedDbKeyStore(idb.asFactory()), memory);
    const key = await aKey();
    const saving = store.set(key);
    await idb.writeHeld();
    idb.abortAll();
    await expect(saving).resolves.toBeUndefined();
    await expect(memory.get()).resolves.toBe(key);
  });
});

describe('signing in with the key in IndexedDB', () => {
  const setup = (idb: FakeIndexedDb, storage: MemoryStorage) => {
    const sessionStore = createSessionStore({
      storage,
      cipher: createSessionCipher(new FallbackKeyStore(new IndexedDbKeyStore(idb.asFactory()))),
    });
    const api = {
      signin: jest.fn(async (): Promise<Session> => aSession()),
      demo: jest.fn(async () => aSession({ demo: true })),
      sso: jest.fn(async () => aSession({ accessToken: 'sso-access' })),
      acceptInvite: jest.fn(async () => aSession({ accessToken: 'invite-access' })),
      resetPassword: jest.fn(async () => aSession({ accessToken: 'reset-access' })),
      logout: jest.fn(async () => {}),
      getCustomer: jest.fn(async () => ({ fullName: 'Anna Andersson' })),
    };
    return { sessionStore, authProvider: createAuthProvider({ sessionStore, api, clearBrowserStores: () => undefined }) };
  };

  it.each([
    ['a password', { username: 'anna', password: 'x' }],
    ['SSO', { ssoKey: 'k1' }],
    ['the demo', { demo: true as const }],
  ])('with %s completes only after the key and the user are stored, so a reload keeps the session', async (_way, params) => {
    const idb = new FakeIndexedDb(true);
    const storage = new MemoryStorage();
    const { authProvider, sessionStore } = setup(idb, storage);

    const login = authProvider.login(params);
    // A reload now would find no key: nothing may act as signed in yet (the route guard
    // leaves the sign-in screen on the first sight of a session).
    await idb.writeHeld();
    expect(await settlesWithin(login)).toBe(false);
    expect(idb.disk.size).toBe(0);
    expect(sessionStore.current()).toBeNull();

    idb.commitAll();
    await expect(login).resolves.toEqual({ redirectTo: '/start' });
    expect(sessionStore.current()).not.toBeNull();

    const reloaded = setup(new FakeIndexedDbView(idb), storage).sessionStore;
    await expect(reloaded.load()).resolves.toMatchObject({ customerId: aSession().customerId });
  });
});

/** A page loaded later on the same disk: its writes commit as usual. */
class FakeIndexedDbView extends FakeIndexedDb {
  constructor(source: FakeIndexedDb) {
    super(false);
    for (const [key, value] of source.disk) this.disk.set(key, value);
  }
}
