import { Body, Controller, Get, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, CustomerIdParam, Principal, RequiresRole } from '@freight/kernel';
import {
  ApplyForPayLaterCommand,
  GetPayLaterStatusQuery,
  PayLaterApplicationResponse,
  PayLaterStatusResponse,
} from './commands/pay-later.handlers';
import { ApplyForPayLaterRequestDto } from './commands/pay-later.request.dto';
import { PAY_LATER_TERMS } from './domain/pay-later-terms';
import { PAY_LATER_APPLICATION_SCHEMA, PAY_LATER_STATUS_SCHEMA, PAY_LATER_TERMS_SCHEMA } from './pay-later.openapi';

/** Pay later (spec: /profile/paylater, /profile/paylaterterms): the terms, the member's applications, applying. */
@Controller('bill/paylater')
export class PayLaterHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('terms')
  @ApiOkResponse({ description: 'The current terms', schema: PAY_LATER_TERMS_SCHEMA })
  terms(): typeof PAY_LATER_TERMS {
    return PAY_LATER_TERMS;
  }

  @Get('customer/:custId')
  @ApiOkResponse({ schema: PAY_LATER_STATUS_SCHEMA })
  status(@CustomerIdParam('custId') customerId: number): Promise<PayLaterStatusResponse> {
    return this.queries.execute(new GetPayLaterStatusQuery(customerId));
  }

  @Post('customer/:custId')
  @RequiresRole('administrator')
  @ApiCreatedResponse({ description: 'The application, pending', schema: PAY_LATER_APPLICATION_SCHEMA })
  apply(
    @CustomerIdParam('custId') customerId: number,
    @CurrentPrincipal() principal: Principal,
    @Body() body: ApplyForPayLaterRequestDto,
  ): Promise<PayLaterApplicationResponse> {
    return this.commands.execute(new ApplyForPayLaterCommand(customerId, principal.userId, body.termsVersion));
  }
}
