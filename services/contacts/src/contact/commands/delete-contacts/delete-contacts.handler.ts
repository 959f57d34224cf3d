import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { ContactAccess, LoadedContact } from '../../application/contact-access';
import { DeleteContactsCommand } from './delete-contacts.command';

/** PUT /contact/bulk/delete and DELETE /contact/{id}: all or nothing; ContactDeleted for each. */
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
