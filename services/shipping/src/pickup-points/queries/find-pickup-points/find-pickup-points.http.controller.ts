import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import { PICKUP_POINTS_ANSWER_SCHEMA } from '../../pickup-point.openapi';
import type { PickupPointsAnswer } from '../../pickup-point.response';
import { FindPickupPointsQuery } from './find-pickup-points.query';
import { parsePickupPointsQuery } from './find-pickup-points.request';

@Controller('freightservice')
export class FindPickupPointsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * GET /freightservice/pickuppoints/{templateName}?postcode=&countryCode=: step 3's pickup-point finder for a
   * `locationFinder` product. Members only, as step 3 is (the demo prices but never completes a consignment).
   */
  @Get('pickuppoints/:templateName')
  @ApiQuery({ name: 'postcode', required: true, schema: { type: 'string', maxLength: 12 }, description: "The consignee's postcode" })
  @ApiQuery({ name: 'countryCode', required: false, schema: { type: 'string', default: 'SE' }, description: 'ISO 3166-1 alpha-2' })
  @ApiOkResponse({ description: "The carrier's points nearest the postcode", schema: PICKUP_POINTS_ANSWER_SCHEMA })
  find(@Param('templateName') templateName: string, @Query() query: Record<string, unknown>): Promise<PickupPointsAnswer> {
    return this.queries.execute(new FindPickupPointsQuery(templateName, parsePickupPointsQuery(query)));
  }
}
