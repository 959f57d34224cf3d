import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ApiKeys, DomainError, TransactionHost } from '@freight/kernel';
import { ApiKeyResponse, toApiKeyResponse } from '../../api-keys.response';

export class RevokeApiKeyCommand {
  constructor(
    readonly customerId: number,
    readonly keyId: string,
  ) {}
}

/**
 * Revokes a key for good: refused at once in this process, and within API_KEY_TTL_MS (5 s) in any other that
 * remembered it. Revoking a revoked key answers it as it is.
 */
@CommandHandler(RevokeApiKeyCommand)
export class RevokeApiKeyHandler implements ICommandHandler<RevokeApiKeyCommand, ApiKeyResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly keys: ApiKeys,
  ) {}

  async execute({ customerId, keyId }: RevokeApiKeyCommand): Promise<ApiKeyResponse> {
    if (!/^[0-9a-f]{12}$/.test(keyId)) throw DomainError.notFound('TENANCY.NOT_FOUND');
    const [rows] = await this.tx.manager.query(
      `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 AND customer_id = $2
       RETURNING id, name, scopes, created_at, last_used_at, revoked_at`,
      [keyId, customerId],
    );
    if (!rows[0]) throw DomainError.notFound('TENANCY.NOT_FOUND');
    this.keys.forget(keyId);
    return toApiKeyResponse(rows[0]);
  }
}
