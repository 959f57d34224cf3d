import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, parseId } from '@freight/kernel';
import { BILLING_ADMIN_TAG, BillingAdminOperation } from '../../../billing-admin.operation';
import { payLaterNotFound } from '../../domain/pay-later.errors';
import { PAY_LATER_APPLICATION_SCHEMA } from '../../pay-later.openapi';
import type { PayLaterApplicationResponse } from '../../pay-later.response';
import { DecidePayLaterCommand } from './decide-pay-later.command';
import { DecidePayLaterRequestDto } from './decide-pay-later.request.dto';

/** PUT /bill/admin/paylater/{id}: the back office approves or rejects a pending application. */
@Controller('bill/admin')
@ApiTags(BILLING_ADMIN_TAG)
export class DecidePayLaterHttpController {
  constructor(private readonly commands: CommandBus) {}

  @AdminOnly()
  @Put('paylater/:id')
  @BillingAdminOperation('decidePayLater')
  @ApiOkResponse({ description: 'The decided application', schema: PAY_LATER_APPLICATION_SCHEMA })
  decide(@Param('id') id: string, @Body() body: DecidePayLaterRequestDto): Promise<PayLaterApplicationResponse> {
    const applicationId = parseId(id);
    if (applicationId === undefined) throw payLaterNotFound();
    return this.commands.execute(new DecidePayLaterCommand(applicationId, body.decision));
  }
}
