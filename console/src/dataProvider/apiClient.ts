import type { Session, TokenPair } from '../session/session';
import { ApiError, readJson } from './ApiError';

/**
 * The one fetch wrapper every API call goes through:
 * - adds the bearer access token and Accept-Language (the chosen language);
 * - on 401 refreshes the access token once (one refresh in flight, shared by all requests
 *   that got a 401 meanwhile) and retries the request once with the new token;
 * - a 403 on the refresh call means the refresh token is dead: the session expires
 *   (onSessionExpired logs out and goes to /welcome) and the request fails with sessionExpired.
 */
export interface ApiClientOptions {
  /** "/api" */
  baseUrl: string;
  fetch: typeof fetch;
  session: {
    current(): Session | null;
    updateTokens(tokens: TokenPair): Promise<void>;
    /** Re-reads the stored session (another tab may have refreshed it). */
    load?(): Promise<Session | null>;
  };
  /**
   * Runs the refresh under a lock shared by all tabs (Web Locks). The server rotates refresh
   * tokens and treats a spent one coming back as theft (it revokes the whole family), so two
   * tabs must never refresh with the same token.
   */
  withRefreshLock?: <T>(refresh: () => Promise<T>) => Promise<T>;
  getLanguage: () => string;
  onSessionExpired: () => void | Promise<void>;
}

export interface ApiRequestInit extends RequestInit {
  /** Sent as a JSON body. */
  data?: unknown;
  /** false: no bearer token and no refresh (sign-in calls, logout). Default true. */
  auth?: boolean;
}

export interface ApiClient {
  url(path: string): string;
  request(path: string, init?: ApiRequestInit): Promise<Response>;
  /** request + JSON body of a 2xx answer; other answers throw ApiError. */
  json<T>(path: string, init?: ApiRequestInit): Promise<T>;
}

export const REFRESH_PATH = '/auth/refreshtoken';

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const { baseUrl, session, getLanguage, onSessionExpired } = options;
  const doFetch: typeof fetch = (input, init) => options.fetch(input, init);
  let refreshing: Promise<string | null> | null = null;

  const url = (path: string) =>
    /^https?:\/\//.test(path) || path.startsWith(`${baseUrl}/`) || path === baseUrl
      ? path
      : `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;

  const headersFor = (init: ApiRequestInit, accessToken: string | undefined) => {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    headers.set('Accept-Language', getLanguage());
    const body = init.data !== undefined ? 'json' : init.body;
    if (body && !(body instanceof FormData) && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    return headers;
  };

  const send = (path: string, init: ApiRequestInit, accessToken: string | undefined) => {
    const { data, auth: _auth, ...rest } = init;
    return doFetch(url(path), {
      ...rest,
      headers: headersFor(init, accessToken),
      body: data !== undefined ? JSON.stringify(data) : rest.body,
    });
  };

  /** Returns the new access token, or null when no refresh was possible. */
  const refresh = async (rejectedToken: string): Promise<string | null> => {
    // Another tab may have refreshed while this one waited for the lock.
    const current = (await session.load?.()) ?? session.current();
    if (!current?.refreshToken) return null;
    if (current.accessToken !== rejectedToken) return current.accessToken;
    const response = await send(REFRESH_PATH, { method: 'POST', data: { refreshToken: current.refreshToken }, auth: false }, undefined);
    if (response.status === 403) {
      await onSessionExpired();
      throw new ApiError(401, { statusCode: 401, code: 'AUTH.SESSION_EXPIRED' }, true);
    }
    if (!response.ok) return null;
    const tokens = await readJson<TokenPair>(response);
    if (!tokens?.accessToken) return null;
    await session.updateTokens(tokens);
    return tokens.accessToken;
  };

  const refreshOnce = (rejectedToken: string) => {
    const run = () => refresh(rejectedToken);
    refreshing ??= (options.withRefreshLock ? options.withRefreshLock(run) : run()).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const request = async (path: string, init: ApiRequestInit = {}) => {
    const useAuth = init.auth !== false;
    const usedToken = useAuth ? session.current()?.accessToken : undefined;
    const response = await send(path, init, usedToken);
    if (response.status !== 401 || !usedToken) return response;

    // Another request may have refreshed the token while this one was under way.
    const latest = session.current()?.accessToken;
    const token = latest && latest !== usedToken ? latest : await refreshOnce(usedToken);
    if (!token) return response;
    return send(path, init, token);
  };

  return {
    url,
    request,
    json: async <T>(path: string, init?: ApiRequestInit) => readJson<T>(await request(path, init)),
  };
};
