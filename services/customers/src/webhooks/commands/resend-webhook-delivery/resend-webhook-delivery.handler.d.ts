import { ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { WebhookClock } from '../../application/webhook-clock';
import { WebhookDispatcher } from '../../application/webhook-dispatcher';
export declare class ResendWebhookDeliveryCommand {
    readonly customerId: number;
    readonly deliveryId: string;
    constructor(customerId: number, deliveryId: string);
}
/**
 * The profile's resend button: the same event (same id and body, a fresh signature) is due at once, with three
 * more days of retries from now, whether it was delivered, failed or still waiting.
 */
export declare class ResendWebhookDeliveryHandler implements ICommandHandler<ResendWebhookDeliveryCommand, {
    id: string;
    status: 'pending';
}> {
    private readonly tx;
    private readonly clock;
    private readonly dispatcher;
    constructor(tx: TransactionHost, clock: WebhookClock, dispatcher: WebhookDispatcher);
    execute({ customerId, deliveryId }: ResendWebhookDeliveryCommand): Promise<{
        id: string;
        status: 'pending';
    }>;
}
