import { SetMetadata } from '@nestjs/common';

export const AUDIT_ACTION = 'frakt:audit-action';
export const NO_AUDIT = 'frakt:no-audit';

/** Names the action a state-changing route records (default: the controller's name, e.g. BookOrderHttpController → book-order). */
export const AuditAction = (action: string) => SetMetadata(AUDIT_ACTION, action);

/**
 * The route records nothing itself: it changes nothing a member did (a token refresh, a preview computed by POST)
 * or records its own entry (sign-in, which knows its outcome and its user).
 */
export const NoAudit = () => SetMetadata(NO_AUDIT, true);

/**
 * Who made a call. Ids only, so the trail carries no names; the roles work may add the member's role here.
 * customerId 0: a call that belongs to no customer (a sign-in for an unknown username).
 */
export interface AuditActor {
  userId?: number;
  customerId: number;
  /** customers.comp_id, where the recording service knows it; the trail's owner fills it in otherwise. */
  companyId?: number;
  apiKeyId?: string;
  clientAddress?: string;
}

/** One entry as a service records it; the owner of the trail chains it (audit_entries in the auth schema). */
export interface AuditEntryDraft {
  actor: AuditActor;
  action: string;
  outcome: 'success' | 'failure';
  targetIds: readonly string[];
  /** Without personal data: field names, counts, ids; never values a person typed. */
  summary: string;
  requestId: string;
  occurredAt: Date;
  /** Method and route pattern, e.g. "POST /api/orders/:id/book". */
  route: string;
}

export type AuditSink = (entry: AuditEntryDraft) => Promise<void>;

/**
 * Where this process sends audit entries: the outbox of one of its services (MessagingModule.forService sets it;
 * the first one registered wins, any outbox reaches the trail's owner). A process without one records nothing,
 * which only tests of kernel pieces do.
 */
export class AuditTrail {
  private sink: AuditSink | undefined;

  /** Set once: the first service of an embedded process carries every service's entries. */
  useIfUnset(sink: AuditSink): void {
    this.sink ??= sink;
  }

  get ready(): boolean {
    return this.sink !== undefined;
  }

  async record(entry: AuditEntryDraft): Promise<void> {
    await this.sink?.(entry);
  }
}
