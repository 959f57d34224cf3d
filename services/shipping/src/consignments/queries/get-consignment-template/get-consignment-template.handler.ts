import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Consignments } from '../../application/consignments';
import { ConsignmentsAnswer, consignmentsAnswer } from '../../consignment.response';
import { blankConsignment } from '../../domain/consignment-document';
import { templateDefaults } from '../../domain/booking-defaults';
import { GetConsignmentTemplateQuery } from './get-consignment-template.query';

/**
 * GET /consignment/template/: a blank consignment with the customer's defaults: consignee type, insurance (off, or
 * on with the customer's goods value) and whether no pickup is booked (issue 29, item 6).
 */
@QueryHandler(GetConsignmentTemplateQuery)
export class GetConsignmentTemplateHandler implements IQueryHandler<GetConsignmentTemplateQuery, ConsignmentsAnswer> {
  constructor(private readonly consignments: Consignments) {}

  async execute({ principal }: GetConsignmentTemplateQuery): Promise<ConsignmentsAnswer> {
    const defaults = await this.consignments.bookingDefaultsOf(principal.customerId);
    return consignmentsAnswer([{ ...blankConsignment(defaults.consigneeType), ...templateDefaults(defaults) }]);
  }
}
