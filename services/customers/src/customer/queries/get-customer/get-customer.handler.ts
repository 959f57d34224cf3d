import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { customerById } from '../../database/customer-by-id';
import { CustomerResponse, toCustomerResponse } from './customer.response';

export class GetCustomerQuery {
  constructor(readonly customerId: number) {}
}

@QueryHandler(GetCustomerQuery)
export class GetCustomerHandler implements IQueryHandler<GetCustomerQuery, CustomerResponse> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId }: GetCustomerQuery): Promise<CustomerResponse> {
    const customer = await customerById(this.tx.manager, customerId);
    if (!customer) throw DomainError.notFound('CUSTOMER.NOT_FOUND');
    // Unviewed news is owned by the content service; until it publishes news events there is none.
    return toCustomerResponse(customer, false);
  }
}
