import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CustomerIdParam } from '@freight/kernel';
import { GetInsightsQuery } from './get-insights.handler';
import { GetInsightsRequestDto } from './get-insights.request.dto';
import { INSIGHTS_SCHEMA } from './insights.openapi';
import type { InsightsResponse } from './insights.response';

@Controller('customer')
export class GetInsightsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The member dashboard (issue 33): spend, consignments, on-time rate, complaints and claims, emissions. */
  @Get('insights/:customerId')
  @ApiOkResponse({ description: 'The figures of the period, from the summary kept by events', schema: INSIGHTS_SCHEMA })
  get(@CustomerIdParam('customerId') customerId: number, @Query() query: GetInsightsRequestDto): Promise<InsightsResponse> {
    return this.queries.execute(new GetInsightsQuery(customerId, query.from, query.to));
  }
}
