import { SetMetadata } from '@nestjs/common';
import { ADMIN_CUSTOMER_LEVEL, Principal } from '../auth/principal';
import { COMPANY_ROLES, CompanyRole } from '../auth/company-roles';

export const AUDIT_ACTION = 'frakt:audit-action';
export const NO_AUDIT = 'frakt:no-audit';

/** Names the action a state-changing route records (default: the controller's name, e.g. BookOrderHttpController → book-order). */
export const AuditAction = (action: string) => SetMetadata(AUDIT_ACTION, action);

/**
 * The route records nothing itself: it changes nothing a member did (a token refresh, a preview computed by POST)
 * or records its own entry (sign-in, which knows its outcome and its user).
 */
export const NoAudit = () => SetMetadata(NO_AUDIT, true);

/** The role an entry records: a company role, or `admin` for the back office (customer level 1), which holds none. */
export type AuditRole = CompanyRole | 'admin';
export const AUDIT_ROLES: readonly AuditRole[] = [...COMPANY_ROLES, 'admin'];
export const isAuditRole = (value: unknown): value is AuditRole => AUDIT_ROLES.includes(value as AuditRole);

/** The role a principal acts in, as its token says at the time of the call (an API key: its user's role). */
export const auditRoleOf = (principal: Pick<Principal, 'customerLevel' | 'role'>): AuditRole =>
  principal.customerLevel === ADMIN_CUSTOMER_LEVEL ? 'admin' : principal.role;

/**
 * Who made a call. Ids only, so the trail carries no names.
 * customerId 0: a call that belongs to no customer (a sign-in for an unknown username).
 */
export interface AuditActor {
  userId?: number;
  customerId: number;
  /** customers.comp_id, where the recording service knows it; the trail's owner fills it in otherwise. */
  companyId?: number;
  apiKeyId?: string;
  clientAddress?: string;
  /** The role the call was made in; absent when no one was identified (a failed sign-in). */
  role?: AuditRole;
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
