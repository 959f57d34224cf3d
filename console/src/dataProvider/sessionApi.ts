import type { ApiBody } from '../api/types';
import type { ContentBlock } from '../content/content';
import { normalizeCustomer, type Customer } from '../customer/customer';
import { toSession, type Id, type Session } from '../session/session';
import type { ApiClient } from './apiClient';

/**
 * The calls of signing in and out and of the welcome screen (spec 7), apart from the rest of FraktApi: the
 * public shell makes them before react-admin and the shipment code are loaded (issue 20).
 */
export interface SessionApi {
  signin(username: string, password: string): Promise<Session>;
  demo(): Promise<Session>;
  sso(key: string): Promise<Session>;
  /** The invite link's page: the one-time token and the password the colleague chooses. */
  acceptInvite(token: string, password: string): Promise<Session>;
  /** "Glömt lösenord": asks for a link by mail; the server answers the same whether or not the login exists. */
  requestPasswordReset(login: string): Promise<void>;
  /** The reset link's page: the one-time token and the new password. */
  resetPassword(token: string, password: string): Promise<Session>;
  /** Best effort: never throws. token is the refresh token. */
  logout(session: Pick<Session, 'userId' | 'refreshToken' | 'accessToken'>): Promise<void>;
  getCustomer(id: Id): Promise<Customer>;
  getContentByKey(key: string, language: string): Promise<ContentBlock>;
}

const asSession = (value: unknown): Session => {
  const session = toSession(value);
  if (!session) throw new Error('The sign-in answer carries no session');
  return session;
};

export const createSessionApi = (api: ApiClient): SessionApi => ({
  signin: (username, password) =>
    api
      .json('/auth/signin', { method: 'POST', data: { username, password } satisfies ApiBody<'/api/auth/signin', 'post'>, auth: false })
      .then(asSession),
  demo: () => api.json('/auth/demo', { method: 'POST', auth: false }).then(asSession),
  sso: (key) =>
    api.json('/auth/sso', { method: 'POST', data: { key } satisfies ApiBody<'/api/auth/sso', 'post'>, auth: false }).then(asSession),
  acceptInvite: (token, password) =>
    api
      .json('/auth/invites/accept', {
        method: 'POST',
        data: { token, password } satisfies ApiBody<'/api/auth/invites/accept', 'post'>,
        auth: false,
      })
      .then(asSession),
  requestPasswordReset: async (login) => {
    await api.json('/auth/password-reset', {
      method: 'POST',
      data: { login } satisfies ApiBody<'/api/auth/password-reset', 'post'>,
      auth: false,
    });
  },
  resetPassword: (token, password) =>
    api
      .json('/auth/password-reset/confirm', {
        method: 'POST',
        data: { token, password } satisfies ApiBody<'/api/auth/password-reset/confirm', 'post'>,
        auth: false,
      })
      .then(asSession),
  logout: async ({ userId, refreshToken, accessToken }) => {
    try {
      await api.request('/auth/logout', {
        method: 'POST',
        data: { userId, token: refreshToken },
        auth: false,
        headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
      });
    } catch {
      // The local session is gone already; the server forgets the token on its own.
    }
  },
  getCustomer: (id) => api.json(`/customer/${encodeURIComponent(String(id))}`).then(normalizeCustomer),
  getContentByKey: (key, language) =>
    api.json<ContentBlock>(`/content/key/${encodeURIComponent(key)}${language ? `?${new URLSearchParams({ language })}` : ''}`),
});
