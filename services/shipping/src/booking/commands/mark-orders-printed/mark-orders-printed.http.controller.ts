import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, objectOf, str } from '@freight/runtime';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { ID_LIST_BODY } from '../../../shared/id-list.openapi';
import { parseIdList } from '../../../shared/id-list.request';
import { MarkOrdersPrintedCommand } from './mark-orders-printed.command';

/** PUT /order/printed/ (spec section 7). Not for the demo. */
@Controller('order')
export class MarkOrdersPrintedHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Body: the list of order numbers, as for PUT /order/bulk/delete/. */
  @Put('printed')
  @HttpCode(200)
  @ApiBody({ description: 'Order numbers', schema: ID_LIST_BODY })
  @ApiOkResponse({ schema: objectOf<{ printed: string[] }>({ printed: arrayOf(str) }) })
  printed(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<{ printed: string[] }> {
    return this.commands.execute(new MarkOrdersPrintedCommand(principal, parseIdList(body, 'orderNos')));
  }
}
