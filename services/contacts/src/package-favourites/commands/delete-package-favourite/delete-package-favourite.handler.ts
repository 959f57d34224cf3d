import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, isAdmin, TransactionHost } from '@freight/kernel';
import { DeletePackageFavouriteCommand } from './delete-package-favourite.command';

/** DELETE /packagefavourite/{id}: the caller's own (any for an admin); another customer's and a missing one are both 404. */
@CommandHandler(DeletePackageFavouriteCommand)
export class DeletePackageFavouriteHandler implements ICommandHandler<DeletePackageFavouriteCommand, { id: number }> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ principal, id }: DeletePackageFavouriteCommand): Promise<{ id: number }> {
    const [rows]: [{ id: number }[], number] = await this.tx.manager.query(
      'DELETE FROM package_favourites WHERE id = $1 AND (cust_id = $2 OR $3) RETURNING id',
      [id, principal.customerId, isAdmin(principal)],
    );
    if (!rows.length) throw DomainError.notFound('TENANCY.NOT_FOUND');
    return { id };
  }
}
