import { EventData } from '@freight/contracts';
import { AuditEntryDraft, AuditTrail, TransactionHost } from '@freight/kernel';
import { Outbox } from '../outbox/outbox';

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
 * transaction, after the call's: written by each service in the call's transaction would have meant touching every
 * handler; a crash between the two loses that one entry, never the chain's integrity.
 */
export function useOutboxForAudit(trail: AuditTrail, tx: TransactionHost, outbox: Outbox): void {
  trail.useIfUnset(async (entry) => {
    await tx.run(() => outbox.record('AuditEntryRecorded', entry.actor.customerId, auditEvent(entry), entry.occurredAt));
  });
}
