import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { findErasureRequest } from '../../database/erasure-requests';
import { ErasureRequestView } from '../../domain/erasure-request';

export class GetErasureQuery {
  constructor(readonly customerId: number) {}
}

/** The customer's erasure request: requested, which services have erased, completed. */
@QueryHandler(GetErasureQuery)
export class GetErasureHandler implements IQueryHandler<GetErasureQuery, ErasureRequestView> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId }: GetErasureQuery): Promise<ErasureRequestView> {
    const request = await findErasureRequest(this.tx.manager, customerId);
    if (!request) throw DomainError.notFound('ERASURE.NOT_FOUND');
    return request;
  }
}
