import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { COMPLAINT_SCHEMA } from '../../complaint.openapi';
import type { ComplaintResponse } from '../../complaint.response';
import { UpdateComplaintCommand } from './update-complaint.command';
import { UpdateComplaintRequestDto } from './update-complaint.request.dto';

@Controller('complaint')
export class UpdateComplaintHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @HttpCode(200)
  @ApiOkResponse({ schema: COMPLAINT_SCHEMA })
  update(@CurrentPrincipal() principal: Principal, @Body() body: UpdateComplaintRequestDto): Promise<ComplaintResponse> {
    return this.commands.execute(new UpdateComplaintCommand(principal, body));
  }
}
