import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { parseIdList } from '../../../shared/id-list.request';
import { ID_LIST_BODY } from '../../../shared/id-list.openapi';
import { CONSIGNMENTS_ANSWER_SCHEMA } from '../../consignment.openapi';
import type { ConsignmentsAnswer } from '../../consignment.response';
import { DeleteConsignmentsCommand } from './delete-consignments.command';

/** POST /consignment/delete/ (spec section 7). */
@Controller('consignment')
export class DeleteConsignmentsHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Body: the list of ids. */
  @Post('delete')
  @HttpCode(200)
  @ApiBody({ description: 'Consignment ids', schema: ID_LIST_BODY })
  @ApiOkResponse({ description: 'No consignments: they are deleted', schema: CONSIGNMENTS_ANSWER_SCHEMA })
  delete(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<ConsignmentsAnswer> {
    return this.commands.execute(new DeleteConsignmentsCommand(principal, parseIdList(body, 'ids')));
  }
}
