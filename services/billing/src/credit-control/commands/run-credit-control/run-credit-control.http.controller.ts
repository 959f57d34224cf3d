import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiNoBody } from '@freight/runtime';
import { AdminOnly } from '@freight/kernel';
import { BILLING_ADMIN_TAG, BillingAdminOperation } from '../../../billing-admin.operation';
import { CREDIT_CONTROL_SCHEMA, CreditControlResult } from '../../credit-control.openapi';
import { RunCreditControlCommand } from './run-credit-control.command';

/** POST /bill/admin/credit-control: re-checks every customer's credit now (it also runs every morning). */
@Controller('bill/admin')
@ApiTags(BILLING_ADMIN_TAG)
export class RunCreditControlHttpController {
  constructor(private readonly commands: CommandBus) {}

  @AdminOnly()
  @Post('credit-control')
  @HttpCode(200)
  @BillingAdminOperation('creditControl')
  @ApiNoBody()
  @ApiOkResponse({ schema: CREDIT_CONTROL_SCHEMA })
  run(): Promise<CreditControlResult> {
    return this.commands.execute(new RunCreditControlCommand());
  }
}
