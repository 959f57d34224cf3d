import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Principal, TransactionHost } from '@freight/kernel';
import { CarrierAgreementStore, CarrierAgreementView } from '../../application/carrier-agreement-store';
import { parseCarrierAgreement } from '../../domain/carrier-agreement';
import { demoForbidden } from '../../../shared/demo.errors';

export class SaveCarrierAgreementCommand {
  constructor(
    readonly principal: Principal,
    readonly customerId: number,
    readonly carrierCode: number,
    readonly body: unknown,
  ) {}
}

/** Stores (or replaces) the customer's agreement with a carrier; answers it masked. Not for the demo. */
@CommandHandler(SaveCarrierAgreementCommand)
export class SaveCarrierAgreementHandler implements ICommandHandler<SaveCarrierAgreementCommand, CarrierAgreementView> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly store: CarrierAgreementStore,
  ) {}

  async execute({ principal, customerId, carrierCode, body }: SaveCarrierAgreementCommand): Promise<CarrierAgreementView> {
    if (principal.demo) throw demoForbidden();
    const agreement = parseCarrierAgreement(carrierCode, body);
    return this.tx.run((manager) => this.store.save(manager, customerId, principal.userId, agreement));
  }
}
