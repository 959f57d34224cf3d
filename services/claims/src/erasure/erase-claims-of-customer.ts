import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { answerErasureRequests, EventSubscriptions, Outbox } from '@freight/messaging';
import { Attachments } from '../attachments/attachments';

/**
 * This service's part of an erasure: the customer's complaints (with their reminders), insurance claims (with
 * payout accounts) and every attachment's bytes go. The copy of booked orders holds numbers and dates only.
 */
@Injectable()
export class EraseClaimsOfCustomer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly outbox: Outbox,
    private readonly tx: TransactionHost,
    private readonly attachments: Attachments,
  ) {}

  onModuleInit(): void {
    answerErasureRequests(this.subscriptions, this.outbox, 'claims', (customerId) => this.erase(customerId));
  }

  async erase(customerId: number): Promise<number> {
    let total = await this.attachments.deleteForCustomer(customerId);
    for (const table of ['complaints', 'insurance_claims']) {
      const [, count]: [unknown, number] = await this.tx.manager.query(`DELETE FROM ${table} WHERE customer_id = $1`, [customerId]);
      total += count;
    }
    return total;
  }
}
