import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiNoBody, int, objectOf, str } from '@freight/runtime';
import { AdminOnly, CurrentPrincipal, Principal } from '@freight/kernel';
import { BILLING_ADMIN_TAG, BillingAdminOperation } from '../../../billing-admin.operation';
import { CreditOrderCommand } from './credit-order.handler';
import { nothingToCredit } from '../../domain/bill-order.errors';

/** POST /bill/admin/order/{orderNo}/credit: credits a booked order (cancelled or corrected after booking), its lines cancelled by credit lines. */
@Controller('bill/admin')
@ApiTags(BILLING_ADMIN_TAG)
export class CreditOrderHttpController {
  constructor(private readonly commands: CommandBus) {}

  @AdminOnly()
  @Post('order/:orderNo/credit')
  @HttpCode(200)
  @BillingAdminOperation('creditOrder')
  @ApiNoBody()
  @ApiOkResponse({
    description: 'The credit lines added',
    schema: objectOf<{ orderNo: string; lines: number }>({ orderNo: str, lines: int }),
  })
  credit(@CurrentPrincipal() principal: Principal, @Param('orderNo') orderNo: string): Promise<{ orderNo: string; lines: number }> {
    // An order number no booking could have has no lines to credit either.
    if (!/^[A-Za-z0-9-]{1,40}$/.test(orderNo)) throw nothingToCredit();
    return this.commands.execute(new CreditOrderCommand(orderNo, principal.userId));
  }
}
