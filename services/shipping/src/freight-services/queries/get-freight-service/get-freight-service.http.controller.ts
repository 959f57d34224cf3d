import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { DemoAllowed } from '@freight/kernel';
import { FREIGHT_SERVICE_SCHEMA } from '../../freight-service.openapi';
import { FreightServiceResponse } from '../../freight-service.response';
import { GetFreightServiceQuery } from './get-freight-service.query';

@Controller('freightservice')
export class GetFreightServiceHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The demo browses products. `option/` and `term/` are routes of their own (static segments win). */
  @DemoAllowed()
  @Get(':templateName')
  @ApiOkResponse({ schema: FREIGHT_SERVICE_SCHEMA })
  get(@Param('templateName') templateName: string): Promise<FreightServiceResponse> {
    return this.queries.execute(new GetFreightServiceQuery(templateName));
  }
}
