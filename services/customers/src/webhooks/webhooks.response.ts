import type { WebhookEvent } from './domain/webhook-events';

/** An endpoint as the profile lists it: never its secret. */
export interface WebhookEndpointResponse {
  id: string;
  url: string;
  description: string | null;
  events: WebhookEvent[];
  createdAt: string;
  /** Deliveries waiting for a (next) attempt, and given up ones: what the member may want to look at. */
  pending: number;
  failed: number;
}

export interface WebhookAttemptResponse {
  attemptedAt: string;
  statusCode: number | null;
  error: string | null;
}

export interface WebhookDeliveryResponse {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: WebhookEvent;
  status: 'pending' | 'sending' | 'delivered' | 'failed';
  createdAt: string;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
  /** The latest attempts, newest first (at most ATTEMPTS_SHOWN). */
  attempts: WebhookAttemptResponse[];
}

export interface Page<T> {
  rows: T[];
  total: number;
}
