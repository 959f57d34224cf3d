/**
 * Passes over due work kept in a table (mails to send, webhook deliveries): `pass` claims and works one batch and
 * answers how many it claimed. A pass runs batch after batch while they come back full; a nudge during a pass
 * (new work committed, the poll timer) runs another right after it, never a second one beside it.
 */
export class DueWorkPasses {
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly pass: () => Promise<number>,
    private readonly batchSize: number,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  /** Runs a pass now, or right after the current one. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.passes().finally(() => (this.running = undefined));
  }

  /** Resolves once no pass is running (tests, after moving a clock). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** No pass starts from now on; resolves when the one under way has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private async passes(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.stopped && (await this.pass()) === this.batchSize);
      } catch (error) {
        // The claimed rows' lease runs out and the next poll takes them again.
        this.onFailure(error);
      }
    } while (this.again && !this.stopped);
  }
}
