import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, isAdmin, Principal, TransactionHost } from '@freight/kernel';
import { MAX_KEYS, newApiKey, parseNewApiKey } from '../../domain/api-key';
import { ApiKeyResponse, toApiKeyResponse } from '../../api-keys.response';
import { apiKeyForbidden, tooManyApiKeys } from '../../domain/api-key.errors';

export class CreateApiKeyCommand {
  constructor(
    readonly principal: Principal,
    readonly customerId: number,
    readonly input: { name?: unknown; scopes?: unknown },
  ) {}
}

/**
 * Makes a key for the caller's customer, acting as the caller, and answers it once: only its hash is kept. An
 * admin's key would reach every customer, so admins make none; nor does a key make keys (the guard refuses it
 * this route, which names no key scope).
 */
@CommandHandler(CreateApiKeyCommand)
export class CreateApiKeyHandler implements ICommandHandler<CreateApiKeyCommand, ApiKeyResponse & { key: string }> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ principal, customerId, input }: CreateApiKeyCommand): Promise<ApiKeyResponse & { key: string }> {
    if (isAdmin(principal) || principal.customerId !== customerId) throw apiKeyForbidden();
    const wanted = parseNewApiKey(input);
    const { id, key, hash } = newApiKey();
    return this.tx.run(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', ['api_keys', customerId]);
      const [{ n }] = await manager.query('SELECT count(*)::int AS n FROM api_keys WHERE customer_id = $1', [customerId]);
      if (n >= MAX_KEYS) throw tooManyApiKeys(MAX_KEYS);
      // Only for a user of that customer who is still active: a token naming a customer its user is not of (or a
      // customer since removed) makes nothing.
      const [row] = await manager.query(
        `INSERT INTO api_keys (id, customer_id, user_id, name, scopes, key_hash)
         SELECT $1::text, u.customer_id, u.id, $4::text, $5::text[], $6::bytea FROM users u WHERE u.id = $3 AND u.customer_id = $2 AND u.active
         RETURNING id, name, scopes, created_at, last_used_at, revoked_at`,
        [id, customerId, principal.userId, wanted.name, wanted.scopes, hash],
      );
      if (!row) throw DomainError.notFound('TENANCY.NOT_FOUND');
      return { ...toApiKeyResponse(row), key };
    });
  }
}
