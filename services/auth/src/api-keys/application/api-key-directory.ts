import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiKeyPrincipal, ApiKeys, ApiKeyScope, CompanyRole, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
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
    private readonly outbox: Outbox,
  ) {}

  onModuleInit(): void {
    this.keys.use((key) => this.find(key));
  }

  async find(key: string): Promise<ApiKeyPrincipal | null> {
    const id = idOfKey(key);
    if (!id) return null;
    const [rows]: [
      {
        key_hash: Buffer;
        customer_id: number;
        user_id: number;
        customer_level: number;
        role: CompanyRole;
        scopes: ApiKeyScope[];
        first_today: boolean;
        used_at: Date;
      }[],
    ] = await this.tx.dataSource.query(
      `UPDATE api_keys k SET last_used_at = now() FROM users u, (SELECT last_used_at AS previous FROM api_keys WHERE id = $1) p
          WHERE k.id = $1 AND k.revoked_at IS NULL AND u.id = k.user_id AND u.active AND NOT u.demo
          RETURNING k.key_hash, k.customer_id, k.user_id, u.customer_level, u.role, k.scopes, k.last_used_at AS used_at,
                    p.previous IS NULL OR p.previous < now() - interval '1 day' AS first_today`,
      [id],
    );
    const row = rows[0];
    if (!row || !sameHash(row.key_hash, key)) return null;
    // A member who works only through API keys is using Frakt: the services that purge by last sign-in (contacts,
    // customers) hear of a key's use as of a sign-in, once a day, so an integration's address book is not purged.
    if (row.first_today)
      await this.tx.run(() =>
        this.outbox.record('UserSignedIn', String(row.user_id), {
          userId: String(row.user_id),
          customerId: String(row.customer_id),
          signedInAt: new Date(row.used_at).toISOString(),
          demo: false,
        }),
      );
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
