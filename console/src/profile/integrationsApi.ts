import type { ApiClient } from '../dataProvider/apiClient';
import type { Id } from '../session/session';

export const WEBHOOK_EVENTS = ['order.booked', 'order.status_changed', 'order.delivered', 'order.cancelled', 'bill.issued'] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];
export const API_KEY_SCOPES = ['read', 'book'] as const;
export type ApiKeyScopeName = (typeof API_KEY_SCOPES)[number];

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

export interface ApiKey {
  id: string;
  name: string;
  scopes: ApiKeyScopeName[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const PAGE = `range=${encodeURIComponent('[0,99]')}`;
const c = (customerId: Id) => encodeURIComponent(String(customerId));

/** The profile's integration calls: webhook endpoints (customers service) and API keys (auth service). */
export const createIntegrationsApi = (api: ApiClient) => ({
  listWebhookEndpoints: (customerId: Id) => api.json<WebhookEndpoint[]>(`/customer/webhooks/${c(customerId)}?${PAGE}`),
  createWebhookEndpoint: (customerId: Id, data: { url: string; events: WebhookEventName[]; description?: string }) =>
    api.json<WebhookEndpoint & { secret: string }>(`/customer/webhooks/${c(customerId)}`, { method: 'POST', data }),
  deleteWebhookEndpoint: (customerId: Id, endpointId: string) =>
    api.json<{ id: string }>(`/customer/webhooks/${c(customerId)}/${encodeURIComponent(endpointId)}`, { method: 'DELETE' }),
  listWebhookDeliveries: (customerId: Id, endpointId: string) =>
    api.json<WebhookDelivery[]>(`/customer/webhooks/${c(customerId)}/${encodeURIComponent(endpointId)}/deliveries?${PAGE}`),
  resendWebhookDelivery: (customerId: Id, deliveryId: string) =>
    api.json<{ id: string }>(`/customer/webhooks/${c(customerId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, { method: 'POST' }),
  listApiKeys: (customerId: Id) => api.json<ApiKey[]>(`/auth/keys/${c(customerId)}?${PAGE}`),
  createApiKey: (customerId: Id, data: { name: string; scopes: ApiKeyScopeName[] }) =>
    api.json<ApiKey & { key: string }>(`/auth/keys/${c(customerId)}`, { method: 'POST', data }),
  revokeApiKey: (customerId: Id, keyId: string) =>
    api.json<ApiKey>(`/auth/keys/${c(customerId)}/${encodeURIComponent(keyId)}`, { method: 'DELETE' }),
});

export type IntegrationsApi = ReturnType<typeof createIntegrationsApi>;
