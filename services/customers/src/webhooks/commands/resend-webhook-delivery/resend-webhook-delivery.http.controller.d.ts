import { CommandBus } from '@nestjs/cqrs';
export declare class ResendWebhookDeliveryHttpController {
    private readonly commands;
    constructor(commands: CommandBus);
    /** Sends a delivery again now (the profile's resend button). Not for the demo (deny by default). */
    resend(customerId: number, deliveryId: string): Promise<{
        id: string;
        status: 'pending';
    }>;
}
