import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { ApiKeyScope, CurrentPrincipal, Principal } from '@freight/kernel';
import { ConsignmentRequestDto } from '../../consignment.request.dto';
import { CONSIGNMENTS_ANSWER_SCHEMA } from '../../consignment.openapi';
import type { ConsignmentsAnswer } from '../../consignment.response';
import { UpdateConsignmentCommand } from './update-consignment.command';

/** PUT /consignment/ (spec section 7). */
@Controller('consignment')
export class UpdateConsignmentHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @ApiKeyScope('book')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The saved consignment', schema: CONSIGNMENTS_ANSWER_SCHEMA })
  update(@CurrentPrincipal() principal: Principal, @Body() body: ConsignmentRequestDto): Promise<ConsignmentsAnswer> {
    return this.commands.execute(new UpdateConsignmentCommand(principal, body));
  }
}
