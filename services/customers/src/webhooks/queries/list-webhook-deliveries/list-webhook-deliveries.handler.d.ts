import { IQueryHandler } from '@nestjs/cqrs';
import { ListQuery, TransactionHost } from '@freight/kernel';
import { Page, WebhookDeliveryResponse } from '../../webhooks.response';
/** Attempts shown per delivery on the profile; the log keeps every one. */
export declare const ATTEMPTS_SHOWN = 10;
export declare class ListWebhookDeliveriesQuery {
    readonly customerId: number;
    readonly endpointId: string;
    readonly list: ListQuery<'createdAt'>;
    constructor(customerId: number, endpointId: string, list: ListQuery<'createdAt'>);
}
/** One page of an endpoint's deliveries, newest first by default, each with its latest attempts. */
export declare class ListWebhookDeliveriesHandler implements IQueryHandler<ListWebhookDeliveriesQuery, Page<WebhookDeliveryResponse>> {
    private readonly tx;
    constructor(tx: TransactionHost);
    execute({ customerId, endpointId, list }: ListWebhookDeliveriesQuery): Promise<Page<WebhookDeliveryResponse>>;
}
