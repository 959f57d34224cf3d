import type { Schema } from '../api/types';
import type { Id } from '../session/session';

/** An entry of the audit trail as GET /api/auth/audit/{customerId} lists it. */
export type AuditEntry = Schema<'AuditEntry'>;

/** The trail as a ra-data-simple-rest resource: sort, range and filter go to the server, which pages in the database. */
export const auditResource = (customerId: Id) => `auth/audit/${encodeURIComponent(String(customerId))}`;

/** The actions a member can filter by, in the order the filter offers them (others are still listed). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'create-consignment',
  'book-consignment',
  'book-orders',
  'cancel-orders',
  'update-customer-setting',
] as const;
