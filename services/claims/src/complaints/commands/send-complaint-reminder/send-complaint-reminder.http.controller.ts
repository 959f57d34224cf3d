import { Controller, Get, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { pathId } from '../../../shared/id-list';
import { COMPLAINT_SCHEMA } from '../../complaint.openapi';
import type { ComplaintResponse } from '../../complaint.response';
import { SendComplaintReminderCommand } from './send-complaint-reminder.command';

/** A GET that sends, as the spec has it. */
@Controller('complaint')
export class SendComplaintReminderHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Get('reminder/:id')
  @ApiOkResponse({ description: 'The complaint with the reminder sent', schema: COMPLAINT_SCHEMA })
  remind(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ComplaintResponse> {
    return this.commands.execute(new SendComplaintReminderCommand(principal, pathId(id)));
  }
}
