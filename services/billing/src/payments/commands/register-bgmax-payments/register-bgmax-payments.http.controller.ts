import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { str } from '@freight/runtime';
import { AdminOnly, type FastifyRequest } from '@freight/kernel';
import { BILLING_ADMIN_TAG, BillingAdminOperation } from '../../../billing-admin.operation';
import { REGISTERED_PAYMENTS_SCHEMA } from '../../payments.openapi';
import { BGMAX_MAX_BYTES, RegisterBgMaxPaymentsCommand, RegisterPaymentsResult } from './register-bgmax-payments.handler';
import { bgMaxInvalid, bgMaxTooLarge } from '../../domain/payment.errors';

/** POST /bill/admin/payments/bgmax: a Bankgirot BgMax file as the request body (text/plain, at most 32 MB), read as it arrives. */
@Controller('bill/admin')
@ApiTags(BILLING_ADMIN_TAG)
export class RegisterBgMaxPaymentsHttpController {
  constructor(private readonly commands: CommandBus) {}

  @AdminOnly()
  @Post('payments/bgmax')
  @HttpCode(200)
  @BillingAdminOperation('registerPayments')
  @ApiConsumes('text/plain')
  @ApiBody({ description: 'A Bankgirot BgMax file', schema: str })
  @ApiOkResponse({ schema: REGISTERED_PAYMENTS_SCHEMA })
  register(@Req() request: FastifyRequest): Promise<RegisterPaymentsResult> {
    // Only text/plain is left unread for this route (BgMaxBodyPassThrough); any other body was parsed and is refused.
    if (!/^text\/plain(;|$)/i.test(request.headers['content-type'] ?? '')) throw bgMaxInvalid('text/plain');
    if (Number(request.headers['content-length']) > BGMAX_MAX_BYTES) throw bgMaxTooLarge();
    return this.commands.execute(new RegisterBgMaxPaymentsCommand(request.raw));
  }
}
