import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { ContactAccess } from '../../application/contact-access';
import { COLUMNS } from '../../database/contact-rows';
import { SetContactFlagCommand } from './set-contact-flag.command';

/** PUT /contact/bulk/{flag}: sets or clears one flag on the listed contacts; locking is the owner's. */
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
