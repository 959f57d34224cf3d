import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { CustomerCredit } from './customer-credit';

/** Billing's CustomerCreditBlocked / …Unblocked → shipping's copy; an older event never overwrites a newer one. */
@Injectable()
export class RecordCustomerCreditWhenChanged implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
    private readonly credit: CustomerCredit,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('CustomerCreditBlocked', RecordCustomerCreditWhenChanged.name, ({ envelope, data }) =>
      this.record(data.customerId, true, data.reason, envelope.occurredAt),
    );
    this.subscriptions.on('CustomerCreditUnblocked', RecordCustomerCreditWhenChanged.name, ({ envelope, data }) =>
      this.record(data.customerId, false, '', envelope.occurredAt),
    );
  }

  private async record(
    rawCustomerId: string,
    blocked: boolean,
    reason: string,
    occurredAt: InboundEvent['envelope']['occurredAt'],
  ): Promise<void> {
    const customerId = Number(rawCustomerId);
    // What the table cannot hold is skipped: retried, it would hold back the partition for good.
    if (!/^\d{1,9}$/.test(rawCustomerId) || Number.isNaN(Date.parse(occurredAt))) return;
    await this.tx.manager.query(
      `INSERT INTO customer_credit (customer_id, blocked, reason, changed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (customer_id) DO UPDATE SET blocked = EXCLUDED.blocked, reason = EXCLUDED.reason, changed_at = EXCLUDED.changed_at
       WHERE customer_credit.changed_at <= EXCLUDED.changed_at`,
      [customerId, blocked, reason, occurredAt],
    );
    this.tx.afterCommit(() => this.credit.invalidate());
  }
}
