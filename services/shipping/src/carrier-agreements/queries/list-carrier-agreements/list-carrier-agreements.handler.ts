import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { CarrierAgreementStore, CarrierAgreementView } from '../../application/carrier-agreement-store';

export class ListCarrierAgreementsQuery {
  constructor(readonly customerId: number) {}
}

/** The customer's agreements, one per carrier at most (four carriers: a bounded list, not paged). */
@QueryHandler(ListCarrierAgreementsQuery)
export class ListCarrierAgreementsHandler implements IQueryHandler<ListCarrierAgreementsQuery, CarrierAgreementView[]> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly store: CarrierAgreementStore,
  ) {}

  execute({ customerId }: ListCarrierAgreementsQuery): Promise<CarrierAgreementView[]> {
    return this.store.list(this.tx.manager, customerId);
  }
}
