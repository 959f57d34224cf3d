import { Injectable } from '@nestjs/common';
import { SingleFlight, TransactionHost } from '@freight/kernel';

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
  // On the caller's transaction when it has one (see SingleFlight); tx.manager is the pool's outside one.
  private readonly reading = new SingleFlight(async () => this.remember(await this.tx.manager.query(BLOCKED)));

  constructor(private readonly tx: TransactionHost) {}

  async isBlocked(customerId: number): Promise<boolean> {
    if (Date.now() - this.readAt >= REFRESH_MS) await this.reading.run(this.tx.inTransaction);
    return this.blocked.has(customerId);
  }

  /** Forgets the set; the next question reads it again. */
  invalidate(): void {
    this.readAt = 0;
  }

  private remember(rows: { customer_id: number }[]): void {
    this.blocked = new Set(rows.map((r) => r.customer_id));
    this.readAt = Date.now();
  }
}
