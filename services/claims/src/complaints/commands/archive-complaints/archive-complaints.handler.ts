import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { Clock } from '../../../shared/clock';
import { ComplaintRepository } from '../../database/complaint.repository';
import { ArchiveComplaintsCommand } from './archive-complaints.command';

/** PUT /complaint/bulk/archive/: archives or restores the caller's complaints (an admin's: anyone's). All or nothing. */
@CommandHandler(ArchiveComplaintsCommand)
export class ArchiveComplaintsHandler implements ICommandHandler<ArchiveComplaintsCommand, { updated: number[] }> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly complaints: ComplaintRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, ids, archived }: ArchiveComplaintsCommand): Promise<{ updated: number[] }> {
    await this.tx.run(() => this.complaints.setFlag(principal, ids, 'archived', archived, this.clock.now()));
    return { updated: ids };
  }
}
