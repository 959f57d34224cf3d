import { describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '../dataProvider/ApiError';
import { aSession, MemoryStorage } from '../testing/fakes';
import { createAuthProvider } from './authProvider';
import { MemoryKeyStore } from './keyStore';
import type { Session } from './session';
import { createSessionCipher } from './sessionCipher';
import { createSessionStore, USER_STORAGE_KEY } from './sessionStore';

const setup = () => {
  const storage = new MemoryStorage();
  const keyStore = new MemoryKeyStore();
  const sessionStore = createSessionStore({ storage, cipher: createSessionCipher(keyStore) });
  const api = {
    signin: jest.fn(async (username: string, _password: string): Promise<Session> => {
      if (username !== 'anna') throw new ApiError(401, { statusCode: 401, message: 'Fel användarnamn eller lösenord' });
      return aSession();
    }),
    demo: jest.fn(async () => aSession({ id: 1, customerId: 1, demo: true })),
    sso: jest.fn(async (_key: string) => aSession({ accessToken: 'sso-access' })),
    acceptInvite: jest.fn(async (_token: string, _password: string) =>
      aSession({ userId: 100000, accessToken: 'invite-access', role: 'booker' }),
    ),
    resetPassword: jest.fn(async (_token: string, _password: string) => aSession({ userId: 1002, accessToken: 'reset-access' })),
    logout: jest.fn(async (_session: Pick<Session, 'userId' | 'refreshToken' | 'accessToken'>) => {}),
    getCustomer: jest.fn(async () => ({ fullName: 'Anna Andersson' })),
  };
  const clearBrowserStores = jest.fn();
  const authProvider = createAuthProvider({ sessionStore, api, clearBrowserStores });
  return { authProvider, sessionStore, storage, keyStore, api, clearBrowserStores };
};

describe(createAuthProvider.name, () => {
  it('signs in with username and password, stores the user and goes to /start', async () => {
    const { authProvider, sessionStore, storage } = setup();
    await expect(authProvider.login({ username: 'anna', password: 'x' })).resolves.toEqual({ redirectTo: '/start' });
    expect(sessionStore.current()).toEqual(aSession());
    expect(storage.getItem(USER_STORAGE_KEY)).not.toContain('access-1');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('passes the server message of a failed sign-in through and stores nothing', async () => {
    const { authProvider, sessionStore } = setup();
    await expect(authProvider.login({ username: 'bo', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'Fel användarnamn eller lösenord',
    });
    expect(sessionStore.current()).toBeNull();
  });

  it('starts a demo session and an SSO session', async () => {
    const { authProvider, sessionStore, api } = setup();
    await authProvider.login({ demo: true });
    expect(sessionStore.current()?.demo).toBe(true);
    await expect(authProvider.getPermissions!({})).resolves.toEqual({ viewer: 'demo', testUser: false });

    await authProvider.login({ ssoKey: 'k1' });
    expect(api.sso).toHaveBeenCalledWith('k1');
    expect(sessionStore.current()?.accessToken).toBe('sso-access');
  });

  it("signs an invited colleague in with the link's token and the chosen password, keeping the role", async () => {
    const { authProvider, sessionStore, api } = setup();
    await expect(authProvider.login({ inviteToken: 't1', password: 'ett-långt-lösenord' })).resolves.toEqual({ redirectTo: '/start' });
    expect(api.acceptInvite).toHaveBeenCalledWith('t1', 'ett-långt-lösenord');
    expect(sessionStore.current()).toMatchObject({ accessToken: 'invite-access', role: 'booker' });
  });

  it("signs a member in with the reset link's token and the new password", async () => {
    const { authProvider, sessionStore, api } = setup();
    await expect(authProvider.login({ resetToken: 'r1', password: 'ett-nytt-lösenord' })).resolves.toEqual({ redirectTo: '/start' });
    expect(api.resetPassword).toHaveBeenCalledWith('r1', 'ett-nytt-lösenord');
    expect(api.acceptInvite).not.toHaveBeenCalled();
    expect(sessionStore.current()).toMatchObject({ accessToken: 'reset-access', userId: 1002 });
  });

  it('logs out: clears every store, forgets the key, calls the server with the refresh token', async () => {
    const { authProvider, sessionStore, storage, keyStore, api, clearBrowserStores } = setup();
    await authProvider.login({ username: 'anna', password: 'x' });

    await expect(authProvider.logout({})).resolves.toBe('/welcome');
    expect(sessionStore.current()).toBeNull();
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
    await expect(keyStore.get()).resolves.toBeUndefined();
    expect(clearBrowserStores).toHaveBeenCalled();
    expect(api.logout).toHaveBeenCalledWith(expect.objectContaining({ userId: 17, refreshToken: 'refresh-1' }));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/welcome' });
  });

  it('logs out on a 401 that survived the refresh, not on 403 or without a session', async () => {
    const { authProvider } = setup();
    await expect(authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
    await authProvider.login({ username: 'anna', password: 'x' });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 404 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/welcome' });
  });
});
