import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { MAX_ENDPOINTS, newSigningSecret, parseNewEndpoint } from '../../domain/webhook-endpoint';
import { WebhookDispatcher } from '../../application/webhook-dispatcher';
import { WebhookSecretsAtRest } from '../../application/webhook-secrets-at-rest';
import { WebhookEndpointResponse } from '../../webhooks.response';
import { tooManyWebhookEndpoints } from '../../domain/webhook.errors';

export class CreateWebhookEndpointCommand {
  constructor(
    readonly customerId: number,
    readonly userId: number,
    readonly input: { url?: unknown; events?: unknown; description?: unknown },
  ) {}
}

/**
 * Registers an endpoint and answers its signing secret, the only time it is ever answered. Where private targets
 * are denied, a URL whose name resolves to one is refused now, so the member hears of it at once; every delivery
 * checks again, since what a name resolves to can change.
 */
@CommandHandler(CreateWebhookEndpointCommand)
export class CreateWebhookEndpointHandler implements ICommandHandler<
  CreateWebhookEndpointCommand,
  WebhookEndpointResponse & { secret: string }
> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly dispatcher: WebhookDispatcher,
    private readonly secrets: WebhookSecretsAtRest,
  ) {}

  async execute({ customerId, userId, input }: CreateWebhookEndpointCommand): Promise<WebhookEndpointResponse & { secret: string }> {
    const endpoint = parseNewEndpoint(input);
    const target = await this.dispatcher.sender.target(endpoint.url);
    if ('ok' in target && target.error === 'FORBIDDEN_ADDRESS')
      throw DomainError.invalid([{ field: 'url', code: 'WEBHOOK.URL_FORBIDDEN' }]);
    const secret = newSigningSecret();
    const id = randomUUID();
    return this.tx.run(async (manager) => {
      // Serialises one customer's registrations, so two at once cannot both pass the limit.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', ['webhook_endpoints', customerId]);
      const [{ n }] = await manager.query('SELECT count(*)::int AS n FROM webhook_endpoints WHERE customer_id = $1', [customerId]);
      if (n >= MAX_ENDPOINTS) throw tooManyWebhookEndpoints(MAX_ENDPOINTS);
      const [row] = await manager.query(
        `INSERT INTO webhook_endpoints (id, customer_id, url, description, events, secret, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7)
         RETURNING created_at`,
        [id, customerId, endpoint.url, endpoint.description, endpoint.events, this.secrets.seal(id, secret), userId],
      );
      return { id, ...endpoint, createdAt: new Date(row.created_at).toISOString(), pending: 0, failed: 0, secret };
    });
  }
}
