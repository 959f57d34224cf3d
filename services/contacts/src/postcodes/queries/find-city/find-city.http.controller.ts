import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { namedSchema, objectOf, str } from '@freight/runtime';
import { DemoAllowed } from '@freight/kernel';
import { CityAnswer, FindCityQuery } from './find-city.query';

const CITY_SCHEMA = namedSchema(
  'PostcodeCity',
  objectOf<CityAnswer>({
    countryCode: str,
    postcode: { ...str, description: "As stored on an address (Sweden's without the space)" },
    city: str,
  }),
);

/**
 * GET /postcode/{countryCode}/{postcode}: the post town that fills the city field as a postcode is typed (spec
 * section 8, "City not found"). The demo may use it: step 1 asks for postcodes.
 */
@Controller('postcode')
export class FindCityHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':countryCode/:postcode')
  @DemoAllowed()
  @ApiOkResponse({
    description: 'The post town; 404 "City not found" when the table has none, 400 for a malformed postcode',
    schema: CITY_SCHEMA,
  })
  find(@Param('countryCode') countryCode: string, @Param('postcode') postcode: string): Promise<CityAnswer> {
    return this.queries.execute(new FindCityQuery(countryCode, postcode));
  }
}
