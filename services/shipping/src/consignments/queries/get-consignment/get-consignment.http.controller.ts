import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import type { ConsignmentsAnswer } from '../../consignment.response';
import { GetConsignmentQuery } from './get-consignment.query';

/** GET /consignment/{id} (spec section 7). */
@Controller('consignment')
export class GetConsignmentHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ConsignmentsAnswer> {
    return this.queries.execute(new GetConsignmentQuery(principal, id));
  }
}
