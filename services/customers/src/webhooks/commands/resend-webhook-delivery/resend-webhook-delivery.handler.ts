import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { WebhookClock } from '../../application/webhook-clock';
import { WebhookDispatcher } from '../../application/webhook-dispatcher';

export class ResendWebhookDeliveryCommand {
  constructor(
    readonly customerId: number,
    readonly deliveryId: string,
  ) {}
}

/**
 * The profile's resend button: the same event (same id and body, a fresh signature) is due at once, with three
 * more days of retries from now, whether it was delivered, failed or still waiting.
 */
@CommandHandler(ResendWebhookDeliveryCommand)
export class ResendWebhookDeliveryHandler implements ICommandHandler<ResendWebhookDeliveryCommand, { id: string; status: 'pending' }> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly clock: WebhookClock,
    private readonly dispatcher: WebhookDispatcher,
  ) {}

  async execute({ customerId, deliveryId }: ResendWebhookDeliveryCommand): Promise<{ id: string; status: 'pending' }> {
    const now = this.clock.now();
    const [rows] = await this.tx.manager.query(
      `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, retry_from = $3, next_attempt_at = $3, delivered_at = NULL
        WHERE id = $1 AND customer_id = $2 RETURNING id`,
      [deliveryId, customerId, now],
    );
    if (rows.length === 0) throw DomainError.notFound('TENANCY.NOT_FOUND');
    this.dispatcher.nudge();
    return { id: deliveryId, status: 'pending' };
  }
}
