import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DemoAllowed } from '@freight/kernel';
import type { TermResponse } from './get-term.handler';
import { GetTermQuery } from './get-term.query';

@Controller('freightservice')
export class GetTermHttpController {
  constructor(private readonly queries: QueryBus) {}

  @DemoAllowed()
  @Get('term/:id')
  get(@Param('id') id: string): Promise<TermResponse> {
    return this.queries.execute(new GetTermQuery(id));
  }
}
