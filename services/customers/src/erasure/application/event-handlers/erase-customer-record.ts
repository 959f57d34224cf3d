import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { answerErasureRequests, EventSubscriptions, Outbox } from '@freight/messaging';

/**
 * This service's part of an erasure: the customer record keeps its id, levels and settings (other services'
 * rows point at it) and loses every personal field; its webhook endpoints (URLs and the bodies sent, which
 * name consignees), the contacts it followed and its data exports go.
 */
@Injectable()
export class EraseCustomerRecord implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly outbox: Outbox,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    answerErasureRequests(this.subscriptions, this.outbox, 'customers', (customerId) => this.erase(customerId));
  }

  async erase(customerId: number): Promise<number> {
    const [, records]: [unknown, number] = await this.tx.manager.query(
      `UPDATE customers SET first_name = '', last_name = '', email = '', phone = NULL, mobile = NULL, company = NULL, org_no = NULL,
              address = NULL, address2 = NULL, postcode = NULL, city = NULL, state = NULL, integration_id = NULL,
              primary_contact_id = NULL, agreement_numbers = '{}', erased_at = now()
        WHERE id = $1 AND erased_at IS NULL`,
      [customerId],
    );
    const [, endpoints]: [unknown, number] = await this.tx.manager.query('DELETE FROM webhook_endpoints WHERE customer_id = $1', [
      customerId,
    ]);
    const [, contacts]: [unknown, number] = await this.tx.manager.query('DELETE FROM known_contacts WHERE customer_id = $1', [customerId]);
    // Data exports are the person's data in one archive: they go with the rest (their pieces by cascade).
    const [, exports]: [unknown, number] = await this.tx.manager.query('DELETE FROM export_requests WHERE customer_id = $1', [customerId]);
    return records + endpoints + contacts + exports;
  }
}
