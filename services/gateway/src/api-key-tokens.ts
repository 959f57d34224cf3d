import { API_KEY_EXCHANGE_PATH, API_KEY_TTL_MS, AppLogger } from '@freight/kernel';

/** How long the gateway waits for auth to exchange a key before answering 503. */
export const KEY_EXCHANGE_TIMEOUT_MS = 2000;
const MAX_ENTRIES = 10_000;

/** A key's access token; null when auth refused the key; undefined when auth could not be asked (503, Retry-After). */
export type KeyToken = string | null | undefined;

/**
 * Distributed mode's API keys: the gateway exchanges a key for a short-lived access token at the auth service
 * (which alone keeps keys) and hands the token on in place of the key, so every service behind it verifies a
 * signature as for a session and applies the key's scopes from the token. Answers are kept API_KEY_TTL_MS, the
 * same bound as the all-in-one's: a key revoked stops within it, and a key's use is recorded at that resolution.
 * Refusals are kept as long, so a flood of a bad key is not a flood of exchanges; auth not answering is not kept.
 */
export class ApiKeyTokens {
  private readonly answers = new Map<string, { token: string | null; until: number }>();
  private readonly asking = new Map<string, Promise<KeyToken>>();

  constructor(
    private readonly authUrl: () => string | undefined,
    private readonly logger: AppLogger,
    private readonly ttlMs = API_KEY_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  token(key: string): Promise<KeyToken> {
    const known = this.answers.get(key);
    if (known && known.until > this.now()) return Promise.resolve(known.token);
    let pending = this.asking.get(key);
    if (!pending) {
      pending = this.exchange(key).finally(() => this.asking.delete(key));
      this.asking.set(key, pending);
    }
    return pending;
  }

  private async exchange(key: string): Promise<KeyToken> {
    const auth = this.authUrl();
    if (!auth) return undefined;
    try {
      const res = await fetch(new URL(API_KEY_EXCHANGE_PATH, auth), {
        method: 'POST',
        headers: { authorization: `Bearer ${key}` },
        signal: AbortSignal.timeout(KEY_EXCHANGE_TIMEOUT_MS),
      });
      const body = (await res.json().catch(() => ({}))) as { accessToken?: unknown };
      if (res.status === 200 && typeof body.accessToken === 'string') return this.remember(key, body.accessToken);
      if (res.status === 401) return this.remember(key, null);
      // Never the key in a log: the service and the status say enough.
      this.logger.warn({ service: 'auth', status: res.status }, 'API key exchange answered neither a token nor 401');
    } catch {
      this.logger.warn({ service: 'auth' }, 'API key exchange got no answer');
    }
    return undefined;
  }

  private remember(key: string, token: string | null): string | null {
    this.answers.delete(key);
    this.answers.set(key, { token, until: this.now() + this.ttlMs });
    while (this.answers.size > MAX_ENTRIES) this.answers.delete(this.answers.keys().next().value as string);
    return token;
  }
}
