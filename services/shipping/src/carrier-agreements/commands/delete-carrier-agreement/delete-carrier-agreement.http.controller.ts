import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse } from '@nestjs/swagger';
import { CurrentPrincipal, CustomerIdParam, parseId, Principal, RequiresRole } from '@freight/kernel';
import { DeleteCarrierAgreementCommand } from './delete-carrier-agreement.handler';

@Controller('carrier')
export class DeleteCarrierAgreementHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Removes the customer's own agreement with a carrier; its bookings use the portal's again. Not for API keys nor the demo. */
  @Delete('agreement/:customerId/:carrierCode')
  @RequiresRole('administrator')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed' })
  remove(
    @CustomerIdParam('customerId') customerId: number,
    @Param('carrierCode') carrierCode: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<void> {
    return this.commands.execute(new DeleteCarrierAgreementCommand(principal, customerId, parseId(carrierCode) ?? -1));
  }
}
