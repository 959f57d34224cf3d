import { IQueryHandler } from '@nestjs/cqrs';
import { ListQuery, TransactionHost } from '@freight/kernel';
import { Page, WebhookEndpointResponse } from '../../webhooks.response';
export declare class ListWebhookEndpointsQuery {
    readonly customerId: number;
    readonly list: ListQuery<'createdAt'>;
    constructor(customerId: number, list: ListQuery<'createdAt'>);
}
/** One page of a customer's endpoints, each with how many of its deliveries wait and have failed. */
export declare class ListWebhookEndpointsHandler implements IQueryHandler<ListWebhookEndpointsQuery, Page<WebhookEndpointResponse>> {
    private readonly tx;
    constructor(tx: TransactionHost);
    execute({ customerId, list }: ListWebhookEndpointsQuery): Promise<Page<WebhookEndpointResponse>>;
    /** A page past the end has no row to carry the total. */
    private count;
}
