import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { isInstant } from '../../../bill-orders/application/event-handlers/create-bill-orders-when-order-booked';
import { CreditControl } from '../../../credit-control/application/credit-control';

/** Billing's copy of the invoice buyer and the credit limit, from CustomerProfileChanged; a limit change re-checks the block. */
@Injectable()
export class RecordBillingCustomerWhenProfileChanged implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
    private readonly credit: CreditControl,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('CustomerProfileChanged', RecordBillingCustomerWhenProfileChanged.name, (event) => this.handle(event));
  }

  async handle({ envelope, data }: InboundEvent<'CustomerProfileChanged'>): Promise<void> {
    const customerId = Number(data.customerId);
    // What the table cannot hold is skipped: retried, it would hold back the partition for good.
    if (!/^\d{1,9}$/.test(data.customerId) || !isInstant(envelope.occurredAt)) return;
    const creditLimit = /^\d{1,15}$/.test(data.creditLimitOre) ? data.creditLimitOre : '0';
    const changed: unknown[] = await this.tx.manager.query(
      `INSERT INTO customers (customer_id, comp_id, name, org_no, address, address2, postcode, city, credit_limit_ore, changed_at, email)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (customer_id) DO UPDATE SET
         comp_id = EXCLUDED.comp_id, name = EXCLUDED.name, org_no = EXCLUDED.org_no, address = EXCLUDED.address,
         address2 = EXCLUDED.address2, postcode = EXCLUDED.postcode, city = EXCLUDED.city,
         credit_limit_ore = EXCLUDED.credit_limit_ore, changed_at = EXCLUDED.changed_at, email = EXCLUDED.email
       WHERE customers.changed_at <= EXCLUDED.changed_at
       RETURNING customer_id`,
      [
        customerId,
        data.compId || null,
        data.name,
        data.orgNo,
        data.address,
        data.address2,
        data.postcode,
        data.city,
        creditLimit,
        envelope.occurredAt,
        data.email,
      ],
    );
    if (changed.length) await this.credit.evaluate([customerId]);
  }
}
