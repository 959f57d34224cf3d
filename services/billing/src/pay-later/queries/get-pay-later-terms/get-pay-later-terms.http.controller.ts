import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import type { PAY_LATER_TERMS } from '../../domain/pay-later-terms';
import { PAY_LATER_TERMS_SCHEMA } from '../../pay-later.openapi';
import { GetPayLaterTermsQuery } from './get-pay-later-terms.query';

/** GET /bill/paylater/terms (spec: /profile/paylaterterms). */
@Controller('bill/paylater')
export class GetPayLaterTermsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('terms')
  @ApiOkResponse({ description: 'The current terms', schema: PAY_LATER_TERMS_SCHEMA })
  terms(): Promise<typeof PAY_LATER_TERMS> {
    return this.queries.execute(new GetPayLaterTermsQuery());
  }
}
