import type { AuthProvider } from 'react-admin';
import type { Customer } from '../customer/customer';
import type { SessionApi } from '../dataProvider/sessionApi';
import { START_PATH, WELCOME_PATH } from '../routes/routeTable';
import { viewerOf, type Id, type Session, type Viewer } from './session';
import type { SessionStore } from './sessionStore';

/** login() takes one of the five ways in (the last two: an accepted invite, a password reset's link). */
export type LoginParams =
  | { username: string; password: string }
  | { demo: true }
  | { ssoKey: string }
  | { inviteToken: string; password: string }
  | { resetToken: string; password: string };

/** The session calls the provider makes; of the customer it reads only the name it shows. */
export type AuthApi = Pick<SessionApi, 'signin' | 'demo' | 'sso' | 'acceptInvite' | 'resetPassword' | 'logout'> & {
  getCustomer(id: Id): Promise<Pick<Customer, 'fullName'>>;
};

export interface Permissions {
  viewer: Viewer;
  testUser: boolean;
}

export interface FraktAuthProvider extends AuthProvider {
  /** The session store, for useSession(). */
  session: SessionStore;
}

export const createAuthProvider = ({
  sessionStore,
  api,
  clearBrowserStores,
}: {
  sessionStore: SessionStore;
  api: AuthApi;
  /** Everything else the browser keeps for this user (sessionStorage, react-admin store). */
  clearBrowserStores: () => void;
}): FraktAuthProvider => {
  const signIn = (params: LoginParams): Promise<Session> => {
    if ('ssoKey' in params) return api.sso(params.ssoKey);
    if ('inviteToken' in params) return api.acceptInvite(params.inviteToken, params.password);
    if ('resetToken' in params) return api.resetPassword(params.resetToken, params.password);
    if ('demo' in params) return api.demo();
    return api.signin(params.username, params.password);
  };

  return {
    session: sessionStore,

    async login(params: LoginParams) {
      const session = await signIn(params);
      await sessionStore.save(session);
      return { redirectTo: START_PATH };
    },

    async logout() {
      const session = sessionStore.current();
      await sessionStore.clear({ forgetKey: true });
      clearBrowserStores();
      if (session) await api.logout(session);
      return WELCOME_PATH;
    },

    async checkAuth() {
      if (!sessionStore.current()) {
        throw { redirectTo: WELCOME_PATH, message: false };
      }
    },

    async checkError(error: unknown) {
      const e = error as { status?: number; sessionExpired?: boolean } | undefined;
      // 401 after the wrapper's refresh-and-retry: the session is no good. A 401 without a
      // session (an anonymous call) is not a reason to log anybody out, nor is a 403.
      if (e?.status === 401 && sessionStore.current()) {
        throw { redirectTo: WELCOME_PATH, message: false };
      }
    },

    async getIdentity() {
      const session = sessionStore.current();
      if (!session) throw new Error('Not signed in');
      const customer = await api.getCustomer(session.id);
      return { id: session.customerId, fullName: customer.fullName };
    },

    async getPermissions(): Promise<Permissions> {
      const session = sessionStore.current();
      return { viewer: viewerOf(session), testUser: session?.testUser ?? false };
    },
  };
};
