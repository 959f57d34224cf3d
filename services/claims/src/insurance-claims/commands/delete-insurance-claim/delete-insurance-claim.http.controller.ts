import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { int, objectOf } from '@freight/runtime';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { pathId } from '../../../shared/id-list';
import { DeleteInsuranceClaimCommand } from './delete-insurance-claim.command';

@Controller('claim')
export class DeleteInsuranceClaimHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ schema: objectOf<{ id: number }>({ id: int }) })
  delete(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ id: number }> {
    return this.commands.execute(new DeleteInsuranceClaimCommand(principal, pathId(id)));
  }
}
