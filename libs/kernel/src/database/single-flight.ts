/**
 * Work that callers share while it runs (one pool read for all of them), except a caller holding its
 * transaction's connection: that one does the work itself, on its connection. Waiting for shared work that
 * needs a pool connection, with every connection held by such waiters, would wait for ever (a pool deadlock).
 */
export class SingleFlight<T> {
  private running?: Promise<T>;

  constructor(private readonly work: () => Promise<T>) {}

  run(holdsConnection: boolean): Promise<T> {
    if (holdsConnection) return this.work();
    this.running ??= this.work().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
