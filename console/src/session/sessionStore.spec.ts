import { describe, expect, it } from '@jest/globals';
import { aSession, MemoryStorage } from '../testing/fakes';
import { MemoryKeyStore } from './keyStore';
import { createSessionCipher } from './sessionCipher';
import { createSessionStore, USER_STORAGE_KEY } from './sessionStore';

const setup = (keyStore = new MemoryKeyStore(), storage = new MemoryStorage()) => {
  const store = createSessionStore({ storage, cipher: createSessionCipher(keyStore) });
  return { store, storage, keyStore };
};

describe('SessionStore', () => {
  it('stores the user encrypted under "user" and reads it back after a reload', async () => {
    const { store, storage, keyStore } = setup();
    await store.save(aSession());

    const raw = storage.getItem(USER_STORAGE_KEY)!;
    expect(raw).toBeDefined();
    expect(raw).not.toContain('access-1');
    expect(raw).not.toContain('refresh-1');
    expect(JSON.parse(raw)).toMatchObject({ v: 1, alg: 'AES-GCM' });

    const reloaded = setup(keyStore, storage).store;
    expect(reloaded.current()).toBeNull();
    await expect(reloaded.load()).resolves.toEqual(aSession());
    expect(reloaded.current()).toEqual(aSession());
  });

  it('uses a fresh IV for every write', async () => {
    const { store, storage } = setup();
    await store.save(aSession());
    const first = storage.getItem(USER_STORAGE_KEY);
    await store.save(aSession());
    expect(storage.getItem(USER_STORAGE_KEY)).not.toEqual(first);
  });

  it('discards a plain record that contains an access token', async () => {
    const { store, storage } = setup();
    storage.setItem(USER_STORAGE_KEY, JSON.stringify(aSession()));

    await expect(store.load()).resolves.toBeNull();
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(store.current()).toBeNull();
  });

  it('discards a record that is not JSON', async () => {
    const { store, storage } = setup();
    storage.setItem(USER_STORAGE_KEY, 'not json');
    await expect(store.load()).resolves.toBeNull();
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('discards a tampered record', async () => {
    const { store, storage, keyStore } = setup();
    await store.save(aSession());
    const record = JSON.parse(storage.getItem(USER_STORAGE_KEY)!);
    const bytes = atob(record.data);
    record.data = btoa(String.fromCharCode(bytes.charCodeAt(0) ^ 1) + bytes.slice(1));
    storage.setItem(USER_STORAGE_KEY, JSON.stringify(record));

    await expect(setup(keyStore, storage).store.load()).resolves.toBeNull();
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('cannot read a record once the key is gone', async () => {
    const { store, storage } = setup();
    await store.save(aSession());

    const otherBrowser = setup(new MemoryKeyStore(), storage).store;
    await expect(otherBrowser.load()).resolves.toBeNull();
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('keeps the key non-extractable', async () => {
    const { store, keyStore } = setup();
    await store.save(aSession());
    const key = (await keyStore.get())!;
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('replaces the tokens after a refresh and keeps the user', async () => {
    const { store, storage, keyStore } = setup();
    await store.save(aSession());
    await store.updateTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });

    const reloaded = await setup(keyStore, storage).store.load();
    expect(reloaded).toEqual(aSession({ accessToken: 'access-2', refreshToken: 'refresh-2' }));
  });

  it('does not let a pending write resurrect a cleared session', async () => {
    const { store, storage } = setup();
    const saving = store.save(aSession());
    const clearing = store.clear({ forgetKey: true });
    await Promise.all([saving, clearing]);

    expect(store.current()).toBeNull();
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('makes the user current only once it is stored', async () => {
    const { store, storage } = setup();
    const seen: Array<string | null> = [];
    store.subscribe(() => seen.push(storage.getItem(USER_STORAGE_KEY)));
    const saving = store.save(aSession());
    expect(store.current()).toBeNull();
    await saving;
    expect(store.current()).toEqual(aSession());
    // Subscribers (the route guard) hear of the session when the record is already there.
    expect(seen).toEqual([expect.stringContaining('AES-GCM')]);
  });

  it('lets the later of two saves win', async () => {
    const { store } = setup();
    await Promise.all([store.save(aSession({ accessToken: 'first' })), store.save(aSession({ accessToken: 'second' }))]);
    expect(store.current()?.accessToken).toBe('second');
  });

  it('tells subscribers about login and logout', async () => {
    const { store } = setup();
    const seen: Array<string | null> = [];
    store.subscribe(() => seen.push(store.current()?.accessToken ?? null));
    await store.save(aSession());
    await store.clear();
    expect(seen).toEqual(['access-1', null]);
  });
});
