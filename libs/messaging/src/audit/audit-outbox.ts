import { EventData } from '@freight/contracts';
import { AuditEntryDraft, AuditTrail, StatementBatcher } from '@freight/kernel';
import { Outbox, PreparedEvent } from '../outbox/outbox';

/** The event an audit entry travels as; keyed by customer, so one customer's entries keep their order. */
export function auditEvent(entry: AuditEntryDraft): EventData<'AuditEntryRecorded'> {
  const { actor } = entry;
  return {
    actor: {
      userId: actor.userId === undefined ? '' : String(actor.userId),
      customerId: String(actor.customerId),
      companyId: actor.companyId === undefined ? '' : String(actor.companyId),
      apiKeyId: actor.apiKeyId ?? '',
      clientAddress: actor.clientAddress ?? '',
      role: actor.role ?? '',
    },
    action: entry.action,
    outcome: entry.outcome,
    targetIds: [...entry.targetIds],
    summary: entry.summary,
    requestId: entry.requestId,
    occurredAt: entry.occurredAt.toISOString(),
    route: entry.route,
  };
}

/**
 * Makes this service's outbox the process's audit sink (unless another service's already is). The entry is its own
 * statement, after the call's transaction: written by each service in the call's transaction would have meant
 * touching every handler; a crash between the two loses that one entry, never the chain's integrity. Concurrent
 * calls' entries share one statement (each event prepared in its own call's context, so it names its own request).
 */
export function useOutboxForAudit(trail: AuditTrail, outbox: Outbox): void {
  if (trail.ready) return;
  const writes = new StatementBatcher<PreparedEvent, void>(
    async (events) => {
      await outbox.writeNow(events);
      return events.map(() => undefined);
    },
    { concurrency: 2, maxBatch: 100 },
  );
  trail.useIfUnset((entry) =>
    writes.call(
      outbox.prepare({
        type: 'AuditEntryRecorded',
        aggregateId: entry.actor.customerId,
        data: auditEvent(entry),
        occurredAt: entry.occurredAt,
      }),
    ),
  );
}
