import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { parseIdList } from '../../../shared/id-list.request';
import type { ConsignmentsAnswer } from '../../consignment.response';
import { DeleteConsignmentsCommand } from './delete-consignments.command';

/** POST /consignment/delete/ (spec section 7). */
@Controller('consignment')
export class DeleteConsignmentsHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Body: the list of ids. */
  @Post('delete')
  @HttpCode(200)
  delete(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<ConsignmentsAnswer> {
    return this.commands.execute(new DeleteConsignmentsCommand(principal, parseIdList(body, 'ids')));
  }
}
