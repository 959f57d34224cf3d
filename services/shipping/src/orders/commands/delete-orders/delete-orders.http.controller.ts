import { Body, Controller, Delete, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { parseIdList } from '../../../shared/id-list.request';
import { DeleteOrdersCommand } from './delete-orders.command';

/** DELETE /order/{orderNo} and PUT /order/bulk/delete/ (spec section 7). Not for the demo (deny by default). */
@Controller('order')
export class DeleteOrdersHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Body: the list of order numbers. */
  @Put('bulk/delete')
  @HttpCode(200)
  bulkDelete(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<{ deleted: string[] }> {
    return this.commands.execute(new DeleteOrdersCommand(principal, parseIdList(body, 'orderNos')));
  }

  @Delete(':orderNo')
  @HttpCode(200)
  async delete(@CurrentPrincipal() principal: Principal, @Param('orderNo') orderNo: string): Promise<{ orderNo: string }> {
    const { deleted } = await this.commands.execute<DeleteOrdersCommand, { deleted: string[] }>(new DeleteOrdersCommand(principal, [orderNo]));
    return { orderNo: deleted[0] };
  }
}
