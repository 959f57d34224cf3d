import { Injectable, OnModuleInit } from '@nestjs/common';
import { isAuditRole, TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { ChainedFields, chainHash, GENESIS_HASH } from '../domain/audit-chain';

const INTEGER = /^\d{1,9}$/;
const optionalInteger = (value: string) => (INTEGER.test(value) ? Number(value) : null);
const isInstant = (value: string) => /^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * Appends every service's audit entries to their customer's chain. The topic is keyed by customer, so one
 * customer's entries arrive in order on one partition; the chain head's row lock (held to the chunk's commit)
 * keeps two consumers, during a rebalance, from both appending after the same entry.
 */
@Injectable()
export class AppendAuditEntries implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.subscriptions.onChunk('AuditEntryRecorded', AppendAuditEntries.name, (events) => this.handle(events));
  }

  async handle(events: InboundEvent<'AuditEntryRecorded'>[]): Promise<void> {
    for (const event of events) {
      const entry = this.entryOf(event);
      // An entry that cannot be stored faithfully is skipped where found (a poison record), never half-chained.
      if (entry) await this.append(event.envelope.eventId, entry);
    }
  }

  private entryOf({ data }: InboundEvent<'AuditEntryRecorded'>): Omit<ChainedFields, 'seq'> | undefined {
    const actor = data.actor;
    if (!actor || !INTEGER.test(actor.customerId) || !isInstant(data.occurredAt) || !data.action) return undefined;
    if (data.outcome !== 'success' && data.outcome !== 'failure') return undefined;
    return {
      customerId: Number(actor.customerId),
      occurredAt: new Date(data.occurredAt).toISOString(),
      action: data.action.slice(0, 100),
      outcome: data.outcome,
      route: data.route.slice(0, 300),
      userId: optionalInteger(actor.userId),
      companyId: optionalInteger(actor.companyId),
      apiKeyId: actor.apiKeyId || null,
      clientAddress: actor.clientAddress || null,
      requestId: data.requestId.slice(0, 128),
      targetIds: data.targetIds.slice(0, 20).map((id) => id.slice(0, 64)),
      summary: data.summary.slice(0, 2000),
      // An unknown role (a newer producer's) is stored as none rather than refused: the entry matters more than its role.
      role: isAuditRole(actor.role) ? actor.role : null,
    };
  }

  private async append(eventId: string, fields: Omit<ChainedFields, 'seq'>): Promise<void> {
    const db = this.tx.manager;
    await db.query('INSERT INTO audit_chain_heads (customer_id, seq, hash) VALUES ($1, 0, $2) ON CONFLICT (customer_id) DO NOTHING', [
      fields.customerId,
      GENESIS_HASH,
    ]);
    const [head]: { seq: string; hash: string; company_id: number | null }[] = await db.query(
      `SELECT h.seq, h.hash, c.company_id FROM audit_chain_heads h LEFT JOIN audit_customer_companies c USING (customer_id)
        WHERE h.customer_id = $1 FOR UPDATE OF h`,
      [fields.customerId],
    );
    // The producer's company when it knew one, else the customer's as customers last said.
    const entry: ChainedFields = { ...fields, companyId: fields.companyId ?? head.company_id ?? null, seq: Number(head.seq) + 1 };
    const hash = chainHash(head.hash, entry);
    await db.query(
      `WITH appended AS (
         INSERT INTO audit_entries (event_id, customer_id, seq, occurred_at, action, outcome, route, user_id, company_id, api_key_id,
                                    client_address, request_id, target_ids, summary, prev_hash, hash, role)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       )
       UPDATE audit_chain_heads SET seq = $3, hash = $16 WHERE customer_id = $2`,
      [
        eventId,
        entry.customerId,
        entry.seq,
        entry.occurredAt,
        entry.action,
        entry.outcome,
        entry.route,
        entry.userId,
        entry.companyId,
        entry.apiKeyId,
        entry.clientAddress,
        entry.requestId,
        entry.targetIds,
        entry.summary,
        head.hash,
        hash,
        entry.role,
      ],
    );
  }
}
