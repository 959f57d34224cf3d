import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SecretBox } from '@freight/kernel';

/** What a signing secret is bound to at rest: its endpoint, so a sealed value copied to another row does not open. */
export const webhookSecretContext = (endpointId: string): string => `customers.webhook_endpoints.secret:${endpointId}`;

/**
 * Endpoints' signing secrets sealed (SecretBox) at rest. At start, rows written before sealing (plain) or under a
 * retired key (rotation) are sealed again under the current key; each row is changed only if it is still what was
 * read, so replicas starting together do not undo each other.
 */
@Injectable()
export class WebhookSecretsAtRest implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    readonly box: SecretBox,
  ) {}

  seal(endpointId: string, secret: string): string {
    return this.box.seal(secret, webhookSecretContext(endpointId));
  }

  open(endpointId: string, sealed: string): string {
    return this.box.open(sealed, webhookSecretContext(endpointId));
  }

  async onModuleInit(): Promise<void> {
    await this.sealOutstanding();
  }

  /** Seals plain and stale secrets; answers how many rows it changed. */
  async sealOutstanding(): Promise<number> {
    const rows: { id: string; secret: string }[] = await this.dataSource.query(
      `SELECT id, secret FROM webhook_endpoints WHERE secret NOT LIKE 'sb1.%' OR secret NOT LIKE $1`,
      [`sb1.${this.box.currentKeyId}.%`],
    );
    let changed = 0;
    for (const row of rows) {
      const plain = SecretBox.isSealed(row.secret) ? this.open(row.id, row.secret) : row.secret;
      const [, count] = await this.dataSource.query('UPDATE webhook_endpoints SET secret = $3 WHERE id = $1 AND secret = $2', [
        row.id,
        row.secret,
        this.seal(row.id, plain),
      ]);
      changed += count;
    }
    return changed;
  }
}
