import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { customerNotYetKnown } from '../content.errors';

/**
 * The customers content has heard of, from the customers service's CustomerProfileChanged events: a validly
 * signed token of a customer that does not exist (deleted, or never there) queues no mail in its name.
 */
@Injectable()
export class KnownCustomers implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('CustomerProfileChanged', 'RecordKnownCustomerWhenProfileChanged', (event) => this.record(event));
  }

  async record({ envelope, data }: InboundEvent<'CustomerProfileChanged'>): Promise<void> {
    const customerId = Number(data.customerId);
    if (!Number.isInteger(customerId)) return;
    await this.tx.manager.query(
      `INSERT INTO known_customers (customer_id, changed_at, email) VALUES ($1, $2, $3)
       ON CONFLICT (customer_id) DO UPDATE SET changed_at = EXCLUDED.changed_at, email = EXCLUDED.email
        WHERE known_customers.changed_at <= EXCLUDED.changed_at`,
      [customerId, envelope.occurredAt, data.email.trim()],
    );
  }

  /** The customer's own e-mail address as its profile last said, '' when it has none (or is not known). */
  async addressOf(customerId: number): Promise<string> {
    const rows: { email: string }[] = await this.tx.manager.query('SELECT email FROM known_customers WHERE customer_id = $1', [customerId]);
    return rows[0]?.email ?? '';
  }

  /** 503, as shipping answers: the customer's profile may still be on its way (its events follow the seed). */
  async assertKnown(customerId: number): Promise<void> {
    const rows: unknown[] = await this.tx.manager.query('SELECT 1 FROM known_customers WHERE customer_id = $1', [customerId]);
    if (!rows.length) throw customerNotYetKnown();
  }
}
