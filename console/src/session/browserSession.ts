import { config } from '../config';
import { createApiClient, type ApiClient } from '../dataProvider/apiClient';
import { createSessionApi } from '../dataProvider/sessionApi';
import { getStoredLanguage } from '../i18n/language';
import { WELCOME_PATH } from '../routes/routeTable';
import { createAuthProvider } from './authProvider';
import { createBrowserKeyStore } from './keyStore';
import { createSessionCipher } from './sessionCipher';
import { createSessionStore, USER_STORAGE_KEY } from './sessionStore';

/**
 * Composition root of what the public pages need before react-admin loads (issue 20): the stored user,
 * the API client and the authProvider. providers.ts builds react-admin's data provider on the same objects.
 */
export const sessionStore = createSessionStore({
  storage: window.localStorage,
  cipher: createSessionCipher(createBrowserKeyStore()),
});

// Another tab signed in, refreshed the token or logged out.
window.addEventListener('storage', (event) => {
  if (event.key === USER_STORAGE_KEY || event.key === null) void sessionStore.load();
});

let expireSession = async () => {};

export const apiClient: ApiClient = createApiClient({
  baseUrl: config.apiUrl,
  fetch: (input, init) => window.fetch(input, init),
  session: sessionStore,
  getLanguage: getStoredLanguage,
  onSessionExpired: () => expireSession(),
  // Web Locks exist in secure contexts (https, localhost); elsewhere each tab refreshes alone.
  withRefreshLock: navigator.locks
    ? <T>(refresh: () => Promise<T>) => navigator.locks.request('frakt.session.refresh', refresh) as Promise<T>
    : undefined,
});

export const sessionApi = createSessionApi(apiClient);

export const authProvider = createAuthProvider({
  sessionStore,
  api: sessionApi,
  clearBrowserStores: () => {
    try {
      window.sessionStorage.clear();
    } catch {
      // Blocked storage: nothing to clear.
    }
  },
});

// A dead refresh token (403 on refresh): log out and start over at /welcome. A full page
// load also drops every cached answer of the old session.
expireSession = async () => {
  await authProvider.logout({});
  window.location.assign(WELCOME_PATH);
};
