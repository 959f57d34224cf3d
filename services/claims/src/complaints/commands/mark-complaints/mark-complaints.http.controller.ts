import { Body, Controller, HttpCode, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { parseFlag, parseIdList } from '../../../shared/id-list';
import { COMPLAINT_IDS_BODY, UPDATED_IDS_SCHEMA } from '../../complaint.openapi';
import { MarkComplaintsCommand } from './mark-complaints.command';

@Controller('complaint')
export class MarkComplaintsHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Body: the ids. `checked` sets or clears the member's mark (an admin's: markAdminList); all or nothing. */
  @Put('bulk/mark')
  @HttpCode(200)
  @ApiBody({ schema: COMPLAINT_IDS_BODY })
  @ApiOkResponse({ schema: UPDATED_IDS_SCHEMA })
  mark(
    @CurrentPrincipal() principal: Principal,
    @Query('checked') checked: unknown,
    @Body() body: unknown,
  ): Promise<{ updated: number[] }> {
    return this.commands.execute(new MarkComplaintsCommand(principal, parseIdList(body), parseFlag(checked, 'checked')));
  }
}
