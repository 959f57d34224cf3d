import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBody } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { MAIL_QUEUED_SCHEMA, SEND_MAIL_BODY, type MailQueued } from '../../mail.openapi';
import { formatOf, senderTypeOf } from './send-email.request';
import { SendEmailCommand } from './send-email.command';

/** POST /email/ (spec section 7). Members only: the demo may not send mail. */
@Controller('email')
export class SendEmailHttpController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * POST /email/?formatType=plain|html&senderType=n with {to[], cc[], bcc[], replyTo[], subject, content}:
   * 202 {id, status: "queued"} once the mail is stored for the mailer; the mailer sends it (and retries). A member
   * sends only as itself (sendOwnMail): sender type 1, Reply-To the customer's own address.
   */
  @Post()
  @HttpCode(202)
  @ApiBody({ schema: SEND_MAIL_BODY })
  @ApiAcceptedResponse({ schema: MAIL_QUEUED_SCHEMA })
  send(
    @CurrentPrincipal() principal: Principal,
    @Query('formatType') formatType: unknown,
    @Query('senderType') senderType: unknown,
    @Body() body: unknown,
  ): Promise<MailQueued> {
    const format = formatOf(formatType);
    const type = senderTypeOf(senderType);
    return this.commands.execute(new SendEmailCommand(principal, format, type, body));
  }
}
