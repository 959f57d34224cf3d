import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { CONSIGNMENTS_ANSWER_SCHEMA } from '../../consignment.openapi';
import type { ConsignmentsAnswer } from '../../consignment.response';
import { GetConsignmentQuery } from './get-consignment.query';

/** GET /consignment/{id} (spec section 7). */
@Controller('consignment')
export class GetConsignmentHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOkResponse({ schema: CONSIGNMENTS_ANSWER_SCHEMA })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ConsignmentsAnswer> {
    return this.queries.execute(new GetConsignmentQuery(principal, id));
  }
}
