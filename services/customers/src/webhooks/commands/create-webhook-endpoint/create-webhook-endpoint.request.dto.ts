import { Allow } from 'class-validator';

/** `POST /customer/webhooks/{customerId}`: checked whole by the domain (parseNewEndpoint), so every problem is answered at once. */
export class CreateWebhookEndpointRequestDto {
  @Allow()
  url?: unknown;

  @Allow()
  events?: unknown;

  @Allow()
  description?: unknown;
}
