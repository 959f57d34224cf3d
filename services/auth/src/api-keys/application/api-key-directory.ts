import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiKeyPrincipal, ApiKeys, ApiKeyScope, CompanyRole, TransactionHost } from '@freight/kernel';
import { idOfKey, sameHash } from '../domain/api-key';

/**
 * Tells the guard of this application how to find an API key's member (in the all-in-one portal, for every
 * service's routes). One statement per key per API_KEY_TTL_MS and process: it finds the unrevoked key of an
 * active user and records its use, so "last used" is exact to that interval.
 */
@Injectable()
export class ApiKeyDirectory implements OnModuleInit {
  constructor(
    private readonly keys: ApiKeys,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.keys.use((key) => this.find(key));
  }

  async find(key: string): Promise<ApiKeyPrincipal | null> {
    const id = idOfKey(key);
    if (!id) return null;
    const [rows]: [
      { key_hash: Buffer; customer_id: number; user_id: number; customer_level: number; role: CompanyRole; scopes: ApiKeyScope[] }[],
    ] = await this.tx.dataSource.query(
      `UPDATE api_keys k SET last_used_at = now() FROM users u
          WHERE k.id = $1 AND k.revoked_at IS NULL AND u.id = k.user_id AND u.active AND NOT u.demo
          RETURNING k.key_hash, k.customer_id, k.user_id, u.customer_level, u.role, k.scopes`,
      [id],
    );
    const row = rows[0];
    if (!row || !sameHash(row.key_hash, key)) return null;
    return {
      userId: row.user_id,
      customerId: row.customer_id,
      customerLevel: row.customer_level,
      demo: false,
      testUser: false,
      // Its user's role, for what a handler may read of it; the guard holds a key to its scopes, not to the role.
      role: row.role,
      apiKey: { id, scopes: row.scopes },
    };
  }
}
