/**
 * The password checks this process is running right now, per limit key. A check in flight may
 * still become a failure, so it takes a place under the limit until it settles; waiters are woken
 * when one does.
 */
export class InFlightAttempts {
  private readonly counts = new Map<string, number>();
  private readonly failures = new Map<string, number>();
  private readonly waiters = new Map<string, Array<() => void>>();

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** Grows each time a check for the key ends in a failure: a count read before then may be short. */
  failureGeneration(key: string): number {
    return this.failures.get(key) ?? 0;
  }

  take(keys: readonly string[]): void {
    for (const key of keys) this.counts.set(key, this.count(key) + 1);
  }

  release(keys: readonly string[], failed: boolean): void {
    for (const key of keys) {
      const left = this.count(key) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
      if (failed) this.failures.set(key, this.failureGeneration(key) + 1);
      // A generation only matters while someone compares against it.
      if (!this.counts.has(key)) this.failures.delete(key);
      const waiting = this.waiters.get(key);
      this.waiters.delete(key);
      waiting?.forEach((wake) => wake());
    }
  }

  /** Resolves when a check in flight for any of the keys settles, or after `timeoutMs` at the latest. */
  settled(keys: readonly string[], timeoutMs: number): Promise<'settled' | 'timeout'> {
    const busy = keys.filter((key) => this.count(key) > 0);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve('timeout'), timeoutMs);
      const wake = () => {
        clearTimeout(timer);
        resolve('settled');
      };
      for (const key of busy) this.waiters.set(key, [...(this.waiters.get(key) ?? []), wake]);
    });
  }
}
