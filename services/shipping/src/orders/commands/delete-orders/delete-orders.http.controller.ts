import { Body, Controller, Delete, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, objectOf, str } from '@freight/runtime';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { ID_LIST_BODY } from '../../../shared/id-list.openapi';
import { parseIdList } from '../../../shared/id-list.request';
import { DeleteOrdersCommand } from './delete-orders.command';

/** DELETE /order/{orderNo} and PUT /order/bulk/delete/ (spec section 7). Not for the demo (deny by default). */
@Controller('order')
export class DeleteOrdersHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Body: the list of order numbers. */
  @Put('bulk/delete')
  @HttpCode(200)
  @ApiBody({ description: 'Order numbers', schema: ID_LIST_BODY })
  @ApiOkResponse({ schema: objectOf<{ deleted: string[] }>({ deleted: arrayOf(str) }) })
  bulkDelete(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<{ deleted: string[] }> {
    return this.commands.execute(new DeleteOrdersCommand(principal, parseIdList(body, 'orderNos')));
  }

  @Delete(':orderNo')
  @HttpCode(200)
  @ApiOkResponse({ schema: objectOf<{ orderNo: string }>({ orderNo: str }) })
  async delete(@CurrentPrincipal() principal: Principal, @Param('orderNo') orderNo: string): Promise<{ orderNo: string }> {
    const { deleted } = await this.commands.execute<DeleteOrdersCommand, { deleted: string[] }>(
      new DeleteOrdersCommand(principal, [orderNo]),
    );
    return { orderNo: deleted[0] };
  }
}
