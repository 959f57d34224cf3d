import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DemoAllowed } from '@freight/kernel';
import { FreightServiceResponse } from '../../freight-service.response';
import { GetFreightServiceQuery } from './get-freight-service.query';

@Controller('freightservice')
export class GetFreightServiceHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The demo browses products. `option/` and `term/` are routes of their own (static segments win). */
  @DemoAllowed()
  @Get(':templateName')
  get(@Param('templateName') templateName: string): Promise<FreightServiceResponse> {
    return this.queries.execute(new GetFreightServiceQuery(templateName));
  }
}
