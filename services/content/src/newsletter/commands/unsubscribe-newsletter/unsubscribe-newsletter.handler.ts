import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { newsletterNotFound } from '../../../content.errors';
import { UnsubscribeNewsletterCommand } from './unsubscribe-newsletter.command';

/** DELETE /email/newsletter/{carrierCode}: the subscription is kept as unsubscribed. */
@CommandHandler(UnsubscribeNewsletterCommand)
export class UnsubscribeNewsletterHandler implements ICommandHandler<UnsubscribeNewsletterCommand, void> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ principal, carrierCode }: UnsubscribeNewsletterCommand): Promise<void> {
    const rows = await this.tx.manager.query(
      `WITH changed AS (UPDATE newsletter_subscriptions SET status = 'unsubscribed' WHERE customer_id = $1 AND carrier_code = $2 RETURNING 1) SELECT * FROM changed`,
      [principal.customerId, carrierCode],
    );
    if (!rows.length) throw newsletterNotFound();
  }
}
