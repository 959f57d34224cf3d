import { ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { WebhookDispatcher } from '../../application/webhook-dispatcher';
import { WebhookEndpointResponse } from '../../webhooks.response';
export declare class CreateWebhookEndpointCommand {
    readonly customerId: number;
    readonly userId: number;
    readonly input: {
        url?: unknown;
        events?: unknown;
        description?: unknown;
    };
    constructor(customerId: number, userId: number, input: {
        url?: unknown;
        events?: unknown;
        description?: unknown;
    });
}
/**
 * Registers an endpoint and answers its signing secret, the only time it is ever answered. Where private targets
 * are denied, a URL whose name resolves to one is refused now, so the member hears of it at once; every delivery
 * checks again, since what a name resolves to can change.
 */
export declare class CreateWebhookEndpointHandler implements ICommandHandler<CreateWebhookEndpointCommand, WebhookEndpointResponse & {
    secret: string;
}> {
    private readonly tx;
    private readonly dispatcher;
    constructor(tx: TransactionHost, dispatcher: WebhookDispatcher);
    execute({ customerId, userId, input }: CreateWebhookEndpointCommand): Promise<WebhookEndpointResponse & {
        secret: string;
    }>;
}
