import { Injectable, OnModuleInit } from '@nestjs/common';
import { isAuditRole, TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { addressCommitment, ChainedFields, chainHash, newAddressSalt } from '../domain/audit-chain';
import { lockChainHeads } from './chain-heads';

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

  /**
   * The chunk's entries in four statements whatever its size (heads created, heads locked, entries, their addresses
   * and heads written), where each entry cost three: every state-changing call of every service lands here. The
   * erased customers are read by the last one, under the heads' locks, so an erasure (which takes the same lock) is
   * either seen or comes after and removes what it finds.
   */
  async handle(events: InboundEvent<'AuditEntryRecorded'>[]): Promise<void> {
    // An entry that cannot be stored faithfully is skipped where found (a poison record), never half-chained.
    const entries = events.flatMap((event) => {
      const fields = this.entryOf(event);
      return fields ? [{ eventId: event.envelope.eventId, fields }] : [];
    });
    if (!entries.length) return;
    const db = this.tx.manager;
    const locked = await lockChainHeads(
      db,
      entries.map((e) => e.fields.customerId),
    );
    const heads = new Map(locked.map((h) => [h.customer_id, { seq: Number(h.seq), hash: h.hash, companyId: h.company_id }]));
    // The client address goes beside the entry, where an erasure can remove it; the chain covers its salted commitment.
    const addresses: { event_id: string; address: string; salt: string }[] = [];
    const rows = entries.map(({ eventId, fields: { clientAddress, ...fields } }) => {
      const head = heads.get(fields.customerId)!;
      let commitment: string | null = null;
      if (clientAddress !== null) {
        const salt = newAddressSalt();
        addresses.push({ event_id: eventId, address: clientAddress, salt });
        commitment = addressCommitment(salt, clientAddress);
      }
      // The producer's company when it knew one, else the customer's as customers last said.
      const entry: ChainedFields = {
        ...fields,
        clientAddress: commitment,
        companyId: fields.companyId ?? head.companyId ?? null,
        seq: head.seq + 1,
      };
      const hash = chainHash(head.hash, entry);
      const row = { ...rowOf(eventId, entry), prev_hash: head.hash, hash };
      head.seq = entry.seq;
      head.hash = hash;
      return row;
    });
    await db.query(
      `WITH appended AS (
         INSERT INTO audit_entries (event_id, customer_id, seq, occurred_at, action, outcome, route, user_id, company_id, api_key_id,
                                    address_commitment, request_id, target_ids, summary, prev_hash, hash, role)
         SELECT * FROM json_to_recordset($1::json) AS r(event_id uuid, customer_id integer, seq bigint, occurred_at timestamptz, action text,
           outcome text, route text, user_id integer, company_id integer, api_key_id text, address_commitment text, request_id text,
           target_ids text[], summary text, prev_hash text, hash text, role text)
         ORDER BY customer_id, seq
         RETURNING id, event_id, customer_id
       ), addressed AS (
         -- An erased customer's entry that was on its way keeps its commitment only, as its erased entries do.
         INSERT INTO audit_entry_addresses (entry_id, customer_id, address, salt)
         SELECT a.id, a.customer_id, x.address, x.salt FROM appended a JOIN json_to_recordset($3::json) AS x(event_id uuid, address text, salt text)
           USING (event_id)
          WHERE NOT EXISTS (SELECT 1 FROM audit_erased_customers e WHERE e.customer_id = a.customer_id)
       )
       UPDATE audit_chain_heads h SET seq = x.seq, hash = x.hash
         FROM json_to_recordset($2::json) AS x(customer_id integer, seq bigint, hash text) WHERE h.customer_id = x.customer_id`,
      [
        JSON.stringify(rows),
        JSON.stringify([...heads].map(([customerId, head]) => ({ customer_id: customerId, seq: head.seq, hash: head.hash }))),
        JSON.stringify(addresses),
      ],
    );
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
}

/** An entry as its audit_entries row (json_to_recordset's column names). */
function rowOf(eventId: string, entry: ChainedFields) {
  return {
    event_id: eventId,
    customer_id: entry.customerId,
    seq: entry.seq,
    occurred_at: entry.occurredAt,
    action: entry.action,
    outcome: entry.outcome,
    route: entry.route,
    user_id: entry.userId,
    company_id: entry.companyId,
    api_key_id: entry.apiKeyId,
    address_commitment: entry.clientAddress,
    request_id: entry.requestId,
    target_ids: entry.targetIds,
    summary: entry.summary,
    role: entry.role,
  };
}
