import { arrayOf, bool, dateTime, int, namedSchema, nullable, objectOf, oneOfValues, str } from '@freight/runtime';

/**
 * An entry as the profile's audit page lists it. The entry itself holds ids, never names (the chain covers it); the
 * member's name is read beside it when the list is asked for, so it is gone once the login is. The hash lets an
 * auditor check a printout.
 */
export interface AuditEntryResponse {
  id: string;
  customerId: number;
  seq: number;
  occurredAt: string;
  action: string;
  outcome: 'success' | 'failure';
  route: string;
  userId: number | null;
  /** The member's name now (display name, else login name); null for an operator (admin), an API key or a removed login. */
  userName: string | null;
  companyId: number | null;
  apiKeyId: string | null;
  /** Null when none was recorded, or after the customer's erasure removed it (then clientAddressErased). */
  clientAddress: string | null;
  /** The entry had a client address and an erasure removed it (the chain still covers its commitment). */
  clientAddressErased: boolean;
  requestId: string;
  targetIds: string[];
  summary: string;
  /** The actor's role when the entry was recorded; null before roles were recorded, and for failed sign-ins. */
  role: 'administrator' | 'booker' | 'viewer' | 'admin' | null;
  hash: string;
}

export const AUDIT_ENTRY_SCHEMA = namedSchema(
  'AuditEntry',
  objectOf<AuditEntryResponse>({
    id: str,
    customerId: int,
    seq: int,
    occurredAt: dateTime,
    action: str,
    outcome: oneOfValues(['success', 'failure']),
    route: str,
    userId: nullable(int),
    userName: nullable(str),
    companyId: nullable(int),
    apiKeyId: nullable(str),
    clientAddress: nullable(str),
    clientAddressErased: bool,
    requestId: str,
    targetIds: arrayOf(str),
    summary: str,
    // null inside the enum too: a validator reading OpenAPI 3.0 takes `enum` over `nullable`.
    role: { type: 'string', nullable: true, enum: ['administrator', 'booker', 'viewer', 'admin', null] },
    hash: str,
  }),
);

export const toAuditEntryResponse = (row: Record<string, unknown>, names: ReadonlyMap<number, string>): AuditEntryResponse => ({
  id: String(row.id),
  customerId: Number(row.customer_id),
  seq: Number(row.seq),
  occurredAt: new Date(row.occurred_at as Date).toISOString(),
  action: String(row.action),
  outcome: row.outcome as 'success' | 'failure',
  route: String(row.route),
  userId: row.user_id === null ? null : Number(row.user_id),
  // An operator acting for the customer is named by role only.
  userName: row.user_id === null || row.role === 'admin' ? null : (names.get(Number(row.user_id)) ?? null),
  companyId: row.company_id === null ? null : Number(row.company_id),
  apiKeyId: (row.api_key_id as string | null) ?? null,
  clientAddress: (row.client_address as string | null) ?? null,
  clientAddressErased: row.client_address_erased === true,
  requestId: String(row.request_id),
  targetIds: row.target_ids as string[],
  summary: String(row.summary),
  role: (row.role as AuditEntryResponse['role']) ?? null,
  hash: String(row.hash),
});
