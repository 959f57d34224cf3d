import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { int, objectOf, str } from '@freight/runtime';
import { DemoAllowed } from '@freight/kernel';
import type { TermResponse } from './get-term.handler';
import { GetTermQuery } from './get-term.query';

@Controller('freightservice')
export class GetTermHttpController {
  constructor(private readonly queries: QueryBus) {}

  @DemoAllowed()
  @Get('term/:id')
  @ApiOkResponse({ description: "The terms text in the caller's language", schema: objectOf<TermResponse>({ id: int, text: str }) })
  get(@Param('id') id: string): Promise<TermResponse> {
    return this.queries.execute(new GetTermQuery(id));
  }
}
