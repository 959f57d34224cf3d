import { useSyncExternalStore } from 'react';
import { useAuthProvider } from 'react-admin';
import type { FraktAuthProvider } from './authProvider';
import type { Session } from './session';

/** The stored user, re-rendering on login, token refresh and logout. */
export const useSession = (): Session | null => {
  const { session } = useAuthProvider() as FraktAuthProvider;
  return useSyncExternalStore(session.subscribe, session.current);
};

export const useSessionStore = () => (useAuthProvider() as FraktAuthProvider).session;
