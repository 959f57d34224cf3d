import { WebhookEvent } from './webhook-events';
/** Endpoints per customer: enough for test, staging and production systems, few enough that one event's fan-out stays small. */
export declare const MAX_ENDPOINTS = 10;
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
export declare function parseNewEndpoint(input: {
    url?: unknown;
    events?: unknown;
    description?: unknown;
}): NewEndpoint;
/** The signing secret: 32 random bytes, shown to the member once. */
export declare function newSigningSecret(): string;
/** Ids in paths are UUIDs: anything else names nothing, and is answered as another customer's would be. */
export declare function parseUuid(raw: string): string;
