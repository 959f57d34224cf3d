import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { DemoAllowed } from '@freight/kernel';
import { SERVICE_OPTION_SCHEMA } from '../../freight-service.openapi';
import { ServiceOptionResponse } from '../../freight-service.response';
import { GetServiceOptionQuery } from './get-service-option.query';

@Controller('freightservice')
export class GetServiceOptionHttpController {
  constructor(private readonly queries: QueryBus) {}

  @DemoAllowed()
  @Get('option/:id')
  @ApiOkResponse({ schema: SERVICE_OPTION_SCHEMA })
  get(@Param('id') id: string): Promise<ServiceOptionResponse> {
    return this.queries.execute(new GetServiceOptionQuery(id));
  }
}
