import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { objectOf } from '@freight/runtime';
import { CurrentPrincipal, CustomerIdParam, parseId, Principal, RequiresRole } from '@freight/kernel';
import { CARRIER_AGREEMENT_SCHEMA } from '../../carrier-agreements.openapi';
import { CarrierAgreementView } from '../../application/carrier-agreement-store';
import { SaveCarrierAgreementCommand } from './save-carrier-agreement.handler';

@Controller('carrier')
export class SaveCarrierAgreementHttpController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * The customer's own agreement with a carrier (UPS 131, PostNord 4, DHL Express 225, DB Schenker 116): its account
   * and its API credentials, which are kept encrypted and answered masked, never whole. Bookings with that carrier
   * then use it. Not for API keys (deny by default) nor the demo.
   */
  @Put('agreement/:customerId/:carrierCode')
  @RequiresRole('administrator')
  @HttpCode(200)
  @ApiBody({
    schema: objectOf<{ accountNo: string; credentials: Record<string, string> }>({
      accountNo: { type: 'string', maxLength: 60 },
      credentials: { type: 'object', additionalProperties: { type: 'string', maxLength: 500 } },
    }),
  })
  @ApiOkResponse({ description: 'The agreement, credentials masked', schema: CARRIER_AGREEMENT_SCHEMA })
  save(
    @CustomerIdParam('customerId') customerId: number,
    @Param('carrierCode') carrierCode: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CarrierAgreementView> {
    return this.commands.execute(new SaveCarrierAgreementCommand(principal, customerId, parseId(carrierCode) ?? -1, body));
  }
}
