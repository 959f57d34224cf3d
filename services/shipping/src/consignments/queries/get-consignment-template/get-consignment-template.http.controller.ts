import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, DemoAllowed, Principal } from '@freight/kernel';
import { CONSIGNMENTS_ANSWER_SCHEMA } from '../../consignment.openapi';
import type { ConsignmentsAnswer } from '../../consignment.response';
import { GetConsignmentTemplateQuery } from './get-consignment-template.query';

/** GET /consignment/template/ (spec section 7). */
@Controller('consignment')
export class GetConsignmentTemplateHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** A blank consignment with the defaults; the demo starts from it too. */
  @DemoAllowed()
  @Get('template')
  @ApiOkResponse({ description: 'A blank consignment with the defaults', schema: CONSIGNMENTS_ANSWER_SCHEMA })
  template(@CurrentPrincipal() principal: Principal): Promise<ConsignmentsAnswer> {
    return this.queries.execute(new GetConsignmentTemplateQuery(principal));
  }
}
