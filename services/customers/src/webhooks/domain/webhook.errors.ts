import { DomainError } from '@freight/kernel/domain';

/** A customer has at most `limit` endpoints (409). */
export const tooManyWebhookEndpoints = (limit: number) => new DomainError('conflict', 'WEBHOOK.TOO_MANY_ENDPOINTS', { params: { limit } });
