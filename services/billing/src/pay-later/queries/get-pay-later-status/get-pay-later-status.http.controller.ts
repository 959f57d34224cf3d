import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CustomerIdParam } from '@freight/kernel';
import { PAY_LATER_STATUS_SCHEMA } from '../../pay-later.openapi';
import type { PayLaterStatusResponse } from '../../pay-later.response';
import { GetPayLaterStatusQuery } from './get-pay-later-status.query';

/** GET /bill/paylater/customer/{custId} (spec: /profile/paylater): the member's applications. */
@Controller('bill/paylater')
export class GetPayLaterStatusHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('customer/:custId')
  @ApiOkResponse({ schema: PAY_LATER_STATUS_SCHEMA })
  status(@CustomerIdParam('custId') customerId: number): Promise<PayLaterStatusResponse> {
    return this.queries.execute(new GetPayLaterStatusQuery(customerId));
  }
}
