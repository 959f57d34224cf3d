import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { assertCustomerAccess, DomainError, Principal, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { scopeOf, CustomerProfiles } from '../customer-profiles/customer-profiles';
import { ContactAccess, LoadedContact } from './application/contact-access';
import { COLUMNS, ContactResponse, ContactRow, fieldsOf, FIELD_ORDER, SELECT_COLUMNS, toResponse, valuesOf } from './database/contact-rows';
import { ContactFields, FlagField, parseContact, RawContact } from './domain/contact-fields';

export class CreateContactCommand {
  constructor(
    readonly principal: Principal,
    readonly body: unknown,
  ) {}
}

export class UpdateContactCommand {
  constructor(
    readonly principal: Principal,
    readonly body: unknown,
  ) {}
}

export class DeleteContactsCommand {
  constructor(
    readonly principal: Principal,
    readonly ids: number[],
  ) {}
}

export class SetContactFlagCommand {
  constructor(
    readonly principal: Principal,
    readonly ids: number[],
    readonly flag: Exclude<FlagField, 'primary'>,
    readonly checked: boolean,
  ) {}
}

function asObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw DomainError.invalid([{ field: 'body', code: 'VALIDATION.INVALID_FORMAT' }]);
  return body as Record<string, unknown>;
}

function validContact(raw: RawContact, base?: ContactFields): ContactFields {
  const { value, errors } = parseContact(raw, base);
  if (errors.length) throw DomainError.invalid(errors);
  return value;
}

/**
 * The sender favourite is one contact per customer: making one primary takes the mark from the others, in the
 * same transaction, and tells the customers service (its primaryContactId setting follows).
 */
async function clearPrimary(tx: TransactionHost, customerId: number, exceptId: number): Promise<void> {
  await tx.manager.query('UPDATE contacts SET "primary" = false, updated_at = now() WHERE cust_id = $1 AND "primary" AND id <> $2', [
    customerId,
    exceptId,
  ]);
}

@CommandHandler(CreateContactCommand)
export class CreateContactHandler implements ICommandHandler<CreateContactCommand, ContactResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly profiles: CustomerProfiles,
  ) {}

  async execute({ principal, body }: CreateContactCommand): Promise<ContactResponse> {
    const raw = asObject(body);
    // An admin may keep another customer's address book; a member's custId, when sent, must be its own.
    const customerId = raw.custId === undefined || raw.custId === null ? principal.customerId : Number(raw.custId);
    if (!Number.isInteger(customerId)) throw DomainError.notFound('TENANCY.NOT_FOUND');
    assertCustomerAccess(principal, customerId);
    const fields = validContact(raw as RawContact);
    return this.tx.run(async () => {
      const owner = await this.profiles.owner(customerId);
      if (fields.primary) await clearPrimary(this.tx, customerId, 0);
      // Placeholders $3… follow FIELD_ORDER.
      const [row]: ContactRow[] = await this.tx.manager
        .query(
          `INSERT INTO contacts (cust_id, scope, ${FIELD_ORDER.map((f) => COLUMNS[f]).join(', ')})
         VALUES ($1, $2, ${FIELD_ORDER.map((_, i) => `$${i + 3}`).join(', ')})
         RETURNING ${SELECT_COLUMNS}`,
          [customerId, scopeOf(customerId, owner.compId), ...valuesOf(fields)],
        )
        .catch((error: unknown) => rethrowPrimaryRace(error));
      await this.outbox.record('ContactCreated', customerId, { contactId: row.id, customerId, compId: owner.compId ?? 0 });
      if (fields.primary) await this.outbox.record('ContactPrimaryChanged', customerId, { customerId, contactId: row.id });
      return toResponse(row, principal.customerId);
    });
  }
}

