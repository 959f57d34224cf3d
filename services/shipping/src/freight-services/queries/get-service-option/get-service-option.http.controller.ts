import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DemoAllowed } from '@freight/kernel';
import { ServiceOptionResponse } from '../../freight-service.response';
import { GetServiceOptionQuery } from './get-service-option.query';

@Controller('freightservice')
export class GetServiceOptionHttpController {
  constructor(private readonly queries: QueryBus) {}

  @DemoAllowed()
  @Get('option/:id')
  get(@Param('id') id: string): Promise<ServiceOptionResponse> {
    return this.queries.execute(new GetServiceOptionQuery(id));
  }
}
