/** What a member may subscribe an endpoint to (issue 28 item 5). */
export const WEBHOOK_EVENTS = ['order.booked', 'order.status_changed', 'order.delivered', 'order.cancelled', 'bill.issued'] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const isWebhookEvent = (value: unknown): value is WebhookEvent => (WEBHOOK_EVENTS as readonly unknown[]).includes(value);
