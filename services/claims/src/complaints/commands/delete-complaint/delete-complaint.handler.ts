import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { Attachments } from '../../../attachments/attachments';
import { ComplaintRepository } from '../../database/complaint.repository';
import { DeleteComplaintCommand } from './delete-complaint.command';

/** DELETE /complaint/{id}: the complaint and its attachments, bytes included. */
@CommandHandler(DeleteComplaintCommand)
export class DeleteComplaintHandler implements ICommandHandler<DeleteComplaintCommand, { id: number }> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly complaints: ComplaintRepository,
    private readonly attachments: Attachments,
  ) {}

  async execute({ principal, id }: DeleteComplaintCommand): Promise<{ id: number }> {
    await this.tx.run(async () => {
      await this.complaints.owned(principal, id, true);
      await this.attachments.deleteFor('complaint', [id]);
      await this.complaints.delete(id);
    });
    return { id };
  }
}
