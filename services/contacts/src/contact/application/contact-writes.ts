import { DomainError, TransactionHost } from '@freight/kernel';
import { primaryContactChanged } from '../domain/contact.errors';
import { ContactFields, parseContact, RawContact } from '../domain/contact-fields';

// What creating and updating a contact share: the body's checks and the sender favourite's one-per-customer rule.

export function asObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw DomainError.invalid([{ field: 'body', code: 'VALIDATION.INVALID_FORMAT' }]);
  return body as Record<string, unknown>;
}

export function validContact(raw: RawContact, base?: ContactFields): ContactFields {
  const { value, errors } = parseContact(raw, base);
  if (errors.length) throw DomainError.invalid(errors);
  return value;
}

/**
 * The sender favourite is one contact per customer: making one primary takes the mark from the others, in the
 * same transaction, and tells the customers service (its primaryContactId setting follows).
 */
export async function clearPrimary(tx: TransactionHost, customerId: number, exceptId: number): Promise<void> {
  await tx.manager.query('UPDATE contacts SET "primary" = false, updated_at = now() WHERE cust_id = $1 AND "primary" AND id <> $2', [
    customerId,
    exceptId,
  ]);
}

/** Two concurrent "make primary" calls for one customer: the partial unique index lets one win; the other is a conflict, not a 500. */
export function rethrowPrimaryRace(error: unknown): never {
  if ((error as { code?: string; constraint?: string }).constraint === 'contacts_one_primary') {
    throw primaryContactChanged();
  }
  throw error;
}
