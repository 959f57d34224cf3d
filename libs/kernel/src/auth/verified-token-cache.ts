import { createHash } from 'node:crypto';
import { Principal } from './principal';

/** The time claims of a token that passed the full check (jsonwebtoken has already refused non-numeric ones). */
export interface VerifiedLifetime {
  exp?: number;
  nbf?: number;
}

interface Entry {
  principal: Principal;
  exp: number;
  nbf: number | undefined;
}

/** A few hundred bytes an entry, so a few MB per app at most; past it, only the least active tokens are verified again. */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/**
 * Principals of access tokens that have already passed the full check. A console sends the same token
 * with every request until it refreshes, and the RSA signature check is a measurable share of a request's
 * CPU; a signature verified once stays verified, since the key store never changes while the process runs.
 * The time rules are not like that, so they are applied again on every hit, exactly as jsonwebtoken does.
 *
 * Only successes are ever stored, so a client cannot fill the cache without tokens we signed ourselves.
 */
export class VerifiedTokenCache {
  // Map iteration follows insertion order; re-inserting on every hit keeps the least recently used first.
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clockToleranceSeconds: number,
    private readonly maxEntries: number = VERIFIED_TOKEN_CACHE_SIZE,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The principal of a token verified before and still within its lifetime; undefined means: verify it. */
  get(rawJwt: string): Principal | undefined {
    const id = digest(rawJwt);
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    if (!this.isCurrent(entry)) return undefined;
    this.entries.set(id, entry);
    // A copy per request, as a fresh verification would give: a handler that changed its principal must not change the next caller's.
    return { ...entry.principal };
  }

  /** Call only after the token passed the full check and yielded this principal. */
  remember(rawJwt: string, principal: Principal, lifetime: VerifiedLifetime): void {
    // Our tokens always carry exp; one without it would stay valid for ever, so it is simply verified every time.
    if (typeof lifetime.exp !== 'number') return;
    const id = digest(rawJwt);
    this.entries.delete(id);
    this.entries.set(id, {
      principal: { ...principal },
      exp: lifetime.exp,
      nbf: typeof lifetime.nbf === 'number' ? lifetime.nbf : undefined,
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  private isCurrent(entry: Entry): boolean {
    // jsonwebtoken's comparisons, on the same whole-second clock, so a hit never outlives what a fresh check would allow.
    const now = Math.floor(Date.now() / 1000);
    if (now >= entry.exp + this.clockToleranceSeconds) return false;
    return entry.nbf === undefined || entry.nbf <= now + this.clockToleranceSeconds;
  }
}

// A digest rather than the token: the heap then holds no bearer credentials, and every key is equally small.
function digest(rawJwt: string): string {
  return createHash('sha256').update(rawJwt).digest('base64url');
}
