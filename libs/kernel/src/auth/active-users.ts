/**
 * Whether a user still exists and may sign in, from whoever keeps users (the auth service); undefined when it cannot
 * say (the auth service not answering): the signature then stands for this request and nothing is remembered.
 */
export type UserDirectory = (userId: number) => Promise<boolean | undefined>;

/** How long an answer is trusted: a user removed while holding an access token is refused within this, not at its expiry. */
export const ACTIVE_USER_TTL_MS = 30_000;
/** Users remembered per process; past it, the least recently checked are asked again. */
export const ACTIVE_USER_CACHE_SIZE = 10_000;

interface Entry {
  active: boolean;
  until: number;
}

/**
 * The guard's check that a validly signed token's user still exists: an answer per user, kept ACTIVE_USER_TTL_MS,
 * so an authenticated read costs a map lookup and a user's first request in that window one indexed query
 * (concurrent ones share it). Removed users are remembered as such for the same time, so a flood of their tokens
 * does not become a flood of queries. A process without a directory (a service whose callers come through the
 * gateway, which checks) trusts the signature alone.
 */
export class ActiveUsers {
  private directory: UserDirectory | undefined;
  private readonly entries = new Map<number, Entry>();
  private readonly asking = new Map<number, Promise<boolean>>();

  constructor(
    private readonly ttlMs = ACTIVE_USER_TTL_MS,
    private readonly maxEntries = ACTIVE_USER_CACHE_SIZE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Called by the module that keeps users; the last one wins. */
  use(directory: UserDirectory): void {
    this.directory = directory;
    this.entries.clear();
  }

  get checking(): boolean {
    return this.directory !== undefined;
  }

  /** `directory`: how to ask for this request, where the answer depends on it (the gateway asks with the caller's token). */
  isActive(userId: number, directory: UserDirectory | undefined = this.directory): Promise<boolean> {
    if (!directory) return Promise.resolve(true);
    const entry = this.entries.get(userId);
    if (entry && entry.until > this.now()) {
      // Re-inserted, so the least recently checked are first to go.
      this.entries.delete(userId);
      this.entries.set(userId, entry);
      return Promise.resolve(entry.active);
    }
    let pending = this.asking.get(userId);
    if (!pending) {
      pending = directory(userId)
        .then((active) => {
          if (active === undefined) return true;
          this.remember(userId, active);
          return active;
        })
        .finally(() => this.asking.delete(userId));
      this.asking.set(userId, pending);
    }
    return pending;
  }

  /** A user known removed (or back) at once, without waiting for the answer to age. */
  remember(userId: number, active: boolean): void {
    this.entries.delete(userId);
    this.entries.set(userId, { active, until: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as number);
  }
}
