import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBody } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { MAIL_QUEUED_SCHEMA, type MailQueued } from '../../../mail/mail.openapi';
import { CARRIER_MESSAGE_BODY } from '../../carrier-message.openapi';
import { SendCarrierMessageCommand } from './send-carrier-message.command';

/** POST /email/carrier-message: message to the carrier (spec sections 1, 3, 5, 8); replies go to the member when a replyTo is given. */
@Controller('email')
export class SendCarrierMessageHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /email/carrier-message {consignmentNo, message, consentToCosts: true, replyTo?}: 202 {id, status: "queued"}. */
  @Post('carrier-message')
  @HttpCode(202)
  @ApiBody({ schema: CARRIER_MESSAGE_BODY })
  @ApiAcceptedResponse({ schema: MAIL_QUEUED_SCHEMA })
  send(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<MailQueued> {
    return this.commands.execute(new SendCarrierMessageCommand(principal, body));
  }
}
