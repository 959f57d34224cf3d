/**
 * Lookups allowed per client address and window: the page is public, and a consignment number with a postcode
 * is what stands between a stranger and a receiver's timeline, so guessing must be slow. In memory per replica:
 * the gateway's global per-address limit stands behind it across replicas.
 */
export class LookupLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a lookup for `address`; false (not counted) when its window is full; the seconds until a slot frees. */
  take(address: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    const recent = (this.hits.get(address) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(address, recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(address, recent);
    // Forget quiet addresses now and then so the map stays as small as the traffic.
    if (this.hits.size > 10_000)
      for (const [key, times] of this.hits) if (times.every((at) => at <= now - this.windowMs)) this.hits.delete(key);
    return { allowed: true };
  }
}
