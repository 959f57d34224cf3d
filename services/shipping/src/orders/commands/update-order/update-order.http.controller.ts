import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { objectOf, str } from '@freight/runtime';
import { ApiKeyScope, CurrentPrincipal, Principal } from '@freight/kernel';
import { UpdateOrderCommand } from './update-order.command';
import { UpdateOrderRequestDto } from './update-order.request.dto';

/** PUT /order/ (spec section 7). Not for the demo (deny by default). */
@Controller('order')
export class UpdateOrderHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @ApiKeyScope('book')
  @HttpCode(200)
  @ApiOkResponse({ schema: objectOf<{ orderNo: string }>({ orderNo: str }) })
  update(@CurrentPrincipal() principal: Principal, @Body() body: UpdateOrderRequestDto): Promise<{ orderNo: string }> {
    return this.commands.execute(new UpdateOrderCommand(principal, body));
  }
}
