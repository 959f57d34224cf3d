import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';

/**
 * Keeps each customer's last sign-in from auth's UserSignedIn, for the address book's retention; an older event
 * (redelivered, overtaken) never moves it back. Demo sign-ins are left out: the demo keeps no address book.
 */
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
    if (data.demo || !Number.isInteger(customerId) || customerId <= 0 || Number.isNaN(signedInAt.getTime())) return;
    await this.tx.manager.query(
      `INSERT INTO customer_last_seen (customer_id, last_seen_at) VALUES ($1, $2)
       ON CONFLICT (customer_id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at
       WHERE customer_last_seen.last_seen_at < EXCLUDED.last_seen_at`,
      [customerId, signedInAt],
    );
  }
}
