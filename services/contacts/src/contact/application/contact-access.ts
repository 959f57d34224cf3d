import { Injectable } from '@nestjs/common';
import { DomainError, isAdmin, Principal, TransactionHost } from '@freight/kernel';
import { ContactOwner, CustomerProfiles } from '../../customer-profiles/customer-profiles';
import { ContactRow, SELECT_COLUMNS } from '../database/contact-rows';
import { contactLocked, contactOwnerOnly } from '../domain/contact.errors';

export interface LoadedContact {
  row: ContactRow & { scope: number };
  /** The caller owns it; otherwise a colleague does (or an admin looks at it). */
  own: boolean;
}

/**
 * The sharing rule: a member sees its own contacts and those of colleagues in the same company; any
 * other contact, and a missing one, is "not found". A colleague's locked contact can be read, not changed.
 */
@Injectable()
export class ContactAccess {
  constructor(
    private readonly tx: TransactionHost,
    private readonly profiles: CustomerProfiles,
  ) {}

  caller(principal: Principal): Promise<ContactOwner> {
    return this.profiles.owner(principal.customerId);
  }

  /** The visible contacts of `ids` (each once); any id not visible answers 404 for the whole call. With `lock`, row locks for a change. */
  async load(principal: Principal, ids: readonly number[], lock = false): Promise<LoadedContact[]> {
    const unique = [...new Set(ids)];
    const caller = await this.caller(principal);
    const admin = isAdmin(principal);
    const rows: Array<ContactRow & { scope: number }> = await this.tx.manager.query(
      `SELECT ${SELECT_COLUMNS}, scope FROM contacts
        WHERE id = ANY($1::int[]) AND ($4 OR cust_id = $2 OR scope = $3)
        ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
      [unique, caller.customerId, caller.scope, admin],
    );
    if (rows.length !== unique.length) throw DomainError.notFound('TENANCY.NOT_FOUND');
    return rows.map((row) => ({ row, own: row.cust_id === caller.customerId }));
  }

  /** Refuses a change to a colleague's locked contact, and a colleague's change of the owner's own flags. */
  assertMayChange(contacts: readonly LoadedContact[], ownerFlagsTouched = false): void {
    for (const { row, own } of contacts) {
      if (own) continue;
      if (row.locked) throw contactLocked();
      if (ownerFlagsTouched) throw contactOwnerOnly();
    }
  }
}

/** Contact ids from a path or a bulk body: positive integers, at most `MAX_IDS_PER_CALL`. */
export const MAX_IDS_PER_CALL = 1000;
const MAX_ID = 2_147_483_647;

export function parseContactId(raw: unknown): number {
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) throw DomainError.notFound('TENANCY.NOT_FOUND');
  return id;
}

export function parseIdList(body: unknown): number[] {
  const list = Array.isArray(body) ? body : (body as { ids?: unknown } | null)?.ids;
  if (list === undefined || list === null) throw DomainError.invalid([{ field: 'ids', code: 'VALIDATION.REQUIRED' }]);
  if (!Array.isArray(list)) throw DomainError.invalid([{ field: 'ids', code: 'VALIDATION.INVALID_FORMAT' }]);
  if (!list.length) throw DomainError.invalid([{ field: 'ids', code: 'VALIDATION.REQUIRED' }]);
  if (list.length > MAX_IDS_PER_CALL)
    throw DomainError.invalid([{ field: 'ids', code: 'VALIDATION.MAX', params: { limit: MAX_IDS_PER_CALL } }]);
  return list.map((raw, i) => {
    const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID)
      throw DomainError.invalid([{ field: `ids.${i}`, code: 'VALIDATION.INVALID_FORMAT' }]);
    return id;
  });
}
