import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { answerErasureRequests, EventSubscriptions, Outbox } from '@freight/messaging';

/**
 * This service's part of an erasure: the customer's address book, its imports (the rows as uploaded) and its
 * package favourites go, and the copy of its last sign-in; the contact counts follow by trigger.
 */
@Injectable()
export class EraseContactsOfCustomer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly outbox: Outbox,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    answerErasureRequests(this.subscriptions, this.outbox, 'contacts', (customerId) => this.erase(customerId));
  }

  async erase(customerId: number): Promise<number> {
    let total = 0;
    for (const table of ['contacts', 'contact_imports', 'package_favourites']) {
      const [, count]: [unknown, number] = await this.tx.manager.query(`DELETE FROM ${table} WHERE cust_id = $1`, [customerId]);
      total += count;
    }
    // Not counted: a time kept for retention, not the person's data the confirmation reports.
    await this.tx.manager.query('DELETE FROM customer_last_seen WHERE customer_id = $1', [customerId]);
    return total;
  }
}
