import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { Attachments } from '../../../attachments/attachments';
import { InsuranceClaimRepository } from '../../database/insurance-claim.repository';
import { DeleteInsuranceClaimCommand } from './delete-insurance-claim.command';

/** DELETE /claim/{id}: a draft and its attachments; a submitted claim is the insurer's and stays. */
@CommandHandler(DeleteInsuranceClaimCommand)
export class DeleteInsuranceClaimHandler implements ICommandHandler<DeleteInsuranceClaimCommand, { id: number }> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly claims: InsuranceClaimRepository,
    private readonly attachments: Attachments,
  ) {}

  async execute({ principal, id }: DeleteInsuranceClaimCommand): Promise<{ id: number }> {
    await this.tx.run(async () => {
      await this.claims.draft(principal, id);
      await this.attachments.deleteFor('claim', [id]);
      await this.claims.delete(id);
    });
    return { id };
  }
}