@CommandHandler(UpdateContactCommand)
export class UpdateContactHandler implements ICommandHandler<UpdateContactCommand, ContactResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly access: ContactAccess,
  ) {}

  async execute({ principal, body }: UpdateContactCommand): Promise<ContactResponse> {
    const raw = asObject(body);
    if (raw.id === undefined || raw.id === null) throw DomainError.invalid([{ field: 'id', code: 'VALIDATION.REQUIRED' }]);
    const id = typeof raw.id === 'number' || typeof raw.id === 'string' ? Number(raw.id) : NaN;
    if (!Number.isInteger(id) || id < 1) throw DomainError.notFound('TENANCY.NOT_FOUND');
    return this.tx.run(async () => {
      const [contact] = await this.access.load(principal, [id], true);
      const before = fieldsOf(contact.row);
      const fields = validContact(raw as RawContact, before);
      this.access.assertMayChange([contact], fields.locked !== before.locked || fields.primary !== before.primary);
      if (fields.primary && !before.primary) await clearPrimary(this.tx, contact.row.cust_id, id);
      const [row]: ContactRow[] = await this.tx.manager
        .query(
          `UPDATE contacts SET ${FIELD_ORDER.map((f, i) => `${COLUMNS[f]} = $${i + 2}`).join(', ')}, updated_at = now()
          WHERE id = $1 RETURNING ${SELECT_COLUMNS}`,
          [id, ...valuesOf(fields)],
        )
        .then((result: [ContactRow[], number]) => result[0], rethrowPrimaryRace);
      if (fields.primary && !before.primary)
        await this.outbox.record('ContactPrimaryChanged', row.cust_id, { customerId: row.cust_id, contactId: id });
      if (!fields.primary && before.primary)
        await this.outbox.record('ContactPrimaryChanged', row.cust_id, { customerId: row.cust_id, contactId: 0 });
      return toResponse(row, principal.customerId);
    });
  }
}

@CommandHandler(DeleteContactsCommand)
export class DeleteContactsHandler implements ICommandHandler<DeleteContactsCommand, { deleted: number[] }> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly access: ContactAccess,
  ) {}

  async execute({ principal, ids }: DeleteContactsCommand): Promise<{ deleted: number[] }> {
    return this.tx.run(async () => {
      const contacts = await this.access.load(principal, ids, true);
      this.access.assertMayChange(contacts);
      const deleted = contacts.map((c) => c.row.id);
      await this.tx.manager.query('DELETE FROM contacts WHERE id = ANY($1::int[])', [deleted]);
      await this.outbox.recordAll(
        contacts.map(({ row }: LoadedContact) => ({
          type: 'ContactDeleted' as const,
          aggregateId: row.cust_id,
          data: { contactId: row.id, customerId: row.cust_id, wasPrimary: row.primary === true },
        })),
      );
      return { deleted };
    });
  }
}

@CommandHandler(SetContactFlagCommand)
export class SetContactFlagHandler implements ICommandHandler<SetContactFlagCommand, { ids: number[]; checked: boolean }> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly access: ContactAccess,
  ) {}

  async execute({ principal, ids, flag, checked }: SetContactFlagCommand): Promise<{ ids: number[]; checked: boolean }> {
    return this.tx.run(async () => {
      const contacts = await this.access.load(principal, ids, true);
      this.access.assertMayChange(contacts, flag === 'locked');
      const changed = contacts.map((c) => c.row.id);
      await this.tx.manager.query(
        `UPDATE contacts SET ${COLUMNS[flag]} = $2, updated_at = now() WHERE id = ANY($1::int[]) AND ${COLUMNS[flag]} <> $2`,
        [changed, checked],
      );
      return { ids: changed, checked };
    });
  }
}

/** Two concurrent "make primary" calls for one customer: the partial unique index lets one win; the other is a conflict, not a 500. */
function rethrowPrimaryRace(error: unknown): never {
  if ((error as { code?: string; constraint?: string }).constraint === 'contacts_one_primary') {
    throw new DomainError('conflict', 'CONTACT.PRIMARY_CHANGED');
  }
  throw error;
}
