import type { Schema } from '../api/types';

/** An entry of the audit trail as GET /api/auth/audit/{customerId} lists it. */
export type AuditEntry = Schema<'AuditEntry'>;

/** The actions a member can filter by, in the order the filter offers them (others are still listed). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'create-consignment',
  'book-consignment',
  'book-orders',
  'cancel-orders',
  'update-customer-setting',
] as const;
