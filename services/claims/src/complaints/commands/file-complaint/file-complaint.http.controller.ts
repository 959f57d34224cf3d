import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { COMPLAINT_SCHEMA } from '../../complaint.openapi';
import type { ComplaintResponse } from '../../complaint.response';
import { FileComplaintCommand } from './file-complaint.command';
import { FileComplaintRequestDto } from './file-complaint.request.dto';

/** POST /complaint/ (spec section 7). Not for the demo (deny by default). */
@Controller('complaint')
export class FileComplaintHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiCreatedResponse({ description: 'The filed complaint', schema: COMPLAINT_SCHEMA })
  file(@CurrentPrincipal() principal: Principal, @Body() body: FileComplaintRequestDto): Promise<ComplaintResponse> {
    return this.commands.execute(new FileComplaintCommand(principal, body));
  }
}
