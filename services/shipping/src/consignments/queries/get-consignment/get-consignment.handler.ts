import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Consignments } from '../../application/consignments';
import { ConsignmentsAnswer, consignmentsAnswer, toAnswerDocument } from '../../consignment.response';
import { GetConsignmentQuery } from './get-consignment.query';

/** GET /consignment/{id}: the caller's consignment. */
@QueryHandler(GetConsignmentQuery)
export class GetConsignmentHandler implements IQueryHandler<GetConsignmentQuery, ConsignmentsAnswer> {
  constructor(private readonly consignments: Consignments) {}

  async execute({ principal, id }: GetConsignmentQuery): Promise<ConsignmentsAnswer> {
    return consignmentsAnswer([toAnswerDocument(await this.consignments.owned(principal, id))]);
  }
}
