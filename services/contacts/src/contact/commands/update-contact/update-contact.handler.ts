import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { ContactAccess } from '../../application/contact-access';
import { asObject, clearPrimary, rethrowPrimaryRace, validContact } from '../../application/contact-writes';
import {
  COLUMNS,
  ContactResponse,
  ContactRow,
  fieldsOf,
  FIELD_ORDER,
  SELECT_COLUMNS,
  toResponse,
  valuesOf,
} from '../../database/contact-rows';
import { RawContact } from '../../domain/contact-fields';
import { UpdateContactCommand } from './update-contact.command';

/** PUT /contact/: the whole form with its id; a colleague's locked contact and the owner's flags are refused; ContactPrimaryChanged when the favourite moves. */
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
