import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { affectedRows, answerErasureRequests, EventSubscriptions, Outbox } from '@freight/messaging';

/**
 * This service's part of an erasure. Bills and their lines stay as issued, buyer included, for seven years after
 * the fiscal year (bokföringslagen 7 kap. 2 §: they are räkenskapsinformation); payments stay with them. The
 * billing copy of the customer, which only future invoices read, loses its name, organisation number, address and
 * e-mail: nothing more is sent to the person, and an invoice of lines still unbilled names no one.
 */
@Injectable()
export class EraseBillingCustomer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly outbox: Outbox,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    answerErasureRequests(this.subscriptions, this.outbox, 'billing', (customerId, requestedAt) => this.erase(customerId, requestedAt));
  }

  async erase(customerId: number, requestedAt: Date): Promise<number> {
    // changed_at at least the request's time, also when no profile has come yet: one from before the request, delivered late, cannot bring the data back.
    const changed: unknown = await this.tx.manager.query(
      `INSERT INTO customers AS c (customer_id, changed_at) VALUES ($1, $2)
       ON CONFLICT (customer_id) DO UPDATE
         SET name = '', org_no = '', address = '', address2 = '', postcode = '', city = '', email = '',
             changed_at = greatest(c.changed_at, EXCLUDED.changed_at)
       WHERE (c.name, c.org_no, c.address, c.address2, c.postcode, c.city, c.email) <> ('', '', '', '', '', '', '')
          OR c.changed_at < EXCLUDED.changed_at
       RETURNING customer_id`,
      [customerId, requestedAt],
    );
    return affectedRows(changed);
  }
}
