import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { assertCustomerAccess, DomainError, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { scopeOf, CustomerProfiles } from '../../../customer-profiles/customer-profiles';
import { asObject, clearPrimary, rethrowPrimaryRace, validContact } from '../../application/contact-writes';
import { COLUMNS, ContactResponse, ContactRow, FIELD_ORDER, SELECT_COLUMNS, toResponse, valuesOf } from '../../database/contact-rows';
import { RawContact } from '../../domain/contact-fields';
import { CreateContactCommand } from './create-contact.command';

/** POST /contact/: a contact in the caller's address book (an admin's in any); ContactCreated, and ContactPrimaryChanged for a new favourite. */
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
