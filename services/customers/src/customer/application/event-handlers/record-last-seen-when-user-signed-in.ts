import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { CustomerEntity } from '../../database/customer.entity';

/** Keeps the customer's last-seen time from auth's sign-in events; an older event never moves it back. */
@Injectable()
export class RecordLastSeenWhenUserSignedIn implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('UserSignedIn', RecordLastSeenWhenUserSignedIn.name, (event) => this.handle(event));
  }

  async handle({ data }: InboundEvent<'UserSignedIn'>): Promise<void> {
    const customerId = Number(data.customerId);
    const signedInAt = new Date(data.signedInAt);
    if (!Number.isInteger(customerId) || Number.isNaN(signedInAt.getTime())) return;
    await this.tx.manager
      .createQueryBuilder()
      .update(CustomerEntity)
      .set({ lastSeenAt: signedInAt })
      .where('id = :customerId AND (last_seen_at IS NULL OR last_seen_at < :signedInAt)', { customerId, signedInAt })
      .execute();
  }
}
