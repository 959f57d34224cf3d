import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Session } from './session';
import type { SessionStore } from './sessionStore';

/**
 * The page's session store, provided by the public shell and by the react-admin app alike (issue 20: the
 * screens a visitor meets first render without react-admin, so they cannot ask its authProvider).
 */
const SessionStoreContext = createContext<SessionStore | null>(null);

export const SessionStoreProvider = SessionStoreContext.Provider;

export const useSessionStore = (): SessionStore => {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSessionStore needs a SessionStoreProvider');
  return store;
};

/** The stored user, re-rendering on login, token refresh and logout. */
export const useSession = (): Session | null => {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.current);
};
