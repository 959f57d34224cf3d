import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isAdmin, TransactionHost } from '@freight/kernel';
import { Clock } from '../../../shared/clock';
import { ComplaintRepository } from '../../database/complaint.repository';
import { MarkComplaintsCommand } from './mark-complaints.command';

/** PUT /complaint/bulk/mark/: the member's own mark, or for an admin the admin's mark on anyone's. All or nothing. */
@CommandHandler(MarkComplaintsCommand)
export class MarkComplaintsHandler implements ICommandHandler<MarkComplaintsCommand, { updated: number[] }> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly complaints: ComplaintRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, ids, checked }: MarkComplaintsCommand): Promise<{ updated: number[] }> {
    const column = isAdmin(principal) ? 'mark_admin_list' : 'mark_member_list';
    await this.tx.run(() => this.complaints.setFlag(principal, ids, column, checked, this.clock.now()));
    return { updated: ids };
  }
}
