import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { Idempotent } from '@freight/idempotency';
import { ApiKeyScope, CurrentPrincipal, Principal } from '@freight/kernel';
import { CancelOrdersAnswer, CancelOrdersCommand } from './cancel-orders.command';
import { CANCEL_ORDERS_ANSWER_SCHEMA, CANCEL_ORDERS_BODY } from './cancel-orders.openapi';
import { parseCancelOrdersBody } from './cancel-orders.request';

/** PUT /order/cancel/: cancels booked orders before the carrier's first scan. Takes an Idempotency-Key. Not for the demo. */
@Controller('order')
export class CancelOrdersHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Body: { orderNos: [...] } (1..100). */
  @Put('cancel')
  @ApiKeyScope('book')
  @HttpCode(200)
  @Idempotent()
  @ApiBody({ schema: CANCEL_ORDERS_BODY })
  @ApiOkResponse({ description: "Each order's outcome", schema: CANCEL_ORDERS_ANSWER_SCHEMA })
  cancel(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<CancelOrdersAnswer> {
    return this.commands.execute(new CancelOrdersCommand(principal, parseCancelOrdersBody(body)));
  }
}
