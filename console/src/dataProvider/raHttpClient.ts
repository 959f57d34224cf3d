import { apiErrorFromResponse } from './ApiError';
import type { ApiClient } from './apiClient';

/** The httpClient contract of ra-data-simple-rest (same as react-admin's fetchUtils.fetchJson). */
export interface RaHttpResponse {
  status: number;
  headers: Headers;
  body: string;
  // ra-data-simple-rest's own type for the parsed body.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/** Adapts the fetch wrapper (token, language, refresh) to ra-data-simple-rest. */
export const toRaHttpClient =
  (api: ApiClient) =>
  async (url: string, options: RequestInit = {}): Promise<RaHttpResponse> => {
    const response = await api.request(url, options);
    if (!response.ok) throw await apiErrorFromResponse(response);
    const body = await response.text();
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = body;
    }
    return { status: response.status, headers: response.headers, body, json };
  };
