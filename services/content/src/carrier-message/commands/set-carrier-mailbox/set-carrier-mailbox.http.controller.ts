import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { AdminOnly, DomainError } from '@freight/kernel';
import { findCarrier } from '@freight/reference-data';
import { unknownCarrier } from '../../../content.errors';
import { isMailAddress } from '../../../mail/mail-message';
import { CARRIER_MAILBOX_BODY, CARRIER_MAILBOX_SCHEMA, CarrierMailbox } from '../../carrier-message.openapi';
import { SetCarrierMailboxCommand } from './set-carrier-mailbox.command';

/** PUT /email/carrier-mailboxes/{carrierCode}. Admin only. */
@Controller('email')
export class SetCarrierMailboxHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Admin: PUT /email/carrier-mailboxes/{carrierCode} {email} sets the carrier's address for messages. */
  @AdminOnly()
  @Put('carrier-mailboxes/:carrierCode')
  @ApiBody({ schema: CARRIER_MAILBOX_BODY })
  @ApiOkResponse({ schema: CARRIER_MAILBOX_SCHEMA })
  setMailbox(@Param('carrierCode') raw: string, @Body() body: unknown): Promise<CarrierMailbox> {
    const carrier = /^\d{1,6}$/.test(raw) ? findCarrier(Number(raw)) : undefined;
    if (!carrier) throw unknownCarrier();
    const email = (body as { email?: unknown } | null)?.email;
    const address = typeof email === 'string' ? email.trim() : '';
    if (!isMailAddress(address))
      throw DomainError.invalid([{ field: 'email', code: address ? 'VALIDATION.INVALID_EMAIL' : 'VALIDATION.REQUIRED' }]);
    return this.commands.execute(new SetCarrierMailboxCommand(carrier, address));
  }
}
