import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Principal } from '@freight/kernel';
import { blankConsignment } from './consignment-document';
import { Consignments, ConsignmentsAnswer, consignmentsAnswer, toAnswerDocument } from './consignment.answer';

export class GetConsignmentTemplateQuery {
  constructor(readonly principal: Principal) {}
}

export class GetConsignmentQuery {
  constructor(
    readonly principal: Principal,
    readonly id: string,
  ) {}
}

@QueryHandler(GetConsignmentTemplateQuery)
export class GetConsignmentTemplateHandler implements IQueryHandler<GetConsignmentTemplateQuery, ConsignmentsAnswer> {
  constructor(private readonly consignments: Consignments) {}

  async execute({ principal }: GetConsignmentTemplateQuery): Promise<ConsignmentsAnswer> {
    return consignmentsAnswer([blankConsignment(await this.consignments.consigneeTypeOf(principal.customerId))]);
  }
}

@QueryHandler(GetConsignmentQuery)
export class GetConsignmentHandler implements IQueryHandler<GetConsignmentQuery, ConsignmentsAnswer> {
  constructor(private readonly consignments: Consignments) {}

  async execute({ principal, id }: GetConsignmentQuery): Promise<ConsignmentsAnswer> {
    return consignmentsAnswer([toAnswerDocument(await this.consignments.owned(principal, id))]);
  }
}
