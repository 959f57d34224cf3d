import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { parseIdList } from '../../../shared/id-list.request';
import { MarkOrdersPrintedCommand } from './mark-orders-printed.command';

/** PUT /order/printed/ (spec section 7). Not for the demo. */
@Controller('order')
export class MarkOrdersPrintedHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Body: the list of order numbers, as for PUT /order/bulk/delete/. */
  @Put('printed')
  @HttpCode(200)
  printed(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<{ printed: string[] }> {
    return this.commands.execute(new MarkOrdersPrintedCommand(principal, parseIdList(body, 'orderNos')));
  }
}
