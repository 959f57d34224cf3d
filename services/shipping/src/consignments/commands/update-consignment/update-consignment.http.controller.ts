import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { ConsignmentRequestDto } from '../../consignment.request.dto';
import type { ConsignmentsAnswer } from '../../consignment.response';
import { UpdateConsignmentCommand } from './update-consignment.command';

/** PUT /consignment/ (spec section 7). */
@Controller('consignment')
export class UpdateConsignmentHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @HttpCode(200)
  update(@CurrentPrincipal() principal: Principal, @Body() body: ConsignmentRequestDto): Promise<ConsignmentsAnswer> {
    return this.commands.execute(new UpdateConsignmentCommand(principal, body));
  }
}
