import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { WebhookDeliveryResponse } from '../../webhooks.response';
export declare class ListWebhookDeliveriesHttpController {
    private readonly queries;
    constructor(queries: QueryBus);
    /** An endpoint's deliveries and their attempts, for the profile (ra-data-simple-rest `range`, `sort` on createdAt). */
    list(customerId: number, endpointId: string, query: Record<string, unknown>, reply: FastifyReply): Promise<WebhookDeliveryResponse[]>;
}
