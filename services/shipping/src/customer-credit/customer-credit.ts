import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';

/** How stale the blocked set may be on a replica that did not apply the event itself. */
const REFRESH_MS = 1_000;
const BLOCKED = 'SELECT customer_id FROM customer_credit WHERE blocked';

/**
 * Which customers billing has blocked for credit. Booking asks for every order, so the (small) set of blocked
 * customers is read at most once a second, and at once after this process applied a change.
 */
@Injectable()
export class CustomerCredit {
  private blocked = new Set<number>();
  private readAt = 0;
  private reading: Promise<void> | undefined;

  constructor(private readonly tx: TransactionHost) {}

  async isBlocked(customerId: number): Promise<boolean> {
    if (Date.now() - this.readAt >= REFRESH_MS) {
      // A caller holding its transaction's connection reads on it: waiting for a shared read that needs a
      // pool connection, with every connection held that way, would wait for ever.
      if (this.tx.inTransaction) this.remember(await this.tx.manager.query(BLOCKED));
      else await this.refresh();
    }
    return this.blocked.has(customerId);
  }

  /** Forgets the set; the next question reads it again. */
  invalidate(): void {
    this.readAt = 0;
  }

  private refresh(): Promise<void> {
    this.reading ??= this.tx.dataSource
      .query(BLOCKED)
      .then((rows: { customer_id: number }[]) => this.remember(rows))
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }

  private remember(rows: { customer_id: number }[]): void {
    this.blocked = new Set(rows.map((r) => r.customer_id));
    this.readAt = Date.now();
  }
}
