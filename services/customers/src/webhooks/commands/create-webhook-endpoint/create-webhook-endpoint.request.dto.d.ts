/** `POST /customer/webhooks/{customerId}`: checked whole by the domain (parseNewEndpoint), so every problem is answered at once. */
export declare class CreateWebhookEndpointRequestDto {
    url?: unknown;
    events?: unknown;
    description?: unknown;
}
