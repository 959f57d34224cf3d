export { AUDIT_ACTIONS } from './audit';
export type { AuditEntry } from './audit';
export { auditResource } from './resource';
export { auditMessages } from './messages';
