import simpleRestProvider from 'ra-data-simple-rest';
import type { ApiClient } from '../dataProvider/apiClient';
import { ApiError } from '../dataProvider/ApiError';
import { toRaHttpClient } from '../dataProvider/raHttpClient';

export type RecordedCall = { path: string; method: string; body?: unknown };

/**
 * An ApiClient that records each call and answers from `answer`, with the ra-data-simple-rest provider over it as
 * the console builds one: a resource's data provider is tested against the requests it really makes.
 */
export const recordingApi = (answer: (call: RecordedCall) => Response) => {
  const calls: RecordedCall[] = [];
  const request = async (path: string, init: { method?: string; data?: unknown; body?: unknown } = {}) => {
    // ra-data-simple-rest sends its JSON as `body`; the console's own calls as `data`.
    const call = {
      path,
      method: init.method ?? 'GET',
      body: init.data ?? (typeof init.body === 'string' ? JSON.parse(init.body) : undefined),
    };
    calls.push(call);
    return answer(call);
  };
  const api: ApiClient = {
    url: (path) => `/api${path}`,
    request: request as ApiClient['request'],
    json: (async (path: string, init?: { method?: string; data?: unknown }) => {
      const response = await request(path, init);
      if (!response.ok) throw new ApiError(response.status, (await response.json()) as object);
      return response.json();
    }) as ApiClient['json'],
  };
  return { api, rest: simpleRestProvider('/api', toRaHttpClient(api)), calls };
};

export const jsonResponse = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A recorded call's path and query, the query as an object. */
export const requested = (call: RecordedCall) => {
  const url = new URL(call.path, 'http://x');
  return { method: call.method, path: url.pathname, query: Object.fromEntries(url.searchParams) };
};
