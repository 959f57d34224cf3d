import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { EventSubscriptions } from '@freight/messaging';

/** The customer record's creditBlock follows billing's CustomerCreditBlocked / …Unblocked (keyed per customer, so in order). */
@Injectable()
export class RecordCreditBlockWhenChanged implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('CustomerCreditBlocked', RecordCreditBlockWhenChanged.name, ({ data }) => this.record(data.customerId, true));
    this.subscriptions.on('CustomerCreditUnblocked', RecordCreditBlockWhenChanged.name, ({ data }) => this.record(data.customerId, false));
  }

  private async record(rawCustomerId: string, blocked: boolean): Promise<void> {
    const customerId = Number(rawCustomerId);
    if (!/^\d{1,9}$/.test(rawCustomerId)) return;
    await this.tx.manager.query('UPDATE customers SET credit_block = $2 WHERE id = $1', [customerId, blocked]);
  }
}
