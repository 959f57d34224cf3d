import { ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
export declare class DeleteWebhookEndpointCommand {
    readonly customerId: number;
    readonly endpointId: string;
    constructor(customerId: number, endpointId: string);
}
/** Removes an endpoint with its deliveries and their log: nothing more is sent to it, including what was still owed. */
export declare class DeleteWebhookEndpointHandler implements ICommandHandler<DeleteWebhookEndpointCommand, {
    id: string;
}> {
    private readonly tx;
    constructor(tx: TransactionHost);
    execute({ customerId, endpointId }: DeleteWebhookEndpointCommand): Promise<{
        id: string;
    }>;
}
