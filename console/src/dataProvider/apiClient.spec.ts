import { describe, expect, it, jest } from '@jest/globals';
import type { Session, TokenPair } from '../session/session';
import { aSession } from '../testing/fakes';
import { ApiError } from './ApiError';
import { createApiClient } from './apiClient';

type Call = { url: string; method: string; headers: Headers; body?: string };

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * A fake server: access tokens in `valid` are accepted, refresh answers come from `refresh`.
 * Every request is recorded.
 */
const setup = ({
  session = aSession() as Session | null,
  valid = ['access-2'],
  refresh = (): Response | Promise<Response> => json(200, { accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900 }),
  language = 'en',
  gates = {} as Record<string, Promise<void>>,
  stored = undefined as (() => Session | null) | undefined,
} = {}) => {
  const calls: Call[] = [];
  let current = session;
  const store = {
    current: () => current,
    load: stored && (async () => (current = stored())),
    updateTokens: jest.fn(async (tokens: TokenPair) => {
      current = current && {
        ...current,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken ?? current.refreshToken,
      };
    }),
  };
  const onSessionExpired = jest.fn(async () => {
    current = null;
  });
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call = { url: String(input), method: init?.method ?? 'GET', headers, body: init?.body as string | undefined };
    calls.push(call);
    if (call.url === '/api/auth/refreshtoken') return refresh();
    await gates[call.url];
    const token = headers.get('Authorization')?.replace('Bearer ', '');
    return token && valid.includes(token)
      ? json(200, { ok: true, token })
      : json(401, { statusCode: 401, code: 'AUTH.UNAUTHORIZED', message: 'Unauthorized' });
  });
  const api = createApiClient({
    baseUrl: '/api',
    fetch: fetch as unknown as typeof globalThis.fetch,
    session: store,
    getLanguage: () => language,
    onSessionExpired,
  });
  const refreshCalls = () => calls.filter((c) => c.url === '/api/auth/refreshtoken');
  return { api, calls, store, onSessionExpired, refreshCalls, current: () => current };
};

describe(createApiClient.name, () => {
  it('sends the bearer token, Accept-Language and a JSON body', async () => {
    const { api, calls } = setup({ valid: ['access-1'], language: 'sv' });
    await expect(api.json('/customer/4711', { method: 'PUT', data: { a: 1 } })).resolves.toEqual({ ok: true, token: 'access-1' });

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/customer/4711');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer access-1');
    expect(calls[0].headers.get('Accept-Language')).toBe('sv');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(calls[0].body).toBe('{"a":1}');
  });

  it('leaves full API URLs (from ra-data-simple-rest) as they are', async () => {
    const { api, calls } = setup({ valid: ['access-1'] });
    await api.request('/api/contact?sort=x');
    expect(calls[0].url).toBe('/api/contact?sort=x');
  });

  it('sends no token on calls without auth', async () => {
    const { api, calls } = setup();
    await api.request('/auth/signin', { method: 'POST', data: {}, auth: false });
    expect(calls[0].headers.has('Authorization')).toBe(false);
  });

  it('on 401 refreshes the token once and retries with the new token', async () => {
    const { api, calls, refreshCalls, current } = setup();
    await expect(api.json('/customer/4711')).resolves.toEqual({ ok: true, token: 'access-2' });

    expect(refreshCalls()).toHaveLength(1);
    expect(JSON.parse(refreshCalls()[0].body!)).toEqual({ refreshToken: 'refresh-1' });
    expect(refreshCalls()[0].headers.has('Authorization')).toBe(false);
    expect(calls.map((c) => c.url)).toEqual(['/api/customer/4711', '/api/auth/refreshtoken', '/api/customer/4711']);
    expect(calls[2].headers.get('Authorization')).toBe('Bearer access-2');
    expect(current()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('shares one refresh between concurrent requests', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { api, refreshCalls } = setup({
      refresh: async () => {
        await gate;
        return json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });
      },
    });
    const pending = Promise.all([api.json('/a'), api.json('/b'), api.json('/c')]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const results = await pending;

    expect(refreshCalls()).toHaveLength(1);
    expect(results).toEqual([
      { ok: true, token: 'access-2' },
      { ok: true, token: 'access-2' },
      { ok: true, token: 'access-2' },
    ]);
  });

  it('retries with a token another request already refreshed, without a second refresh', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { api, calls, refreshCalls } = setup({ gates: { '/api/slow': slow } });
    // /slow goes out with the old token and comes back 401 only after /fast has refreshed.
    const pendingSlow = api.json('/slow');
    await api.json('/fast');
    release();
    await expect(pendingSlow).resolves.toEqual({ ok: true, token: 'access-2' });

    expect(refreshCalls()).toHaveLength(1);
    const slowCalls = calls.filter((c) => c.url === '/api/slow');
    expect(slowCalls.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('uses tokens another tab refreshed instead of spending the refresh token again', async () => {
    const { api, calls, refreshCalls } = setup({
      stored: () => aSession({ accessToken: 'access-2', refreshToken: 'refresh-2' }),
    });
    await expect(api.json('/a')).resolves.toEqual({ ok: true, token: 'access-2' });
    expect(refreshCalls()).toHaveLength(0);
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('refreshes under the cross-tab lock when one is given', async () => {
    const order: string[] = [];
    const calls: string[] = [];
    let current: Session | null = aSession();
    const api = createApiClient({
      baseUrl: '/api',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(String(input));
        if (String(input).endsWith('/auth/refreshtoken')) {
          order.push('refresh');
          return json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });
        }
        return new Headers(init?.headers).get('Authorization') === 'Bearer access-2' ? json(200, {}) : json(401, {});
      }) as typeof fetch,
      session: {
        current: () => current,
        updateTokens: async (tokens) => {
          current = current && ({ ...current, ...tokens } as Session);
        },
      },
      getLanguage: () => 'sv',
      onSessionExpired: () => undefined,
      withRefreshLock: async (run) => {
        order.push('lock');
        const result = await run();
        order.push('unlock');
        return result;
      },
    });
    await api.json('/a');
    expect(order).toEqual(['lock', 'refresh', 'unlock']);
    expect(calls).toEqual(['/api/a', '/api/auth/refreshtoken', '/api/a']);
  });

  it('refreshes only once: a second 401 is the answer', async () => {
    const { api, calls, refreshCalls } = setup({ valid: [] });
    const failure = api.json('/customer/4711');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('on 403 from the refresh call logs out once and fails every waiting request', async () => {
    const { api, onSessionExpired, refreshCalls, calls } = setup({
      refresh: () => json(403, { statusCode: 403, code: 'AUTH.REFRESH_EXPIRED', message: 'Expired' }),
    });
    const results = await Promise.allSettled([api.json('/a'), api.json('/b')]);

    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(refreshCalls()).toHaveLength(1);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 401, sessionExpired: true });
    }
    // No retry after the failed refresh.
    expect(calls.filter((c) => c.url !== '/api/auth/refreshtoken')).toHaveLength(2);
  });

  it('does not refresh for a request made without a session', async () => {
    const { api, refreshCalls, onSessionExpired } = setup({ session: null });
    await expect(api.json('/content/key/x')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('gives up on the refresh when it fails otherwise, without logging out', async () => {
    const { api, onSessionExpired } = setup({ refresh: () => json(500, { message: 'boom' }) });
    await expect(api.json('/a')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('turns the error shape into an ApiError with the server message', async () => {
    const { api } = setup({ session: null });
    const error = (await api.json('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.serverMessage).toBe('Unauthorized');
    expect(error.code).toBe('AUTH.UNAUTHORIZED');
  });
});
