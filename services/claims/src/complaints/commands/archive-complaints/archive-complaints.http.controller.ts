import { Body, Controller, HttpCode, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { parseFlag, parseIdList } from '../../../shared/id-list';
import { COMPLAINT_IDS_BODY, UPDATED_IDS_SCHEMA } from '../../complaint.openapi';
import { ArchiveComplaintsCommand } from './archive-complaints.command';

@Controller('complaint')
export class ArchiveComplaintsHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Body: the ids. `archived=1` archives, `archived=0` restores; all or nothing. */
  @Put('bulk/archive')
  @HttpCode(200)
  @ApiBody({ schema: COMPLAINT_IDS_BODY })
  @ApiOkResponse({ schema: UPDATED_IDS_SCHEMA })
  archive(
    @CurrentPrincipal() principal: Principal,
    @Query('archived') archived: unknown,
    @Body() body: unknown,
  ): Promise<{ updated: number[] }> {
    return this.commands.execute(new ArchiveComplaintsCommand(principal, parseIdList(body), parseFlag(archived, 'archived')));
  }
}
