import { arrayOf, dateTime, int, namedSchema, nullable, objectOf, oneOfValues, str } from '@freight/runtime';
import { WEBHOOK_EVENTS } from './domain/webhook-events';
import type { WebhookAttemptResponse, WebhookDeliveryResponse, WebhookEndpointResponse } from './webhooks.response';

export const WEBHOOK_ENDPOINT_SCHEMA = namedSchema(
  'WebhookEndpoint',
  objectOf<WebhookEndpointResponse>({
    id: str,
    url: str,
    description: nullable(str),
    events: arrayOf(oneOfValues(WEBHOOK_EVENTS)),
    createdAt: dateTime,
    pending: int,
    failed: int,
  }),
);

export const CREATED_WEBHOOK_ENDPOINT_SCHEMA = {
  allOf: [
    WEBHOOK_ENDPOINT_SCHEMA,
    objectOf<{ secret: string }>({ secret: { type: 'string', description: 'The signing secret: answered this once, never again' } }),
  ],
};

export const CREATE_WEBHOOK_ENDPOINT_BODY = objectOf<{ url: string; events: string[]; description: string }>(
  {
    url: { type: 'string', format: 'uri', maxLength: 2000 },
    events: arrayOf(oneOfValues(WEBHOOK_EVENTS)),
    description: { type: 'string', maxLength: 200 },
  },
  ['description'],
);

const ATTEMPT_SCHEMA = objectOf<WebhookAttemptResponse>({ attemptedAt: dateTime, statusCode: nullable(int), error: nullable(str) });

export const WEBHOOK_DELIVERY_SCHEMA = namedSchema(
  'WebhookDelivery',
  objectOf<WebhookDeliveryResponse>({
    id: str,
    endpointId: str,
    eventId: str,
    eventType: oneOfValues(WEBHOOK_EVENTS),
    status: oneOfValues(['pending', 'sending', 'delivered', 'failed']),
    createdAt: dateTime,
    deliveredAt: nullable(dateTime),
    nextAttemptAt: nullable(dateTime),
    attempts: arrayOf(ATTEMPT_SCHEMA),
  }),
);
