import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { ApiKeyScope, CurrentPrincipal, Principal } from '@freight/kernel';
import { ORDER_SCHEMA } from '../../order.openapi';
import type { OrderResponse } from '../../order.response';
import { CreateOrderCommand } from './create-order.command';
import { CreateOrderRequestDto } from './create-order.request.dto';

/** POST /order/: a consignment into the send list (spec section 7). Not for the demo (deny by default). */
@Controller('order')
export class CreateOrderHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiKeyScope('book')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The new order in the send list', schema: ORDER_SCHEMA })
  create(@CurrentPrincipal() principal: Principal, @Body() body: CreateOrderRequestDto): Promise<OrderResponse> {
    return this.commands.execute(new CreateOrderCommand(principal, body));
  }
}
