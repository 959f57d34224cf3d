import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, Principal, TransactionHost } from '@freight/kernel';
import { CarrierAgreementStore } from '../../application/carrier-agreement-store';
import { demoForbidden } from '../../../shared/demo.errors';

export class DeleteCarrierAgreementCommand {
  constructor(
    readonly principal: Principal,
    readonly customerId: number,
    readonly carrierCode: number,
  ) {}
}

/** Removes the customer's agreement with a carrier (bookings go back to the portal's); none is 404. */
@CommandHandler(DeleteCarrierAgreementCommand)
export class DeleteCarrierAgreementHandler implements ICommandHandler<DeleteCarrierAgreementCommand, void> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly store: CarrierAgreementStore,
  ) {}

  async execute({ principal, customerId, carrierCode }: DeleteCarrierAgreementCommand): Promise<void> {
    if (principal.demo) throw demoForbidden();
    if (!(await this.tx.run((manager) => this.store.remove(manager, customerId, carrierCode))))
      throw DomainError.notFound('TENANCY.NOT_FOUND');
  }
}
