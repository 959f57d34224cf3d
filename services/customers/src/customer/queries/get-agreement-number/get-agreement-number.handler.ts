import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { findCarrier } from '@freight/reference-data';
import { CustomerEntity } from '../../database/customer.entity';
import { AgreementNumber, agreementNumberFor } from '../../domain/agreement-number';

export class GetAgreementNumberQuery {
  constructor(
    readonly customerId: number,
    readonly supplierId: number,
  ) {}
}

@QueryHandler(GetAgreementNumberQuery)
export class GetAgreementNumberHandler implements IQueryHandler<GetAgreementNumberQuery, AgreementNumber> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, supplierId }: GetAgreementNumberQuery): Promise<AgreementNumber> {
    // Carriers the portal no longer offers still answer: old consignments refer to them.
    if (!findCarrier(supplierId)) throw DomainError.notFound('CARRIER.NOT_FOUND');
    const customer = await this.tx.manager.findOne(CustomerEntity, {
      where: { id: customerId },
      select: { id: true, priceList: true, agreementNumbers: true },
    });
    if (!customer) throw DomainError.notFound('CUSTOMER.NOT_FOUND');
    return agreementNumberFor(customer, supplierId);
  }
}
