import { CommandBus } from '@nestjs/cqrs';
import { Principal } from '@freight/kernel';
import { WebhookEndpointResponse } from '../../webhooks.response';
import { CreateWebhookEndpointRequestDto } from './create-webhook-endpoint.request.dto';
export declare class CreateWebhookEndpointHttpController {
    private readonly commands;
    constructor(commands: CommandBus);
    /** Registers an endpoint for the chosen events; the answer holds its signing secret, once. Not for the demo (deny by default). */
    create(customerId: number, body: CreateWebhookEndpointRequestDto, principal: Principal): Promise<WebhookEndpointResponse & {
        secret: string;
    }>;
}
