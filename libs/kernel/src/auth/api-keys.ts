import { SetMetadata } from '@nestjs/common';
import { API_KEY_FORMAT, type ApiKeyScope as Scope } from './api-key-format';
import { Principal } from './principal';

export { API_KEY_FORMAT, API_KEY_SCOPES } from './api-key-format';
/** The scope names (the type), beside the decorator of the same name below. */
export type ApiKeyScope = Scope;

/** An API key presented as `Authorization: Bearer frk_...` (the scheme in any case), or undefined. */
export function apiKeyOf(authorization: unknown): string | undefined {
  const match = typeof authorization === 'string' ? /^[Bb][Ee][Aa][Rr][Ee][Rr] +(frk_\S+)$/.exec(authorization) : null;
  return match && API_KEY_FORMAT.test(match[1]) ? match[1] : undefined;
}

export const API_KEY_SCOPE = 'frakt:api-key-scope';

/**
 * The scope an API key needs for a route. Reads (GET, HEAD) need `read` without saying so; any other route is
 * refused to keys (deny by default: profile changes, key and webhook management, uploads) unless it says which
 * scope opens it, e.g. `@ApiKeyScope('book')` on booking calls, `@ApiKeyScope('read')` on a read sent as POST.
 */
export const ApiKeyScope = (scope: ApiKeyScope | 'none') => SetMetadata(API_KEY_SCOPE, scope);

/** The principal an API key stands for: its member's customer and user, never demo, with the key's id and scopes. */
export type ApiKeyPrincipal = Principal & { apiKey: { id: string; scopes: readonly ApiKeyScope[] } };

/** Who a key belongs to, from whoever keeps keys (the auth service); null for an unknown, revoked or malformed key. */
export type ApiKeyDirectory = (key: string) => Promise<ApiKeyPrincipal | null>;

/** How long a key's answer is trusted in a process: a key revoked elsewhere stops working within this. */
export const API_KEY_TTL_MS = 5_000;
/**
 * Distributed mode: the gateway exchanges a key for an access token of this lifetime at the auth service
 * (POST API_KEY_EXCHANGE_PATH) and keeps it API_KEY_TTL_MS, so the services behind it need no key store.
 */
export const API_KEY_TOKEN_TTL_SECONDS = 60;
export const API_KEY_EXCHANGE_PATH = '/api/auth/key-exchange';
/** Calls per key per minute, per process (API_KEY_RATE_LIMIT overrides it). */
export const API_KEY_RATE_LIMIT = 600;
const WINDOW_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * The guard's way to API keys: answers per key kept API_KEY_TTL_MS (a call costs a map lookup; a key's first
 * call in that window one indexed statement), and a fixed one-minute window of calls per key. A process
 * without a directory (a service behind the gateway, which exchanges keys for tokens) refuses keys themselves,
 * and applies scopes and limit to the exchanged tokens (principal.apiKey).
 */
export class ApiKeys {
  private directory: ApiKeyDirectory | undefined;
  private readonly answers = new Map<string, { principal: ApiKeyPrincipal | null; until: number }>();
  private readonly windows = new Map<string, { start: number; calls: number }>();

  constructor(
    private readonly ttlMs = API_KEY_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  limit = API_KEY_RATE_LIMIT;

  use(directory: ApiKeyDirectory): void {
    this.directory = directory;
    this.answers.clear();
  }

  get checking(): boolean {
    return this.directory !== undefined;
  }

  async principal(key: string): Promise<ApiKeyPrincipal | null> {
    if (!this.directory) return null;
    const known = this.answers.get(key);
    if (known && known.until > this.now()) return known.principal;
    const principal = await this.directory(key);
    this.answers.set(key, { principal, until: this.now() + this.ttlMs });
    while (this.answers.size > MAX_ENTRIES) this.answers.delete(this.answers.keys().next().value as string);
    return principal;
  }

  /** A key revoked in this process stops at once here (its own call answered before the revocation aside). */
  forget(keyId: string): void {
    for (const [key, answer] of this.answers)
      if (answer.principal?.apiKey.id === keyId || key.startsWith(`frk_${keyId}_`)) this.answers.delete(key);
  }

  /** Counts a call; seconds until the key may call again when it is over its limit, else undefined. */
  take(keyId: string): number | undefined {
    const now = this.now();
    let window = this.windows.get(keyId);
    if (!window || now - window.start >= WINDOW_MS) {
      window = { start: now, calls: 0 };
      this.windows.delete(keyId);
      this.windows.set(keyId, window);
      while (this.windows.size > MAX_ENTRIES) this.windows.delete(this.windows.keys().next().value as string);
    }
    window.calls += 1;
    return window.calls > this.limit ? Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000)) : undefined;
  }
}
