import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { WebhookEndpointResponse } from '../../webhooks.response';
export declare class ListWebhookEndpointsHttpController {
    private readonly queries;
    constructor(queries: QueryBus);
    /** The profile's endpoints (ra-data-simple-rest `range`, `sort` on createdAt); secrets are never listed. */
    list(customerId: number, query: Record<string, unknown>, reply: FastifyReply): Promise<WebhookEndpointResponse[]>;
}
