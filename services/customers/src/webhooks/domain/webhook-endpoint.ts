import { randomBytes } from 'node:crypto';
import { DomainError } from '@freight/kernel/domain';
import { isWebhookEvent, WebhookEvent, WEBHOOK_EVENTS } from './webhook-events';

/** Endpoints per customer: enough for test, staging and production systems, few enough that one event's fan-out stays small. */
export const MAX_ENDPOINTS = 10;
const MAX_URL_LENGTH = 2000;
const MAX_DESCRIPTION_LENGTH = 200;

export interface NewEndpoint {
  url: string;
  events: WebhookEvent[];
  description: string | null;
}

/**
 * What a member may register: an absolute http(s) URL without credentials in it (they would be stored and sent
 * in the clear; a receiver checks our signature instead), at least one known event, each once. Whether the URL's
 * addresses may be reached is checked apart (WebhookSender.target), at registration and at every delivery.
 */
export function parseNewEndpoint(input: { url?: unknown; events?: unknown; description?: unknown }): NewEndpoint {
  const url = typeof input.url === 'string' ? input.url.trim() : '';
  let parsed: URL | undefined;
  try {
    parsed = url.length > 0 && url.length <= MAX_URL_LENGTH ? new URL(url) : undefined;
  } catch {
    parsed = undefined;
  }
  const problems: { field: string; code: 'WEBHOOK.URL_INVALID' | 'WEBHOOK.EVENTS_REQUIRED' | 'VALIDATION.TOO_LONG' }[] = [];
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.username || parsed.password || !parsed.hostname)
    problems.push({ field: 'url', code: 'WEBHOOK.URL_INVALID' });
  const events = Array.isArray(input.events) ? input.events : [];
  if (events.length === 0 || !events.every(isWebhookEvent)) problems.push({ field: 'events', code: 'WEBHOOK.EVENTS_REQUIRED' });
  const description = typeof input.description === 'string' && input.description.trim() ? input.description.trim() : null;
  if (description && description.length > MAX_DESCRIPTION_LENGTH) problems.push({ field: 'description', code: 'VALIDATION.TOO_LONG' });
  if (problems.length) throw DomainError.invalid(problems);
  // In the catalogue's order, once each, whatever order the member chose them in.
  return { url: parsed!.toString(), events: WEBHOOK_EVENTS.filter((event) => events.includes(event)), description };
}

/** The signing secret: 32 random bytes, shown to the member once. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** Ids in paths are UUIDs: anything else names nothing, and is answered as another customer's would be. */
export function parseUuid(raw: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)) throw DomainError.notFound('TENANCY.NOT_FOUND');
  return raw.toLowerCase();
}
