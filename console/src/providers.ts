import { memoryStore } from 'react-admin';
import { config } from './config';
import { createComplaintsApi } from './complaint/complaintsResource';
import { createContactsApi } from './contact/contactsResource';
import { createBillApi } from './bill/billApi';
import { createProfileApi } from './profile/profileApi';
import { createApiClient, createDataProvider, createFraktApi } from './dataProvider';
import { getStoredLanguage } from './i18n/language';
import { WELCOME_PATH } from './routes/routeTable';
import { createAuthProvider } from './session/authProvider';
import { createBrowserKeyStore } from './session/keyStore';
import { createSessionCipher } from './session/sessionCipher';
import { createSessionStore, USER_STORAGE_KEY } from './session/sessionStore';

/** Composition root: the browser's stores, the API client and react-admin's providers. */
export const sessionStore = createSessionStore({
  storage: window.localStorage,
  cipher: createSessionCipher(createBrowserKeyStore()),
});

// Another tab signed in, refreshed the token or logged out.
window.addEventListener('storage', (event) => {
  if (event.key === USER_STORAGE_KEY || event.key === null) void sessionStore.load();
});

let expireSession = async () => {};

const apiClient = createApiClient({
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

const fraktApi = createFraktApi(apiClient);

const contactsApi = createContactsApi(apiClient, {
  accessToken: () => sessionStore.current()?.accessToken,
  language: getStoredLanguage,
});

const uploadAuth = { accessToken: () => sessionStore.current()?.accessToken, language: getStoredLanguage };

export const dataProvider = createDataProvider(
  config.apiUrl,
  apiClient,
  fraktApi,
  contactsApi,
  createProfileApi(apiClient),
  createBillApi(apiClient),
  createComplaintsApi(apiClient, uploadAuth),
);

export const authProvider = createAuthProvider({
  sessionStore,
  api: fraktApi,
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

/** react-admin's own store (panel state and the like) lives in memory: nothing of it outlives the page. */
export const store = memoryStore();
