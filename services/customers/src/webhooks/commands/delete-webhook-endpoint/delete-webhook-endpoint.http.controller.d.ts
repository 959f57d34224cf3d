import { CommandBus } from '@nestjs/cqrs';
export declare class DeleteWebhookEndpointHttpController {
    private readonly commands;
    constructor(commands: CommandBus);
    /** Another customer's endpoint, or none, is 404 alike. Not for the demo (deny by default). */
    delete(customerId: number, endpointId: string): Promise<{
        id: string;
    }>;
}
