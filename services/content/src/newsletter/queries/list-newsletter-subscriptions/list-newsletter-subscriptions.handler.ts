import { QueryHandler, IQueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { findCarrier } from '@freight/reference-data';
import type { Subscription } from '../../newsletter.openapi';
import { ListNewsletterSubscriptionsQuery } from './list-newsletter-subscriptions.query';

/** GET /email/newsletter: the customer's subscriptions, by carrier. */
@QueryHandler(ListNewsletterSubscriptionsQuery)
export class ListNewsletterSubscriptionsHandler implements IQueryHandler<ListNewsletterSubscriptionsQuery, Subscription[]> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ principal }: ListNewsletterSubscriptionsQuery): Promise<Subscription[]> {
    const rows: { carrier_code: number; email: string; status: Subscription['status'] }[] = await this.tx.manager.query(
      'SELECT carrier_code, email, status FROM newsletter_subscriptions WHERE customer_id = $1 ORDER BY carrier_code',
      [principal.customerId],
    );
    return rows.map((r) => ({
      carrierCode: r.carrier_code,
      carrierName: findCarrier(r.carrier_code)?.name ?? '',
      email: r.email,
      status: r.status,
    }));
  }
}
