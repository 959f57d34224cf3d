import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Consignments } from '../../application/consignments';
import { ConsignmentsAnswer, consignmentsAnswer } from '../../consignment.response';
import { blankConsignment } from '../../domain/consignment-document';
import { GetConsignmentTemplateQuery } from './get-consignment-template.query';

/** GET /consignment/template/: a blank consignment with the customer's default consignee type. */
@QueryHandler(GetConsignmentTemplateQuery)
export class GetConsignmentTemplateHandler implements IQueryHandler<GetConsignmentTemplateQuery, ConsignmentsAnswer> {
  constructor(private readonly consignments: Consignments) {}

  async execute({ principal }: GetConsignmentTemplateQuery): Promise<ConsignmentsAnswer> {
    return consignmentsAnswer([blankConsignment(await this.consignments.consigneeTypeOf(principal.customerId))]);
  }
}
