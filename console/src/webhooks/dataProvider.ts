import type { DataProvider, GetListParams } from 'react-admin';
import type { ApiClient } from '../dataProvider/apiClient';
import type { Id } from '../session/session';
import { customerSegment, onlyThese, pathSegment } from '../dataProvider/resourceParts';

export const WEBHOOKS_RESOURCE = 'webhooks';
export const WEBHOOK_DELIVERIES_RESOURCE = 'webhookDeliveries';

export const WEBHOOK_EVENTS = ['order.booked', 'order.status_changed', 'order.delivered', 'order.cancelled', 'bill.issued'] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string | null;
  events: WebhookEventName[];
  createdAt: string;
  pending: number;
  failed: number;
}

export interface WebhookDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: WebhookEventName;
  status: 'pending' | 'sending' | 'delivered' | 'failed';
  createdAt: string;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
  attempts: { attemptedAt: string; statusCode: number | null; error: string | null }[];
}

/** Every endpoint (the server's page limit) and every delivery of one, newest first: the profile lists them whole. */
export const WEBHOOK_LIST = { pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' } } as const;

const c = pathSegment;

/** The customer's endpoints, as `meta.custId`. */
const endpointsOf = (resource: string, meta: GetListParams['meta']) => `customer/webhooks/${customerSegment(resource, meta)}`;

/** One endpoint's deliveries, as `meta.custId` and `meta.endpointId`. */
const deliveriesOf = (resource: string, meta: GetListParams['meta']) => {
  const endpointId = meta?.endpointId as string | undefined;
  if (endpointId === undefined) throw new Error(`${resource}: meta.endpointId is required`);
  return `${endpointsOf(resource, meta)}/${encodeURIComponent(endpointId)}/deliveries`;
};

/**
 * The webhook endpoints resource (customers service, issue 28; issue 26): GET /customer/webhooks/{customerId} through
 * ra-data-simple-rest (range, sort on createdAt, Content-Range) and DELETE of one endpoint. Registering one is the
 * action createWebhookEndpoint: its answer holds the signing secret, shown once, never kept as a record.
 */
export const createWebhooksDataProvider = (rest: DataProvider): DataProvider =>
  onlyThese(WEBHOOKS_RESOURCE, 'listed and removed; registering is an action', {
    getList: async (resource, params) => rest.getList(endpointsOf(resource, params.meta), params),
    delete: async (resource, params) => rest.delete(endpointsOf(resource, params.meta), params),
  });

/** An endpoint's deliveries with their attempts (GET …/{endpointId}/deliveries, simple-rest): only read; resend is an action. */
export const createWebhookDeliveriesDataProvider = (rest: DataProvider): DataProvider =>
  onlyThese(WEBHOOK_DELIVERIES_RESOURCE, 'only listed; resend is an action', {
    getList: async (resource, params) => rest.getList(deliveriesOf(resource, params.meta), params),
  });

/** The webhook actions: register an endpoint (the signing secret answered this once) and resend a delivery now. */
export const createWebhooksApi = (api: ApiClient) => ({
  createWebhookEndpoint: (customerId: Id, data: { url: string; events: WebhookEventName[]; description?: string }) =>
    api.json<WebhookEndpoint & { secret: string }>(`/customer/webhooks/${c(customerId)}`, { method: 'POST', data }),
  resendWebhookDelivery: (customerId: Id, deliveryId: string) =>
    api.json<{ id: string }>(`/customer/webhooks/${c(customerId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, { method: 'POST' }),
});

export type WebhooksApi = ReturnType<typeof createWebhooksApi>;
