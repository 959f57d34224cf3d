import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse } from '@nestjs/swagger';
import { CurrentPrincipal, CustomerIdParam, Principal, RequiresRole } from '@freight/kernel';
import { PAY_LATER_APPLICATION_SCHEMA } from '../../pay-later.openapi';
import type { PayLaterApplicationResponse } from '../../pay-later.response';
import { ApplyForPayLaterCommand } from './apply-for-pay-later.command';
import { ApplyForPayLaterRequestDto } from './apply-for-pay-later.request.dto';

/** POST /bill/paylater/customer/{custId} (spec: /profile/paylater): the customer's administrator applies. */
@Controller('bill/paylater')
export class ApplyForPayLaterHttpController {
  constructor(private readonly commands: CommandBus) {}

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
